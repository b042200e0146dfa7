import 'server-only';
import { LRUCache } from 'lru-cache';
import { unstable_rethrow } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import { requestOrigin } from '@/lib/tenancy/origin';
import { siteOfHost } from '@/lib/tenancy/site-of-host';
import { withoutVisitorBudget } from '@/lib/site-api/render-budget';
import { collectSitemapEntries } from './sitemap';
import { renderSitemapIndex, renderUrlset, robotsTxt, sitemapFile, sitemapUrls, URLS_PER_SITEMAP, type SitemapEntry } from './sitemap-xml';
import { reportFailure } from '@/lib/log/upstream-failure';
import { sitemapKeys } from '@/lib/http/shared-pages';

// robots.txt and the sitemaps are files (their paths have a dot), so proxy.ts does not run for them: they
// find the site by the Host header themselves. An unknown host gets a 404, as every page would.

/**
 * A sitemap is kept an hour by caches in front (a last good one served for a failed read, five minutes), and
 * the edge drops it with any change of what it lists: the site, its listings, rentals and pages.
 */
const xml = (body: string, stale: boolean, siteId: number) => {
  const keys = sitemapKeys(siteId).join(' ');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${stale ? 300 : 3600}`, xkey: keys, 'surrogate-key': keys } });
};
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function siteAndOrigin(request: Request) {
  const site = await siteOfHost(request.headers);
  return site ? { site, origin: (await requestOrigin(site)).origin } : null;
}

/**
 * The last good sitemap entries of each site, in this process (on globalThis: each route is bundled apart,
 * and the index and the files must share it). Bounded by the URLs kept, so many agencies never cost
 * unbounded memory: the least recently served go first.
 */
const LAST_GOOD_KEY = Symbol.for('agency-site.last-good-sitemaps');
/** Entries kept at most over every site (a listing's entry is its few paths: some 300 bytes). */
export const MAX_KEPT_ENTRIES = 500_000;
const holder = globalThis as typeof globalThis & { [LAST_GOOD_KEY]?: LRUCache<number, SitemapEntry[]> };
const lastGood = (holder[LAST_GOOD_KEY] ??= new LRUCache<number, SitemapEntry[]>({
  maxSize: MAX_KEPT_ENTRIES,
  sizeCalculation: (entries) => Math.max(1, entries.length),
}));

/** Computations under way, so the index and its files asked at once read the site API once. */
const collecting = new Map<number, Promise<SitemapEntry[]>>();

function collect(siteId: number): Promise<SitemapEntry[]> {
  const running = collecting.get(siteId);
  if (running) return running;
  // No visitor waits for a sitemap: its reads get SITE_API_TIMEOUT_MS, not a page's 2.5 s.
  const collected = withoutVisitorBudget(() => collectSitemapEntries(siteId))
    .then((entries) => {
      lastGood.set(siteId, entries);
      return entries;
    })
    .finally(() => collecting.delete(siteId));
  collecting.set(siteId, collected);
  return collected;
}

/**
 * Every entry of a site's sitemap, read anew (each read is cached with the site's tags, so a revalidation
 * notice shows in the next sitemap). When a read fails, the last good sitemap of the site is served
 * instead (stale-if-error, as pages are): a crawler told 503 comes back later, but a sitemap that is a
 * minute old is better than none. Only a site with no good sitemap yet gets the 503.
 */
async function sitemapEntries(siteId: number): Promise<{ entries: SitemapEntry[]; stale: boolean }> {
  try {
    return { entries: await collect(siteId), stale: false };
  } catch (error) {
    unstable_rethrow(error);
    const kept = lastGood.get(siteId);
    if (!kept) throw error;
    reportFailure(error, `serving the last good sitemap of site ${siteId}`);
    return { entries: kept, stale: true };
  }
}

async function sitemapChunks(siteId: number) {
  const { entries, stale } = await sitemapEntries(siteId);
  const urls = sitemapUrls(entries, routing.locales);
  const chunks: (typeof urls)[] = [];
  for (let at = 0; at < urls.length; at += URLS_PER_SITEMAP) chunks.push(urls.slice(at, at + URLS_PER_SITEMAP));
  return { chunks, stale };
}

function failed(what: string, error: unknown): Response {
  unstable_rethrow(error);
  reportFailure(error, `${what} answered 503`);
  // Search engines retry a 503 later; a partial sitemap would tell them pages are gone.
  return new Response('Temporarily unavailable', { status: 503, headers: { 'retry-after': '300', 'cache-control': 'no-store' } });
}

export async function robotsResponse(request: Request): Promise<Response> {
  try {
    const found = await siteAndOrigin(request);
    if (!found) return notFound();
    return new Response(robotsTxt(found.origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  } catch (error) {
    return failed('robots.txt', error);
  }
}

export async function sitemapIndexResponse(request: Request): Promise<Response> {
  try {
    const found = await siteAndOrigin(request);
    if (!found) return notFound();
    const { chunks, stale } = await sitemapChunks(found.site.id);
    return xml(renderSitemapIndex(chunks.map((_, at) => sitemapFile(at + 1)), found.origin), stale, found.site.id);
  } catch (error) {
    return failed('sitemap index', error);
  }
}

export async function sitemapFileResponse(request: Request, file: string): Promise<Response> {
  const n = /^sitemap-([1-9]\d{0,3})\.xml$/.exec(file)?.[1];
  if (!n) return notFound();
  try {
    const found = await siteAndOrigin(request);
    if (!found) return notFound();
    const { chunks, stale } = await sitemapChunks(found.site.id);
    const chunk = chunks[Number(n) - 1];
    return chunk ? xml(renderUrlset(chunk, found.origin, found.site.defaultLocale), stale, found.site.id) : notFound();
  } catch (error) {
    return failed(`sitemap ${file}`, error);
  }
}
