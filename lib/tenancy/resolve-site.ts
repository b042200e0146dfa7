import 'server-only';
import { getSiteByHostname } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';

const TTL_MS = 60_000;
const cache = new Map<string, { site: Site | null; expires: number }>();

/**
 * The site that answers on a hostname, remembered for a minute so a hot page costs no lookup.
 * Unknown hostnames are remembered too (as null); failures are not, so the next request retries.
 */
export async function resolveSite(hostname: string): Promise<Site | null> {
  const now = Date.now();
  const hit = cache.get(hostname);
  if (hit && hit.expires > now) return hit.site;
  const site = await getSiteByHostname(hostname);
  cache.set(hostname, { site, expires: now + TTL_MS });
  return site;
}
