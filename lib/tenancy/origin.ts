import 'server-only';
import { headers } from 'next/headers';
import { publicPorts, trustForwardedHost } from '@/lib/env';
import { currentSite, requestSiteOrigin } from './current-site';
import { canonicalHost, originOfHost } from './hostname';

/**
 * The origin of absolute URLs (canonical, hreflang, Open Graph, JSON-LD, shared links): one of the site's
 * own hostnames (the site API's `hostnames`), never the raw Host header (lib/tenancy/hostname.ts,
 * `canonicalHost`): https for a public one, http with the port asked for a local one.
 */
export function canonicalOrigin(siteHostnames: readonly string[], requestHeaders: Headers, ports: readonly number[] = publicPorts()): URL {
  return originOfHost(canonicalHost(siteHostnames, requestHeaders, trustForwardedHost(), ports));
}

/**
 * The origin this agency's site is served on, for this request: in a page, the one its route names (where
 * proxy.ts put the canonical host); in a route handler, the canonical host of its Host header. Route
 * handlers pass their site (they have entered none).
 */
export async function requestOrigin(site?: { hostnames: readonly string[] }): Promise<URL> {
  const entered = requestSiteOrigin();
  if (entered) return entered;
  return canonicalOrigin((site ?? (await currentSite())).hostnames, await headers());
}
