// Cached pages per agency (docs/decisions/0001-the-edge.md), against the production build behind the edge
// (Varnish, deploy/varnish/) and without a browser: what a crawler or a visitor without JavaScript gets.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { FAKE_API_PORT, OUTAGE_SEARCHES, unlistedEstate } from './support/fake-site-api';
import { getOnHost, SECOND_HOST } from './support/hosts';
import { localisedPath } from './support/paths';
import { messages, testLocales, type TestLocale } from './support/messages';

/** The same as REVALIDATE_SECRET in playwright.config.ts. */
const REVALIDATE_SECRET = 'e2e-revalidation-secret-0123456789';
/** The edge in front of the server on the fake site API, which can count and hang its calls (e2e/support/fake-site-api.ts). */
const CONTRACT = 'http://localhost:3102';
const FAKE_API = `http://127.0.0.1:${FAKE_API_PORT}`;

/** `hit` when the edge answered from its copy, without asking the app. */
const cacheState = (response: APIResponse) => response.headers()['x-cache'];
/** Where a redirect leads, from its one Location header. */
function locationOf(response: APIResponse) {
  const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
  expect(locations, 'exactly one Location').toHaveLength(1);
  return locations[0]!.value;
}

/** Views a page until a view comes from the cache: the first may render it, the next must not. */
async function warm(request: APIRequestContext, path: string, host = 'localhost') {
  await expect(async () => {
    const first = await getOnHost(request, path, host);
    expect(first.status(), `${host}${path}`).toBe(200);
    expect(cacheState(await getOnHost(request, path, host)), `${host}${path}`).toBe('hit');
  }).toPass({ timeout: 20_000 });
}

/** The page a short estate URL leads to, on that host (its slug is the title's). */
async function detailPath(request: APIRequestContext, locale: TestLocale, id: number, host = 'localhost') {
  const response = await getOnHost(request, `${localisedPath('/estates', locale)}/${id}`, host);
  expect(response.status()).toBe(200);
  return new URL(response.url()).pathname;
}

function revalidate(request: APIRequestContext, change: object) {
  return request.post('/api/revalidate', { headers: { authorization: `Bearer ${REVALIDATE_SECRET}` }, data: change });
}

