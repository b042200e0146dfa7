/**
 * A video link from the site API as a player that can sit in the page: YouTube and Vimeo only, through
 * their privacy-enhanced players (youtube-nocookie.com; Vimeo with `dnt=1`), which set no tracking cookie
 * until the visitor plays. Any other host stays a link (docs/decisions/0062-plans-and-video.md).
 */

export type VideoEmbed = { provider: 'YouTube' | 'Vimeo'; src: string };

/** YouTube video ids are eleven characters of base64url. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The privacy hash of an unlisted Vimeo video (`vimeo.com/{id}/{hash}` or `?h=`). */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parse(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return first ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (first === 'watch') return url.searchParams.get('v');
  if (first === 'shorts' || first === 'embed' || first === 'live') return second ?? null;
  return null;
}

function youtubeEmbed(url: URL): VideoEmbed | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` };
}

function vimeoEmbed(url: URL): VideoEmbed | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/{id}, vimeo.com/showcase/{album}/video/{id}; vimeo.com/{id}, vimeo.com/{id}/{hash},
  // vimeo.com/channels/{name}/{id}
  const video = parts.indexOf('video');
  const at = video >= 0 ? video + 1 : url.hostname === 'player.vimeo.com' ? -1 : parts.findIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = url.searchParams.get('h') ?? parts[at + 1] ?? null;
  const query = new URLSearchParams();
  if (hash && VIMEO_HASH.test(hash)) query.set('h', hash);
  query.set('dnt', '1');
  return { provider: 'Vimeo', src: `https://player.vimeo.com/video/${id}?${query}` };
}

/** The privacy-enhanced player of a YouTube or Vimeo link, or null for any other link. */
export function videoEmbed(link: string): VideoEmbed | null {
  const url = parse(link);
  if (!url) return null;
  return youtubeEmbed(url) ?? vimeoEmbed(url);
}
