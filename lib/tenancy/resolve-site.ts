import 'server-only';
import { getSiteByHostname } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';

const TTL_MS = 60_000;

type Entry = { site: Site | null; expires: number };

/**
 * One map per process, on globalThis: proxy.ts and the route handlers are bundled apart, so a module-level
 * map would give the revalidation route a copy of its own that the proxy never reads.
 */
const CACHE_KEY = Symbol.for('agency-site.sites-by-hostname');
const cache: Map<string, Entry> = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] as Map<string, Entry> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[CACHE_KEY] = cache;

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

/**
 * Forgets the hostnames of a changed site, and every hostname found to be nobody's: the site may have
 * gained a hostname (an agency pointing its own domain at the platform) or lost one.
 */
export function forgetHostnames(siteId: number): void {
  for (const [hostname, entry] of cache) {
    if (entry.site === null || entry.site.id === siteId) cache.delete(hostname);
  }
}
