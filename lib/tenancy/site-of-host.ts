import 'server-only';
import { trustForwardedHost } from '@/lib/env';
import type { Site } from '@/lib/site-api/schemas';
import { requestHostname } from './hostname';
import { resolveSite } from './resolve-site';

/**
 * The site of a request from its Host header alone, for routes that proxy.ts does not run for (rental
 * photos: a file needs no language, and the lookup is cached the same way). Never from a site-id header:
 * without the proxy, one would be whatever the visitor sent.
 */
export async function siteOfHost(headers: Headers): Promise<Site | null> {
  const hostname = requestHostname(headers, trustForwardedHost());
  return hostname ? resolveSite(hostname) : null;
}
