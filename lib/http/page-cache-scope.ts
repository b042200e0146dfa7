// What the app tells the front door's page cache (lib/http/page-cache.ts) about one request, and when its
// pages are out of date. Small on purpose: proxy.ts (its own bundle) and the route handlers import it, while
// the cache itself lives in the front door, loaded once at server start; the two meet through globalThis.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being answered: which agency's page it is, once proxy.ts has looked up the host, and the cache
 * tags of every site-API read made for it (lib/site-api/client.ts notes them), including those of a render
 * Next runs in the background after answering it with a stale page.
 */
export type PageCacheScope = { siteId: number | null; hostname: string; tags: Set<string> };

/**
 * What a change drops: the kept pages of one site (`null`: of every site); with `tags`, only those known to
 * have read one of them (and those whose reads are not known); with `hostnames`, also every page kept for
 * one of those hostnames, whichever site it was (a hostname that moved to this site).
 */
export type PagePurge = { siteId: number | null; tags?: readonly string[]; hostnames?: readonly string[] };

/** The front door's side: carries out a purge, here and on every other instance. */
export type PageCachePurger = (purge: PagePurge) => Promise<void>;

type Holder = { [SCOPE]?: AsyncLocalStorage<PageCacheScope>; [PURGER]?: PageCachePurger };
const SCOPE = Symbol.for('agency-site.page-cache.scope');
const PURGER = Symbol.for('agency-site.page-cache.purger');

/** One store for the whole process: the front door, the proxy and the app's bundles each load this module. */
export function pageCacheScopes(): AsyncLocalStorage<PageCacheScope> {
  const holder = globalThis as Holder;
  holder[SCOPE] ??= new AsyncLocalStorage<PageCacheScope>();
  return holder[SCOPE];
}

/** proxy.ts: this request is a page of `siteId`, found for `hostname` (the hostname lookup, never a header). */
export function notePageSite(siteId: number, hostname: string): void {
  const scope = pageCacheScopes().getStore();
  if (!scope) return;
  scope.siteId = siteId;
  scope.hostname = hostname;
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
 * instance at once and on the others through Redis (see PagePurge). Without a front door (unit tests,
 * `next dev` without instrumentation) there is nothing to drop.
 */
export async function expireCachedPages(purge: PagePurge): Promise<void> {
  await (globalThis as Holder)[PURGER]?.(purge);
}
