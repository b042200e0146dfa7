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
 * The memory of one process, on globalThis: proxy.ts and the route handlers are bundled apart, so module-level
 * state would give the revalidation route a copy of its own that the proxy never reads.
 * - `refreshing`: look-ups under way, so a burst of requests for a stale hostname asks the site API once;
 * - `generation`: counts the notices that made it forget; a look-up that began before the latest one may
 *   carry the answer the notice replaced, so its answer is given to those who wait but never remembered.
 */
type Memory = { cache: LRUCache<string, Entry>; refreshing: Map<string, { generation: number; lookup: Promise<Site | null> }>; generation: number };
const MEMORY_KEY = Symbol.for('agency-site.sites-by-hostname');
const memory: Memory =
  ((globalThis as Record<symbol, unknown>)[MEMORY_KEY] as Memory | undefined) ?? { cache: new LRUCache<string, Entry>({ max: MAX_HOSTNAMES }), refreshing: new Map(), generation: 0 };
(globalThis as Record<symbol, unknown>)[MEMORY_KEY] = memory;
const { cache, refreshing } = memory;

/**
 * Asks the site API, with the call's own time (SITE_API_TIMEOUT_MS) rather than a visitor's 2.5 s: a slow
 * site API slows a fresh instance down, but its answer, however late, is remembered for the next visitor.
 */
function lookUp(hostname: string): Promise<Site | null> {
  const running = refreshing.get(hostname);
  if (running && running.generation === memory.generation) return running.lookup;
  const generation = memory.generation;
  const lookup = withoutVisitorBudget(() => getSiteByHostname(hostname))
    .then((site) => {
      if (generation === memory.generation) cache.set(hostname, { site, at: Date.now() });
      return site;
    })
    .finally(() => {
      if (refreshing.get(hostname)?.lookup === lookup) refreshing.delete(hostname);
    });
  refreshing.set(hostname, { generation, lookup });
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
  memory.generation += 1;
  const stale = [...cache.entries()].filter(([hostname, entry]) => entry.site === null || entry.site.id === siteId || also.includes(hostname)).map(([hostname]) => hostname);
  for (const hostname of stale) cache.delete(hostname);
}
