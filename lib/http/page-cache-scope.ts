// What the app tells the front door's page cache (lib/http/page-cache.ts) about one request, and when its
// pages are out of date. Small on purpose: proxy.ts (its own bundle) and the route handlers import it, while
// the cache itself lives in the front door, loaded once at server start; the two meet through globalThis.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being answered: which agency's page it is, once proxy.ts has looked up the host. */
export type PageCacheScope = { siteId: number | null };

/** The front door's side: drops the cached pages of one site (or of all), here and on every other instance. */
export type PageCachePurger = (siteId: number | null) => Promise<void>;

type Holder = { [SCOPE]?: AsyncLocalStorage<PageCacheScope>; [PURGER]?: PageCachePurger };
const SCOPE = Symbol.for('agency-site.page-cache.scope');
const PURGER = Symbol.for('agency-site.page-cache.purger');

/** One store for the whole process: the front door, the proxy and the app's bundles each load this module. */
export function pageCacheScopes(): AsyncLocalStorage<PageCacheScope> {
  const holder = globalThis as Holder;
  holder[SCOPE] ??= new AsyncLocalStorage<PageCacheScope>();
  return holder[SCOPE];
}

/** proxy.ts: this request is a page of `siteId` (from the hostname lookup, never from a header). */
export function notePageSite(siteId: number): void {
  const scope = pageCacheScopes().getStore();
  if (scope) scope.siteId = siteId;
}

/** The front door, at start: how the app's expiries reach the page cache. */
export function registerPageCachePurger(purger: PageCachePurger): void {
  (globalThis as Holder)[PURGER] = purger;
}

/**
 * A site's data changed (a revalidation notice, a reservation): its pages kept by the front door go, on this
 * instance at once and on the others through Redis. `null`: every site's (a site's hostnames changed).
 * Without a front door (unit tests, `next dev` without instrumentation) there is nothing to drop.
 */
export async function expireCachedPages(siteId: number | null): Promise<void> {
  await (globalThis as Holder)[PURGER]?.(siteId);
}
