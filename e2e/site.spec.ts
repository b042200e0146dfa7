import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { messages } from './support/messages';

/** HTML text as a reader sees it: the second agency's name holds "&", which the page writes as &amp;. */
const decoded = (html: string) => html.replace(/&amp;/g, '&');

test.describe('locale negotiation', () => {
  // The browser's locale is what it sends as Accept-Language.
  for (const [browserLocale, expected] of [
    ['fr-BE', 'fr'],
    ['de-DE', 'de'],
    ['en-GB', 'en'],
    ['es-ES', 'nl'],
  ] as const) {
    test(`/ redirects a browser in ${browserLocale} to /${expected}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${expected}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await context.close();
    });
  }

  test('no page remembers a language in a cookie (a shared cache keeps public pages): / follows the browser’s languages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto('/de');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

test('the home page shows the newest estates as cards that open their detail page', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  await page.goto('/nl');
  await expect(page.locator('.site-header__name')).toHaveText(api.site.name);
  const cards = page.locator('.estate-card');
  await expect(cards).toHaveCount(9);
  const first = cards.first();
  // Spec currency format: euro prefix, dot thousands, comma decimals, two decimals.
  await expect(first.locator('.estate-card__price')).toHaveText(/€ \d{1,3}(\.\d{3})*,\d{2}|Prijs op aanvraag/);
  const title = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/nl\/aanbod\/\d+\/[a-z0-9%-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('every home card links to a detail page that answers 200', async ({ page, request }) => {
  await page.goto('/en');
  const hrefs = await page.locator('.estate-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/en\/offer\/\d+\/[a-z0-9%-]+$/);
    const response = await request.get(href!, { maxRedirects: 0 });
    expect(response.status(), href!).toBe(200);
  }
});

test('the language switcher keeps the visitor on the same estate, with the localised slug', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.general.title.nl ?? '');

  await page.getByRole('navigation', { name: messages.nl.LocaleSwitcher.label }).getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/offre/${estate.general.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.general.title.fr ?? '');
  // French slugs use "a", not "in".
  expect(page.url()).toMatch(/-a-/);

  await page.getByRole('navigation', { name: messages.fr.LocaleSwitcher.label }).getByRole('link', { name: 'DE', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/de/angebot/${estate.general.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.general.title.de ?? '');
});

test('the language switcher keeps a static page', async ({ page }) => {
  await page.goto('/nl/hou-me-op-de-hoogte');
  await page.getByRole('navigation', { name: messages.nl.LocaleSwitcher.label }).getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/keep-me-informed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.Subscribe.title);
});

test('the second demo site answers on its own hostname with its own name and estates', async ({ page, request }) => {
  const first = await DemoApi.forHost(request, 'localhost');
  const second = await DemoApi.forHost(request, 'ardenne.localhost');
  expect(second.site.id).not.toBe(first.site.id);
  expect(second.site.name).not.toBe(first.site.name);

  const secondNewest = await second.search({ filter: { query: { terms: { status: ['FOR_SALE', 'TO_RENT'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 9, offset: 0 });
  await page.goto('http://ardenne.localhost:3100/nl');
  await expect(page).toHaveTitle(new RegExp(second.site.name.replace('&', '\\&')));
  await expect(page.locator('.site-header__name')).toHaveText(second.site.name);
  const shown = await page.locator('.estate-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const expectedIds = secondNewest.results.map((e) => e.general.id);
  expect(shown.map((href) => Number(href?.split('/')[3]))).toEqual(expectedIds);

  // And the first site's estate does not exist on the second site.
  const foreign = await first.firstEstate();
  const response = await page.goto(`http://ardenne.localhost:3100/nl/aanbod/${foreign.general.id}`);
  expect(response?.status()).toBe(404);
});

test('a site header sent by the visitor is ignored', async ({ request }) => {
  const second = await DemoApi.forHost(request, 'ardenne.localhost');
  const first = await DemoApi.forHost(request, 'localhost');
  const response = await request.get('/nl', { headers: { 'x-site-id': String(second.site.id) } });
  const html = decoded(await response.text());
  expect(html).toContain(first.site.name);
  expect(html).not.toContain(second.site.name);
});

test('a site header sent by the visitor changes nothing on any path, a dot in it included', async ({ request }) => {
  const second = await DemoApi.forHost(request, 'ardenne.localhost');
  const first = await DemoApi.forHost(request, 'localhost');
  for (const path of ['/nl/a.b', '/nl/aanbod/x.y', '/fr/offre']) {
    const plain = await request.get(path);
    const spoofed = await request.get(path, { headers: { 'x-site-id': String(second.site.id) } });
    expect(spoofed.status(), path).toBe(plain.status());
    const html = decoded(await spoofed.text());
    expect(html, path).toContain(first.site.name);
    expect(html, path).not.toContain(second.site.name);
  }
});

test('a path naming the internal site segment is this site’s 404, never another site', async ({ request }) => {
  const second = await DemoApi.forHost(request, 'ardenne.localhost');
  const first = await DemoApi.forHost(request, 'localhost');
  // The segment as proxy.ts writes it (`{siteId}_{base64url(host)}`, lib/tenancy/site-param.ts), and shorter forms.
  const segment = (host: string) => `${second.site.id}_${Buffer.from(host, 'utf8').toString('base64url')}`;
  const real = [segment('localhost:3100'), segment('ardenne.localhost:3100')].flatMap((s) => [`/${s}/nl`, `/${s}/fr/offre`, `/${s}/fr/a.b`, `/${s}/nl/estates/cached-list/all`]);
  for (const path of [...real, `/${second.site.id}/nl`, `/${second.site.id}/nl/aanbod`, `/${second.site.id}/fr/a.b`, `/${first.site.id}/nl`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = decoded(await response.text());
    expect(html, path).toContain(`<h1>${messages.nl.NotFound.title}</h1>`);
    expect(html, path).toContain(first.site.name);
    expect(html, path).not.toContain(second.site.name);
  }
});

test('an unknown hostname gets a deliberate 404, not another agency', async ({ request }) => {
  // Node does not resolve *.localhost, so name the host in the header as a browser would.
  const response = await request.get('/nl', { headers: { host: 'unknown-agency.example' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(messages.nl.Fallback.unknownHostTitle);
});

test('an unreachable site API gives a localised 503 within the timeout', async ({ request }) => {
  const started = Date.now();
  const response = await request.get('http://localhost:3101/fr/offre');
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain(messages.fr.Fallback.unavailableTitle);
  expect(html).not.toMatch(/at .*\.js:\d+|Error:/);
  expect(Date.now() - started).toBeLessThan(5000);
});

test('the embedded demo API is switched off when a site API is configured', async ({ request }) => {
  expect((await request.get('http://localhost:3101/demo-api/sites/by-hostname/localhost')).status()).toBe(404);
  expect((await request.get('/demo-api/sites/by-hostname/localhost')).status()).toBe(200);
});

test("the header shows the site's own logo, served from the site's host with long-lived caching", async ({ page, request }) => {
  for (const host of ['localhost', 'ardenne.localhost']) {
    await page.goto(`http://${host}:3100/nl`);
    const logo = page.locator('.site-header__brand img');
    await expect(logo).toHaveAttribute('src', /^\/site-assets\/[^?]+\?hash=\w+&v=\d+$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const src = (await logo.getAttribute('src'))!;
    const response = await request.get(src, { headers: { host: `${host}:3100` } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test('the language switcher keeps the search filters', async ({ page }) => {
  await page.goto('/nl/aanbod?status=FOR_SALE&type=2&city=62063');
  await page.getByRole('navigation', { name: messages.nl.LocaleSwitcher.label }).getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/offre\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('status')).toEqual(['FOR_SALE']);
  expect(url.searchParams.getAll('type')).toEqual(['2']);
  expect(url.searchParams.getAll('city')).toEqual(['62063']);
});
