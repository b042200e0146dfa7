import 'server-only';
import { headers } from 'next/headers';
import { publicPorts, trustForwardedHost } from '@/lib/env';
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
 * The origin a route handler's site is served on, for this request: the canonical host of its Host header.
 * Pages and their metadata take theirs from their route instead (`siteOf`, lib/tenancy/site-of.ts), where
 * proxy.ts put the canonical host, and so read no header.
 */
export async function requestOrigin(site: { hostnames: readonly string[] }): Promise<URL> {
  return canonicalOrigin(site.hostnames, await headers());
}
