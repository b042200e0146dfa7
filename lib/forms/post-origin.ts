import { z } from 'zod';
import { isLocalHostname } from '@/lib/tenancy/hostname';

/** The Origin of a post: the scheme and host of the page that sent it. "null" (a sandboxed frame) is no page of ours. */
const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value));

/** Sec-Fetch-Site as browsers send it; anything else is no browser's word. */
const fetchSiteSchema = z.enum(['same-origin', 'same-site', 'cross-site', 'none']);

/** Fetch metadata of a post from the page itself, or typed by the visitor (`none`). */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** A host or hostname lowercased, without the trailing dot that names the same host. */
const bare = (host: string) => host.trim().toLowerCase().replace(/\.(?=:\d+$|$)/, '');

/**
 * Whether an origin is one of the site's: its hostname is one of the site's hostnames, and its port is one
 * the site answers on. A local hostname is the same site on any port (lib/tenancy/hostname.ts); a public
 * one is served behind TLS at its scheme's own port only, so an origin naming another port is not the site.
 */
function isSiteOrigin(origin: URL, siteHostnames: readonly string[]): boolean {
  const hostname = bare(origin.hostname);
  if (!siteHostnames.some((own) => bare(own) === hostname)) return false;
  return isLocalHostname(hostname) || origin.port === '';
}

/** Where a post was sent: the host it names, and the site's hostnames, asked only when needed. */
export type PostTarget = { host: string | null; siteHostnames: () => Promise<readonly string[]> };

/**
 * Whether a form post comes from a page of the site itself, by what the browser says of it: its `Origin`
 * must be the host it was posted to, or one of the site's hostnames; without one, its `Sec-Fetch-Site`
 * must be `same-origin` or `none`. A post that says neither comes from no browser, and no other site can
 * make a browser send it: accepted (docs/decisions/0006-form-origin.md).
 */
export async function isOwnSitePost(headers: Headers, target: PostTarget): Promise<boolean> {
  const origin = headers.get('origin');
  if (origin !== null) {
    const parsed = originSchema.safeParse(origin.trim());
    if (!parsed.success) return false;
    // The very host it was posted to: the page and the form share one origin.
    if (target.host !== null && bare(parsed.data.host) === bare(target.host)) return true;
    return isSiteOrigin(parsed.data, await target.siteHostnames());
  }
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) {
    const parsed = fetchSiteSchema.safeParse(fetchSite.trim().toLowerCase());
    return parsed.success && OWN_FETCH_SITES.has(parsed.data);
  }
  return true;
}
