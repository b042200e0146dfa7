// What the app tells the front door's page cache (lib/http/page-cache.ts) about one request, and when its
// pages are out of date. Small on purpose: proxy.ts (its own bundle) and the route handlers import it, while
// the cache itself lives in the front door, loaded once at server start; the two meet through globalThis.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being answered: which agency's page it is, once proxy.ts has looked up the host, and the cache
 * tags of every site-API read made for it (lib/site-api/client.ts notes them), including those of a render
 * Next runs in the background after answering it with a stale page.
 */
export type PageCacheScope = { siteId: number | null; tags: Set<string> };

/**
 * The front door's side: drops the cached pages of one site (or of all), here and on every other instance;
 * with `tags`, only the pages known to have read one of them (and those whose reads are not known).
 */
export type PageCachePurger = (siteId: number | null, tags?: readonly string[]) => Promise<void>;

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

/**
 * A cached site-API read was made for the page being rendered: a change of any of its tags makes it out of
 * date. Reads before proxy.ts named the site (the hostname lookup) are not the page's: a change of a site's
 * hostnames drops every page anyway.
 */
export function notePageReadTags(tags: readonly string[]): void {
  const scope = pageCacheScopes().getStore();
  if (scope?.siteId != null) for (const tag of tags) scope.tags.add(tag);
}

/** The front door, at start: how the app's expiries reach the page cache. */
export function registerPageCachePurger(purger: PageCachePurger): void {
  (globalThis as Holder)[PURGER] = purger;
}

/**
 * A site's data changed (a revalidation notice, a reservation): its pages kept by the front door go, on this
 * instance at once and on the others through Redis. `null`: every site's (a site's hostnames changed).
 * `tags`: the cache tags the change expired; then a page goes only if it read one of them, or if what it
 * read is not known. Without a front door (unit tests, `next dev` without instrumentation) there is nothing to drop.
 */
export async function expireCachedPages(siteId: number | null, tags?: readonly string[]): Promise<void> {
  await (globalThis as Holder)[PURGER]?.(siteId, tags);
}
