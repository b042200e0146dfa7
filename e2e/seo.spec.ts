import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EstateSearchResult } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { hostHeader, SECOND_HOST } from './support/hosts';
import { sitemapSchemaErrors } from '../tests/support/sitemap-schema';

async function text(request: APIRequestContext, path: string, host = 'localhost') {
  const response = await request.get(path, { headers: hostHeader(host) });
  expect(response.status(), `${host}${path}`).toBe(200);
  return response.text();
}

/** Every <loc> of a host's sitemaps, through its index; each file valid against the sitemaps.org schema. */
async function sitemapLocs(request: APIRequestContext, host: string): Promise<string[]> {
  const index = await text(request, '/sitemap.xml', host);
  expect(await sitemapSchemaErrors(index), `${host} sitemap index`).toEqual([]);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const file of files) {
    const sitemap = await text(request, file, host);
    expect(await sitemapSchemaErrors(sitemap), `${host}${file}`).toEqual([]);
    locs.push(...[...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  return locs;
}

async function allEstateIds(api: DemoApi): Promise<number[]> {
  const result: EstateSearchResult = await api.search({ filter: {}, sort: { type: 'date', order: 'DESC' }, limit: null, offset: 0 });
  return result.results.map((estate) => estate.general.id);
}

const estateId = (loc: string) => /\/(?:aanbod|offre|offer|angebot)\/(\d+)\/[^/]+$/.exec(new URL(loc).pathname)?.[1];

test('each agency’s sitemap lists every one of its listings once per language, on its own host', async ({ request }) => {
  const first = await DemoApi.forHost(request, 'localhost');
  const second = await DemoApi.forHost(request, 'ardenne.localhost');
  const [firstLocs, secondLocs] = await Promise.all([sitemapLocs(request, 'localhost'), sitemapLocs(request, 'ardenne.localhost')]);

  for (const [api, locs, host] of [[first, firstLocs, 'localhost'], [second, secondLocs, 'ardenne.localhost']] as const) {
    expect(locs.every((loc) => new URL(loc).hostname === host)).toBe(true);
    const counts = new Map<string, number>();
    for (const loc of locs) {
      const id = estateId(loc);
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const ids = await allEstateIds(api);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(counts.get(String(id)), `estate ${id} on ${host}`).toBe(4);
    expect(counts.size).toBe(ids.length);
  }
  // Landing pages are in both, schema-valid with the rest: transaction × type × place in every language.
  for (const locs of [firstLocs, secondLocs]) {
    expect(locs.filter((loc) => /\/(nl\/aanbod\/te-(koop|huur)|fr\/offre\/a-(vendre|louer)|en\/offer\/for-(sale|rent)|de\/angebot\/zu-(verkaufen|vermieten))\/[a-z-]+\/[a-z0-9-]+$/.test(new URL(loc).pathname)).length).toBeGreaterThanOrEqual(4);
  }
  // No listing of one agency in the other's sitemap.
  const secondIds = new Set(secondLocs.map(estateId).filter(Boolean));
  expect(firstLocs.map(estateId).filter((id) => id && secondIds.has(id))).toEqual([]);
});

test('a sitemap URL opens the page it names, in its language', async ({ page, request }) => {
  const locs = await sitemapLocs(request, 'localhost');
  const french = locs.find((loc) => /\/fr\/offre\/\d+\/[^/]+$/.test(loc))!;
  const response = await page.goto(new URL(french).pathname);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new URL(french).pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const holiday = locs.find((loc) => /\/de\/feiertage\/\d+$/.test(loc));
  expect(holiday).toBeDefined();
});

test('robots.txt names the sitemap of the host asked for; an unknown host has none', async ({ request }) => {
  expect(await text(request, '/robots.txt')).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  expect(await text(request, '/robots.txt', 'ardenne.localhost')).toContain('Sitemap: http://ardenne.localhost:3100/sitemap.xml');
  expect((await request.get('/robots.txt', { headers: { host: 'unknown.example' } })).status()).toBe(404);
  expect((await request.get('/sitemap.xml', { headers: { host: 'unknown.example' } })).status()).toBe(404);
});

/** The hreflang alternates, canonical and social tags of a page as served. */
async function headTags(request: APIRequestContext, path: string, host = 'localhost') {
  const html = await text(request, path, host);
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
  const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="[^"]+"[^>]*>/gi)].map((m) => `${attr(m[0], 'hrefLang')} ${attr(m[0], 'href')}`).sort();
  const canonical = attr(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href');
  const meta = (key: string) => attr(new RegExp(`<meta (?:property|name)="${key}"[^>]*>`).exec(head)?.[0] ?? '', 'content');
  return { alternates, canonical, meta };
}

test('every language version of a listing names the same hreflang set, itself included, with social cards in <head>', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  const first = await headTags(request, `/nl/aanbod/${estate.general.id}`);
  expect(first.alternates).toHaveLength(5);
  const paths = first.alternates.filter((a) => !a.startsWith('x-default')).map((a) => new URL(a.split(' ')[1]!).pathname);
  for (const path of paths) {
    const version = await headTags(request, path);
    expect(version.alternates, path).toEqual(first.alternates);
    expect(version.alternates, path).toContain(`${path.split('/')[1]} ${version.canonical}`);
    expect(version.meta('og:url'), path).toBe(version.canonical);
    expect(version.meta('og:image'), path).toMatch(/^http:\/\/localhost:3100\/.+\.(jpg|png|webp)/);
    expect(version.meta('twitter:card'), path).toBe('summary_large_image');
    expect(version.meta('og:title'), path).toBeTruthy();
    expect(version.meta('og:locale'), path).toMatch(/^(nl|fr|de)_BE$|^en_GB$/);
  }
});

test('the home page names itself canonical in each language, and a shared link shows the newest listing’s photo', async ({ request }) => {
  for (const locale of ['nl', 'de'] as const) {
    const home = await headTags(request, `/${locale}`);
    expect(home.canonical).toBe(`http://localhost:3100/${locale}`);
    expect(home.alternates).toContain('x-default http://localhost:3100/nl');
    expect(home.meta('og:image')).toMatch(/^http:\/\/localhost:3100\/.+\.(jpg|png|webp)/);
    expect(home.meta('twitter:card')).toBe('summary_large_image');
    expect(home.meta('og:site_name')).toBeTruthy();
  }
});

test('a French-first agency: x-default names the French version, in the pages and the sitemap, and / leads to French', async ({ request, playwright }) => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    const home = await headTags(request, `/${locale}`, SECOND_HOST);
    expect(home.alternates, locale).toContain(`x-default http://${SECOND_HOST}:3100/fr`);
  }
  const sitemap = await text(request, '/sitemaps/sitemap-1.xml', SECOND_HOST);
  expect(sitemap).toContain(`hreflang="x-default" href="http://${SECOND_HOST}:3100/fr"`);
  // A visitor whose browser asks for languages the site has not lands in the site's own; a fresh context
  // each time, without the language cookie the pages above set.
  const landing = async (host: string, language: string) => {
    const fresh = await playwright.request.newContext({ baseURL: 'http://localhost:3100' });
    const response = await fresh.get('/', { headers: { ...hostHeader(host), 'accept-language': language }, maxRedirects: 0 });
    const location = response.headers()['location'];
    await fresh.dispose();
    return location ? new URL(location, 'http://localhost:3100').pathname : `status ${response.status()}`;
  };
  for (const language of ['es-ES,es;q=0.9', 'zh-CN']) expect(await landing(SECOND_HOST, language), language).toBe('/fr');
  // The first agency stays Dutch-first.
  expect(await landing('localhost', 'es-ES')).toBe('/nl');
});
