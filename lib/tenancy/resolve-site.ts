import 'server-only';
import { LRUCache } from 'lru-cache';
import { getSiteByHostname } from '@/lib/site-api/sites';
import { READ_TIMEOUT_MS, withoutVisitorBudget } from '@/lib/site-api/render-budget';
import type { Site } from '@/lib/site-api/schemas';
import { reportFailure } from '@/lib/log/upstream-failure';

const TTL_MS = 60_000;

/** Hostnames remembered at most: random Host headers each cost a lookup, never unbounded memory. */
export const MAX_HOSTNAMES = 1000;

type Entry = { site: Site | null; at: number };

/**
 * One map per process, on globalThis: proxy.ts and the route handlers are bundled apart, so a module-level
 * map would give the revalidation route a copy of its own that the proxy never reads.
 */
const CACHE_KEY = Symbol.for('agency-site.sites-by-hostname');
const cache: LRUCache<string, Entry> =
  ((globalThis as Record<symbol, unknown>)[CACHE_KEY] as LRUCache<string, Entry> | undefined) ?? new LRUCache<string, Entry>({ max: MAX_HOSTNAMES });
(globalThis as Record<symbol, unknown>)[CACHE_KEY] = cache;

/** Look-ups under way, so a burst of requests for a stale hostname asks the site API once. */
const refreshing = new Map<string, Promise<Site | null>>();

/**
 * Asks the site API, with the call's own time (SITE_API_TIMEOUT_MS) rather than a visitor's 2.5 s: a slow
 * site API slows a fresh instance down, but its answer, however late, is remembered for the next visitor.
 */
function lookUp(hostname: string): Promise<Site | null> {
  const running = refreshing.get(hostname);
  if (running) return running;
  const lookup = withoutVisitorBudget(() => getSiteByHostname(hostname))
    .then((site) => {
      cache.set(hostname, { site, at: Date.now() });
      return site;
    })
    .finally(() => refreshing.delete(hostname));
  refreshing.set(hostname, lookup);
  return lookup;
}

/**
 * The site that answers on a hostname, remembered for a minute so a hot page costs no lookup (the
 * MAX_HOSTNAMES most recently used). Unknown hostnames are remembered too (as null); failures are not.
 * Past the minute, the last known answer is served at once while a fresh one is asked in the background
 * (stale-while-revalidate), and kept while the site API is slow or down (stale-if-error): an outage of
 * the site API never turns a known agency into a 503 or another agency. Only a hostname never seen waits.
 */
export async function resolveSite(hostname: string, waitMs: number = READ_TIMEOUT_MS): Promise<Site | null> {
  const hit = cache.get(hostname);
  if (!hit) return withinDeadline(lookUp(hostname), waitMs);
  if (Date.now() - hit.at > TTL_MS) {
    lookUp(hostname).catch((error: unknown) =>
      reportFailure(error, `serving the last known site of ${hostname}`),
    );
  }
  return hit.site;
}

/** The look-up's answer, or a timeout after `waitMs`: the visitor gets the 503, the look-up goes on. */
function withinDeadline(lookup: Promise<Site | null>, waitMs: number): Promise<Site | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HostnameLookupTimeout(waitMs)), waitMs);
  });
  return Promise.race([lookup, deadline]).finally(() => clearTimeout(timer));
}

/** The site of a hostname was not known within a visitor's wait; the look-up goes on and is remembered. */
export class HostnameLookupTimeout extends Error {
  constructor(waitMs: number) {
    super(`no answer within ${waitMs} ms`);
    this.name = 'HostnameLookupTimeout';
  }
}

/**
 * Forgets the hostnames of a changed site, every hostname found to be nobody's, and `also` (the hostnames the
 * site has now, when known): the site may have gained a hostname (an agency pointing its own domain at the
 * platform, or one moved from another site) or lost one.
 */
export function forgetHostnames(siteId: number, also: readonly string[] = []): void {
  const stale = [...cache.entries()].filter(([hostname, entry]) => entry.site === null || entry.site.id === siteId || also.includes(hostname)).map(([hostname]) => hostname);
  for (const hostname of stale) cache.delete(hostname);
}
