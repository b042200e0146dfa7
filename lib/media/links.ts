
/** A virtual-visit link and its type: type 2 is the tour itself, others (a 360° photo, a floor walk…) are plain links. */
export type VisitLink = { type: { id: number }; link: string };

/** A video of an estate: only its link is shown. */
export type VideoLink = { link: string };

/** The virtual-visit type whose link is the tour itself (spec: "type 2 is the visit link"). */
export const VIRTUAL_VISIT_LINK_TYPE = 2;

function parse(link: string): URL | null {
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
}

/**
 * A link from the site API that is safe as an `href`: http(s) absolute, or a path on this site.
 * Anything else (`javascript:`, `data:`, garbage) is null, so the page leaves the link out.
 */
export function safeHref(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  const url = parse(trimmed);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** A link that may go into a frame: https only (an http page would be blocked as mixed content). */
export function embeddableUrl(link: string): string | null {
  const url = parse(link);
  return url?.protocol === 'https:' ? url.href : null;
}

/** The first type-2 visit link that may go into a frame. */
export function embeddableVisitUrl(visits: readonly VisitLink[]): string | null {
  for (const visit of visits) {
    if (visit.type.id !== VIRTUAL_VISIT_LINK_TYPE) continue;
    const url = embeddableUrl(visit.link);
    if (url) return url;
  }
  return null;
}

/**
 * The other visit links, as plain links that open in a new tab: those of another type than 2 (a 360° photo,
 * a floor walk…) and a type-2 link that cannot be framed (http). http(s) only, each once, never the one framed.
 */
export function otherVisitLinks(visits: readonly VisitLink[]): string[] {
  const framed = embeddableVisitUrl(visits);
  const links = visits.flatMap((visit) => {
    const url = parse(visit.link);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') && url.href !== framed ? [url.href] : [];
  });
  return [...new Set(links)];
}

/** The name a visitor knows a video host by: YouTube, Vimeo, or the host name itself. */
export function videoProvider(href: string): string {
  const url = parse(href);
  if (!url) return '';
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be' || host === 'youtube.com' || host.endsWith('.youtube.com') || host === 'youtube-nocookie.com') return 'YouTube';
  if (host === 'vimeo.com' || host.endsWith('.vimeo.com')) return 'Vimeo';
  return host;
}
