import 'server-only';
import { headers } from 'next/headers';
import { isValidHost } from '@/lib/http/request-check';
import { currentSite } from './current-site';
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
 * The origin this agency's site is served on, for this request. Routes the proxy does not run for
 * (robots.txt, the sitemaps) pass the site they found by host themselves.
 */
export async function requestOrigin(site?: { hostnames: readonly string[] }): Promise<URL> {
  const h = await headers();
  const trust = process.env.TRUST_FORWARDED_HOST === 'true';
  const host = (trust ? h.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined) || h.get('host');
  return canonicalOrigin((site ?? (await currentSite())).hostnames, host);
}