test('a warm public page is served from the cache, not rendered again; other searches and a visitor’s own pages are not cached', async ({ request }) => {
  const api = await DemoApi.forHost(request, 'localhost');
  const estate = await api.firstEstate();
  const rental = await api.firstRentalUnitId();
  const pages = [
    '/nl',
    '/nl/aanbod',
    '/nl/aanbod?trans=kopen',
    '/fr/offre?trans=huren',
    '/nl/aanbod?status=FOR_SALE',
    '/nl/vakantie',
    `/nl/vakantie/${rental}`,
    '/nl/over-ons',
    await detailPath(request, 'nl', estate.general.id),
    await detailPath(request, 'de', estate.general.id),
  ];
  for (const path of pages) await warm(request, path);

  // Any other query renders for each request (on cached data), and says so to a CDN.
  for (const path of ['/nl/aanbod?trans=kopen&page=2', '/nl/aanbod?sort=price', '/nl/vakantie?guests=2']) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(cacheState(response), path).not.toBe('hit');
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  // A visitor's own page: never cached, never indexed.
  await request.get(localisedPath('/favorites', 'nl'));
  const favourites = await request.get(localisedPath('/favorites', 'nl'));
  expect(favourites.status()).toBe(200);
  expect(cacheState(favourites)).not.toBe('hit');
  expect(favourites.headers()['cache-control']).toContain('no-store');
  expect(await favourites.text()).toMatch(/<meta name="robots" content="noindex/);
});

test('a warm page asks the site API nothing, and is still served while the site API hangs', async ({ request }) => {
  // An id of its own: no earlier test, run or repeat on the same build has cached its pages.
  const id = await unlistedEstate();
  const calls = async () => ((await (await request.get(`${FAKE_API}/__fake/calls/${id}`)).json()) as { calls: number }).calls;
  const short = await request.get(`${CONTRACT}/nl/aanbod/${id}`, { maxRedirects: 0 });
  expect(short.status()).toBe(308);
  const path = locationOf(short)!;
  await expect(async () => expect(cacheState(await request.get(`${CONTRACT}${path}`))).toBe('hit')).toPass({ timeout: 20_000 });

  const before = await calls();
  for (let i = 0; i < 5; i += 1) expect(cacheState(await request.get(`${CONTRACT}${path}`))).toBe('hit');
  expect(await calls(), 'warm views make no call to the site API').toBe(before);

  await request.post(`${FAKE_API}/__fake/hang/${id}`);
  try {
    const started = Date.now();
    const response = await request.get(`${CONTRACT}${path}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<h1');
    expect(Date.now() - started).toBeLessThan(1000);
  } finally {
    await request.delete(`${FAKE_API}/__fake/hang/${id}`);
  }
});

test('a page the cache does not hold answers the localised 503 within 3 s while the site API hangs, never a stack trace', async ({ request }) => {
  // An id of its own: no earlier test, run or repeat on the same build has cached its pages.
  const id = await unlistedEstate();
  await request.post(`${FAKE_API}/__fake/hang/${id}`);
  try {
    const started = Date.now();
    const response = await request.get(`${CONTRACT}/nl/aanbod/${id}`, { maxRedirects: 0, timeout: 10_000 });
    const elapsed = Date.now() - started;
    expect(elapsed, 'the visitor waits at most 3.5 s').toBeLessThanOrEqual(3500);
    expect(response.status(), 'the outage is the site API’s: 503, not 500').toBe(503);
    expect(response.headers()['retry-after']).toBe('30');
    expect(response.headers()['cache-control'], 'a failed render is not cached').toBe('no-store');
    const html = await response.text();
    expect(html, 'the localised page in the server HTML, not the empty shell of a failed render').toContain(`<h1>${messages.nl.Fallback.unavailableTitle}</h1>`);
    expect(html).toContain('<html lang="nl">');
    expect(html).not.toMatch(/TimeoutError|at .*\.js:\d+/);
  } finally {
    await request.delete(`${FAKE_API}/__fake/hang/${id}`);
  }
  // Once the site API answers again, so does the page.
  await expect(async () => expect((await request.get(`${CONTRACT}/nl/aanbod/${id}`, { maxRedirects: 0 })).status()).toBe(308)).toPass({ timeout: 10_000 });
});

test('a page not yet cached whose data is past its lifetime answers within 3 s while the site API hangs', async ({ request }) => {
  // Past an answer's lifetime (30 s for a listing, lib/site-api/cache-tags.ts) Next's data cache fetches it
  // again without the read's own signal (a page rendered to be cached waits for that fresh answer); the
  // transport's own timeout ends it (lib/site-api/transport.ts), and the edge gives up at 3 s.
  test.setTimeout(90_000);
  // An id of its own: no earlier test, run or repeat on the same build has cached its pages.
  const id = await unlistedEstate();
  // The German short URL reads the estate in German (a cached answer) and redirects: the detail page
  // itself is not rendered yet.
  const short = await request.get(`${CONTRACT}/de/angebot/${id}`, { maxRedirects: 0 });
  expect(short.status()).toBe(308);
  const path = locationOf(short)!;
  await new Promise((resolve) => setTimeout(resolve, 31_000));
  await request.post(`${FAKE_API}/__fake/hang/${id}`);
  try {
    const started = Date.now();
    const response = await request.get(`${CONTRACT}${path}`, { maxRedirects: 0, timeout: 20_000 });
    expect(Date.now() - started, 'the visitor waits at most 3.5 s').toBeLessThanOrEqual(3500);
    // A page rendered to be cached is not made from a stale answer (Next's rule): the outage's page.
    expect(response.status()).toBe(503);
    expect(await response.text()).toContain(`<h1>${messages.de.Fallback.unavailableTitle}</h1>`);
  } finally {
    await request.delete(`${FAKE_API}/__fake/hang/${id}`);
  }
});

/** A page's HTML as text, its entities for quotes and ampersands undone. */
const textOf = async (response: APIResponse) => (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

test('a list search the site API fails or hangs shows the localised error state with a retry and the chosen filters, never kept and never “no results”', async ({ request }) => {
  // Queries that are not a cached search, so rendered for each request; the fake fails or hangs exactly these
  // searches (OUTAGE_SEARCHES), the other journeys on it are untouched.
  const searches = [
    { locale: 'nl', path: `/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.fail}`, list: 'EstateList', field: `name="price-min" value="${OUTAGE_SEARCHES.fail}"` },
    { locale: 'de', path: `/de/angebot?price-min=${OUTAGE_SEARCHES.fail}&sort=price&view=gallery`, list: 'EstateList', field: `name="price-min" value="${OUTAGE_SEARCHES.fail}"` },
    { locale: 'nl', path: `/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.hang}`, list: 'EstateList', field: `name="price-min" value="${OUTAGE_SEARCHES.hang}"` },
    { locale: 'nl', path: `/nl/vakantie?guests=${OUTAGE_SEARCHES.rentals}`, list: 'HolidayList', field: `value="${OUTAGE_SEARCHES.rentals}" selected=""` },
  ] as const;
  for (const { locale, path, list, field } of searches) {
    const started = Date.now();
    const response = await request.get(`${CONTRACT}${path}`, { maxRedirects: 0, timeout: 10_000 });
    expect(Date.now() - started, `${path}: the visitor waits at most 3.5 s`).toBeLessThanOrEqual(3500);
    // A page rendered for one request cannot set its own status (docs/decisions/0001-the-edge.md): the
    // state is drawn, and nothing keeps it.
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], `${path}: not kept as a good page`).toContain('no-store');
    expect(cacheState(response), path).not.toBe('hit');
    const html = await textOf(response);
    const texts = messages[locale][list];
    expect(html, `${path}: the localised error state`).toContain(`role="alert"><p>${texts.error}</p>`);
    expect(html, `${path}: with its retry`).toContain(`>${texts.retry}</a>`);
    // (The texts themselves travel in the page's client messages: the state drawn is what counts.)
    expect(html, `${path}: never “no results” for a failed search`).not.toContain(`<strong>${texts.empty}</strong>`);
    expect(html, `${path}: the chosen filter stays in the form`).toContain(field);
    expect(html).toContain(`<html lang="${locale}">`);
  }
});

test('a list whose filter options alone fail still shows its results, answered 200; the map view’s markers say their failure uncached', async ({ request }) => {
  // docs/decisions/0036-site-api-outages.md: the options are extra, the results are the page.
  const response = await request.get(`${CONTRACT}/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.filters}&status=FOR_SALE`);
  expect(response.status()).toBe(200);
  const html = await textOf(response);
  // The chosen status stays listed, with no count: a failed read counted nothing (not 0).
  expect(html).toContain(`value="FOR_SALE"/>${messages.nl.Enums.status.FOR_SALE}</label>`);
  expect(html).not.toContain(`role="alert"><p>${messages.nl.EstateList.error}`);
  expect(html).not.toContain(`<strong>${messages.nl.EstateList.empty}</strong>`);
  expect(html).toMatch(/class="estate-card/);
  expect(html).toContain(`name="price-min" value="${OUTAGE_SEARCHES.filters}"`);
  // The visitor is told why the counts are missing.
  expect(html).toContain(`<p class="notice" role="status">${messages.nl.EstateList.filtersError}</p>`);

  // The map view renders its frame; the browser asks for the markers, whose failed search says so and is not cached.
  const markers = await request.get(`${CONTRACT}/nl/estate-map?price-min=${OUTAGE_SEARCHES.fail}`);
  expect(markers.headers()['cache-control']).toBe('no-store');
  expect(((await markers.json()) as { error?: unknown }).error).toBeDefined();
});

test('revalidating one agency leaves the other agency’s cached pages untouched', async ({ request }) => {
  const first = await DemoApi.forHost(request, 'localhost');
  const path = '/nl/privacy-verklaring';
  await warm(request, path, 'localhost');
  await warm(request, path, SECOND_HOST);

  const notice = await revalidate(request, { siteId: first.site.id });
  expect(notice.status()).toBe(200);
  const other = await getOnHost(request, path, SECOND_HOST);
  expect(cacheState(other), 'the other agency’s page, still the edge’s copy').toBe('hit');
  expect(cacheState(await getOnHost(request, path, 'localhost')), 'the changed agency’s page').not.toBe('hit');
});

test('a changed listing expires its own pages in four languages and the lists, and nothing else of the agency', async ({ request }) => {
  // The second agency: the journey of tenancy.spec.ts that runs alongside drops all of the first one's pages.
  const api = await DemoApi.forHost(request, SECOND_HOST);
  const found = await api.search({ filter: {}, sort: { type: 'date', order: 'DESC' }, limit: 20, offset: 0 });
  const [changed, other] = found.results.filter((e) => !e.general.project);
  const changedPaths = await Promise.all(testLocales.map((locale) => detailPath(request, locale, changed!.general.id, SECOND_HOST)));
  const otherPath = await detailPath(request, 'nl', other!.general.id, SECOND_HOST);
  const untouched = [otherPath, '/nl/privacy-verklaring', '/fr/a-propos'];
  // Again from the start if another journey alongside announces a change of this agency that drops one of
  // these pages between the notice and the checks.
  await expect(async () => {
    for (const path of [...changedPaths, '/nl/aanbod', '/nl/aanbod?trans=kopen', ...untouched]) await warm(request, path, SECOND_HOST);

    const notice = await revalidate(request, { siteId: api.site.id, resource: 'estate', id: changed!.general.id });
    expect(notice.status()).toBe(200);
    for (const path of untouched) {
      // Still the edge's copy: its keys name nothing the change touched.
      expect(cacheState(await getOnHost(request, path, SECOND_HOST)), path).toBe('hit');
    }
    for (const path of [...changedPaths, '/nl/aanbod', '/nl/aanbod?trans=kopen']) {
      expect(cacheState(await getOnHost(request, path, SECOND_HOST)), path).not.toBe('hit');
    }
  }).toPass({ intervals: [0], timeout: 60_000 });
});

test('a site header sent by the visitor never picks the cached page of another agency', async ({ request }) => {
  const second = await DemoApi.forHost(request, SECOND_HOST);
  const first = await DemoApi.forHost(request, 'localhost');
  for (const path of ['/nl/a.b', '/nl/aanbod?trans=huren', '/nl/over-ons', '/de/angebot', '/en/offer?trans=kopen']) {
    // Spoofed first, so a page cached under the header's site would show on the plain view after it.
    // And what once carried the site and the path, or a forwarded host (believed only with TRUST_FORWARDED_HOST).
    const spoofed = { 'x-site-id': String(second.site.id), 'x-request-path': '/fr', 'x-forwarded-host': `${SECOND_HOST}:3100` };
    for (const headers of [{ 'x-site-id': String(second.site.id) }, spoofed, {}] as Record<string, string>[]) {
      // The second agency's name holds "&", which the page writes as &amp;.
      const html = (await (await request.get(path, { headers })).text()).replace(/&amp;/g, '&');
      expect(html, path).toContain(first.site.name);
      expect(html, path).not.toContain(second.site.name);
    }
  }
});

test('the 404 of an unknown listing, rental or page is in the server HTML: language, the site’s layout and the localised heading', async ({ request }) => {
  const api = await DemoApi.forHost(request, 'localhost');
  for (const locale of testLocales) {
    for (const path of [
      `${localisedPath('/estates', locale)}/987654321`,
      `${localisedPath('/estates', locale)}/987654321/some-slug`,
      `${localisedPath('/holiday', locale)}/987654321`,
      `/${locale}/this-page-does-not-exist`,
      `/${locale}/a.b`,
    ]) {
      // Twice: the second answer comes from the cache.
      for (const round of [1, 2]) {
        const response = await request.get(path);
        const where = `${path} (${round})`;
        expect(response.status(), where).toBe(404);
        const html = await response.text();
        expect(html, where).not.toContain('__next_error__');
        expect(html, where).toContain(`<html lang="${locale}"`);
        expect(html, where).toContain(`<h1>${messages[locale].NotFound.title}</h1>`);
        expect(html, where).toContain(api.site.name);
        expect(html, where).toMatch(/<meta name="robots" content="noindex/);
      }
    }
  }
});

test('the estate list tells the visitor, in their language, that the filter counts are unavailable when only they failed; not when they did not', async ({ page, request }) => {
  for (const locale of testLocales) {
    const list = `${CONTRACT}${localisedPath('/estates', locale)}?sort=price`;
    const failing = await textOf(await request.get(`${list}&price-min=${OUTAGE_SEARCHES.filters}`));
    expect(failing, locale).toContain(`<p class="notice" role="status">${messages[locale].EstateList.filtersError}</p>`);
    const healthy = await textOf(await request.get(`${list}&price-min=1000`));
    expect(healthy, locale).toMatch(/class="estate-card/);
    expect(healthy, locale).not.toContain(`role="status">${messages[locale].EstateList.filtersError}</p>`);
  }
  // In a browser: a polite status near the filters, with the results still listed.
  await page.goto(`${CONTRACT}/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.filters}`);
  await expect(page.getByRole('status').filter({ hasText: messages.nl.EstateList.filtersError })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
