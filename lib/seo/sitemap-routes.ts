import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';
import { requestOrigin } from '@/lib/tenancy/origin';
import { siteOfHost } from '@/lib/tenancy/site-of-host';
import { collectSitemapEntries } from './sitemap';
import { renderSitemapIndex, renderUrlset, robotsTxt, sitemapFile, sitemapUrls, URLS_PER_SITEMAP } from './sitemap-xml';

// robots.txt and the sitemaps are files (their paths have a dot), so proxy.ts does not run for them: they
// find the site by the Host header themselves. An unknown host gets a 404, as every page would.

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function siteAndOrigin(request: Request) {
  const site = await siteOfHost(request.headers);
  return site ? { site, origin: (await requestOrigin(site)).origin } : null;
}

async function sitemapChunks(siteId: number) {
  const urls = sitemapUrls(await collectSitemapEntries(siteId), routing.locales);
  const chunks: (typeof urls)[] = [];
  for (let at = 0; at < urls.length; at += URLS_PER_SITEMAP) chunks.push(urls.slice(at, at + URLS_PER_SITEMAP));
  return chunks;
}

function failed(what: string, error: unknown): Response {
  unstable_rethrow(error);
  console.error(`${what} failed:`, error instanceof Error ? error.message : error);
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
    const chunks = await sitemapChunks(found.site.id);
    return xml(renderSitemapIndex(chunks.map((_, at) => sitemapFile(at + 1)), found.origin));
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
    const chunk = (await sitemapChunks(found.site.id))[Number(n) - 1];
    return chunk ? xml(renderUrlset(chunk, found.origin, found.site.defaultLocale)) : notFound();
  } catch (error) {
    return failed(`sitemap ${file}`, error);
  }
}
