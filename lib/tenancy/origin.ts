import 'server-only';
import { headers } from 'next/headers';
import { isValidHost } from '@/lib/http/request-check';
import { currentSite, requestSiteOrigin } from './current-site';
import { requestHostname } from './hostname';

const isLocal = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * The origin of absolute URLs (canonical, hreflang, Open Graph, JSON-LD, shared links): one of the site's
 * own hostnames (the site API's `hostnames`), never the raw Host header. The hostname asked for, when it
 * is one of the site's; else the site's first. Local hostnames are served over http on the port asked
 * for; any other is https on the default port (the platform sits behind TLS).
 */
export function canonicalOrigin(siteHostnames: readonly string[], requestHost: string | null): URL {
  const hostnames = siteHostnames.map((h) => h.toLowerCase());
  const host = requestHost && isValidHost(requestHost) ? requestHost.toLowerCase() : null;
  const asked = host ? requestHostname(new Headers({ host }), false) : null;
  const hostname = asked && hostnames.includes(asked) ? asked : (hostnames[0] ?? 'localhost');
  if (!isLocal(hostname)) return new URL(`https://${hostname}`);
  const port = asked === hostname && host ? /:(\d+)$/.exec(host)?.[1] : undefined;
  return new URL(`http://${hostname}${port ? `:${port}` : ''}`);
}

/**
 * The origin this agency's site is served on, for this request: the host it was asked on (in a page, from
 * its route, where proxy.ts put it; in a route handler, from the Host header) when that is one of the
 * site's own hostnames, else the site's first. Route handlers pass their site (they have entered none).
 */
export async function requestOrigin(site?: { hostnames: readonly string[] }): Promise<URL> {
  const entered = requestSiteOrigin();
  return canonicalOrigin((site ?? (await currentSite())).hostnames, entered ? entered.host : await askedHost());
}

/** The Host a route handler was asked on, as sent (the forwarded one only behind a trusted proxy): canonicalOrigin checks it. */
async function askedHost(): Promise<string | null> {
  const h = await headers();
  const forwarded = process.env.TRUST_FORWARDED_HOST === 'true' ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || h.get('host');
}
