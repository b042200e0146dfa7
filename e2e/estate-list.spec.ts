import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { formatMessage, messages } from './support/messages';

const nl = messages.nl.EstateList;
/** What the list shows when the visitor picks no status. */
const AVAILABLE = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'];

/** Ids of the cards on the page, in order. */
function cardIds(page: Page): Promise<number[]> {
  return page.locator('article.estate-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-estate-id'))));
}

/**
 * Scrolls as a visitor would until the list says everything is shown: one page per scroll to the end of
 * the list, each awaited (no fixed wait), so a busy machine is slower, never a different result.
 */
async function loadAll(page: Page, total: number) {
  const done = page.getByText(formatMessage('nl', nl.allLoaded, { total }));
  const cards = page.locator('article.estate-card');
  for (let i = 0; i < 40 && !(await done.isVisible()); i++) {
    const before = await cards.count();
    // Up a little, then to the end of the list: a scroll even when the end is already in view.
    await page.evaluate(() => window.scrollBy(0, -window.innerHeight));
    await page.locator('.estate-results__more').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await done.isVisible()) || (await cards.count()) > before).toBe(true);
  }
  await expect(done).toBeVisible();
}

test('the first page is rendered on the server with 15 estates and a "15 of N" count', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  // Listings to rent: the journeys that publish listings meanwhile (alerts, price drops) publish them for
  // sale, so this count does not change under the test (a cached page would still show the old one).
  const all = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, limit: 1, offset: 0 });
  const html = await (await request.get('/nl/aanbod?status=TO_RENT')).text();
  expect(html.match(/<article class="estate-card"/g)).toHaveLength(15);
  expect(html).toContain(`15 van ${all.total.value} panden`);
});

test('filtering by status shows only matching estates and the same total as the site API', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const expected = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 15, offset: 0 });
  await page.goto('/nl/aanbod');
  await page.getByRole('checkbox', { name: /^Te huur/ }).check();
  await expect(page).toHaveURL(/[?&]status=TO_RENT/);
  await expect(page.getByRole('status').filter({ hasText: 'panden' })).toHaveText(`15 van ${expected.total.value} panden`);
  expect(await cardIds(page)).toEqual(expected.results.map((e) => e.general.id));
});

test('trans=kopen in the URL means for sale, trans=huren to rent', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  await page.goto('/nl/aanbod?trans=kopen');
  await expect(page.getByRole('checkbox', { name: /^Te koop/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Te huur/ })).not.toBeChecked();
  // The listings themselves are compared to rent: other journeys publish listings for sale meanwhile, and
  // the cached first page of those would not show them yet.
  const expected = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 15, offset: 0 });
  await page.goto('/nl/aanbod?trans=huren');
  await expect(page.getByRole('checkbox', { name: /^Te huur/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Te koop/ })).not.toBeChecked();
  expect(await cardIds(page)).toEqual(expected.results.map((e) => e.general.id));
});

test('type and price range narrow the list exactly like the site API', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const body = {
    filter: { query: { terms: { type: [2] }, range: { price: { gte: 200000, lte: 400000 } } } },
    sort: { type: 'date', order: 'DESC' },
    limit: 15,
    offset: 0,
  };
  const expected = await api.search(body);
  expect(expected.total.value).toBeGreaterThan(0);
  await page.goto('/nl/aanbod');
  await page.getByRole('checkbox', { name: /^Appartement/ }).check();
  await expect(page).toHaveURL(/type=2/);
  await page.getByLabel(nl.priceMin).fill('200000');
  await page.getByLabel(nl.priceMax).fill('400000');
  await page.getByLabel(nl.priceMax).press('Tab');
  await expect(page).toHaveURL(/price-min=200000/);
  await expect(page).toHaveURL(/price-max=400000/);
  await expect(page.getByRole('status').filter({ hasText: 'panden' })).toContainText(`${expected.total.value}`);
  expect(await cardIds(page)).toEqual(expected.results.map((e) => e.general.id));
});

test('sorting by price works both ways', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  // Listings to rent: the price-drop journeys publish cheap listings for sale meanwhile.
  await page.goto('/nl/aanbod?status=TO_RENT');
  for (const [label, order, param] of [
    [nl.sortPriceAsc, 'ASC', /sort=price(?!.*order)/],
    [nl.sortPriceDesc, 'DESC', /order=desc/],
  ] as const) {
    await page.getByLabel(nl.sort).selectOption({ label });
    await expect(page).toHaveURL(param);
    const expected = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, sort: { type: 'price', order }, limit: 15, offset: 0 });
    await expect.poll(() => cardIds(page)).toEqual(expected.results.map((e) => e.general.id));
    const prices = expected.results.map((e) => (e.general.project ? e.general.price.priceFrom : e.general.price.value)).filter((p): p is number => p != null);
    const sorted = [...prices].sort((a, b) => (order === 'ASC' ? a - b : b - a));
    expect(prices).toEqual(sorted);
  }
});

test('a price sort on sales and rents shows every sale by price, then every rent, across pages', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  // Take-overs and rents: the journeys that publish listings meanwhile publish them for sale.
  const side = (status: string[]) => api.search({ filter: { query: { terms: { status } } }, sort: { type: 'price', order: 'ASC' }, limit: null, offset: 0 });
  const [sales, rents] = await Promise.all([side(['TAKE_OVER']), side(['TO_RENT'])]);
  expect(sales.total.value).toBeGreaterThan(0);
  await page.goto('/nl/aanbod?status=TO_RENT&status=TAKE_OVER&sort=price');
  await loadAll(page, sales.total.value + rents.total.value);
  expect(await cardIds(page)).toEqual([...sales.results, ...rents.results].map((e) => e.general.id));
});

test("grouping by type shows the groups in the spec's order", async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const all = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, limit: null, offset: 0 });
  const order = [1, 3, 7, 2, 4, 6, 10, 5, 9];
  const present = order.filter((id) => all.results.some((e) => e.general.headType.id === id));
  const labels = present.map((id) => (messages.nl.Enums.headType as Record<string, string>)[String(id)]);
  await page.goto('/nl/aanbod?status=TO_RENT&group=type');
  await loadAll(page, all.total.value);
  const headings = await page.locator('.estate-group__title').evaluateAll((nodes) => nodes.map((n) => n.firstChild?.textContent?.trim()));
  expect(headings).toEqual(labels);
});

test('infinite paging reaches the last estate without duplicates', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  // Listings to rent: other journeys publish listings for sale meanwhile, which would move the pages.
  const all = await api.search({ filter: { query: { terms: { status: ['TO_RENT'] } } }, sort: { type: 'date', order: 'DESC' }, limit: null, offset: 0 });
  expect(all.total.value).toBeGreaterThan(45);
  await page.goto('/nl/aanbod?status=TO_RENT');
  await loadAll(page, all.total.value);
  const ids = await cardIds(page);
  expect(ids).toHaveLength(all.total.value);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(all.results.map((e) => e.general.id));
  await expect(page.getByRole('button', { name: nl.loadMore })).toHaveCount(0);
});

test('the load-more button fetches the next page, and only that one', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/estate-search')) asked.push(new URL(request.url()).searchParams.get('offset') ?? '');
  });
  await page.goto('/nl/aanbod');
  await expect(page.locator('article.estate-card')).toHaveCount(15);
  const more = page.getByRole('button', { name: nl.loadMore });
  await expect(more).toBeVisible();
  // A window as tall as the page: the button is in view without a scroll (a scroll near the end of the
  // list is the visitor asking for the next page, so the click's own scroll into view would load one).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height });
  await more.click();
  await expect(page.locator('article.estate-card')).toHaveCount(30);
  await expect(page.getByRole('status').filter({ hasText: 'panden' })).toContainText('30 van');
  // The page that landed while the end of the list is in view loads nothing by itself (no chained load):
  // the button is back, and one page was asked for.
  await expect(more).toBeEnabled();
  // Two frames: the observer reports a layout within one, and a chained load would be asked by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.locator('article.estate-card')).toHaveCount(30);
  expect(asked).toEqual(['15']);
});

test('the back button restores the previous filters and results', async ({ page }) => {
  await page.goto('/nl/aanbod');
  await page.getByRole('checkbox', { name: /^Te koop/ }).check();
  await expect(page).toHaveURL(/status=FOR_SALE/);
  const saleIds = await cardIds(page);
  await page.getByRole('checkbox', { name: /^Garage/ }).check();
  await expect(page).toHaveURL(/type=5/);
  await expect.poll(() => cardIds(page)).not.toEqual(saleIds);
  await page.goBack();
  await expect(page).toHaveURL(/status=FOR_SALE$/);
  await expect(page.getByRole('checkbox', { name: /^Garage/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Te koop/ })).toBeChecked();
  await expect.poll(() => cardIds(page)).toEqual(saleIds);
});

test('a copied URL shows the same results to someone else', async ({ browser }) => {
  const first = await browser.newPage();
  await first.goto('/nl/aanbod?status=FOR_SALE&sort=price&order=desc&bed-min=3');
  const ids = await cardIds(first);
  const second = await (await browser.newContext()).newPage();
  await second.goto(first.url());
  expect(await cardIds(second)).toEqual(ids);
});

test('invalid parameters are ignored, never an error page', async ({ page }) => {
  const response = await page.goto('/nl/aanbod?price-min=abc&sort=%3Cscript%3E&group=bogus&city=-3&status=HACKED');
  expect(response?.status()).toBe(200);
  await expect(page.locator('article.estate-card')).toHaveCount(15);
  await expect(page.getByLabel(nl.sort)).toHaveValue('date:DESC');
});

test('an empty result offers to clear the filters', async ({ page }) => {
  await page.goto('/nl/aanbod?price-min=90000000');
  await expect(page.getByText(nl.empty)).toBeVisible();
  await page.getByRole('link', { name: nl.clearFilters }).click();
  await expect(page).toHaveURL(/\/nl\/aanbod$/);
  await expect(page.locator('article.estate-card')).toHaveCount(15);
});

test.describe('city type-ahead is accent- and language-insensitive', () => {
  for (const [locale, path, typed, shown] of [
    ['fr', '/fr/offre', 'liege', 'Liège'],
    ['nl', '/nl/aanbod', 'Luik', 'Luik'],
    ['nl', '/nl/aanbod', 'liège', 'Luik'],
  ] as const) {
    test(`"${typed}" finds ${shown} in ${locale}`, async ({ page }) => {
      await page.goto(path);
      const box = page.getByRole('combobox', { name: messages[locale].EstateList.city, exact: true });
      await box.fill(typed);
      const option = page.getByRole('option', { name: new RegExp(`^${shown} 4000`) });
      await expect(option).toBeVisible();
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(/city=\d+/);
      await expect(page.locator('.chip')).toContainText(shown);
      const locations = await page.locator('.estate-card__city').allTextContents();
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(location).toContain('4000');
    });
  }
});

test('a collection link narrows the list to its estates and names the collection', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const response = await request.get(`/demo-api/sites/${api.site.id}/estate-collections/11`, { headers: { 'X-SITE': String(api.site.id) } });
  const collection = (await response.json()) as { name: { nl: string }; ids: number[] };
  const expected = await api.search({ filter: { query: { terms: { status: AVAILABLE } }, collections: [11] }, sort: { type: 'date', order: 'DESC' }, limit: null, offset: 0 });
  expect(expected.total.value).toBeGreaterThan(0);
  await page.goto('/nl/aanbod?collection=11');
  await expect(page.locator('.page-heading__lead')).toHaveText(collection.name.nl);
  await loadAll(page, expected.total.value);
  expect(await cardIds(page)).toEqual(expected.results.map((e) => e.general.id));
});

test('the plain list is canonical with hreflang alternates; filtered lists are not indexed', async ({ request }) => {
  const plain = await (await request.get('/fr/offre')).text();
  expect(plain).toContain('<link rel="canonical" href="http://localhost:3100/fr/offre"/>');
  for (const [lang, path] of [['nl', '/nl/aanbod'], ['en', '/en/offer'], ['de', '/de/angebot'], ['x-default', '/nl/aanbod']]) {
    expect(plain).toContain(`<link rel="alternate" hrefLang="${lang}" href="http://localhost:3100${path}"/>`);
  }
  expect(plain).not.toContain('noindex');
  const filtered = await (await request.get('/fr/offre?status=FOR_SALE')).text();
  expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
});

test('pressing Enter in a price field applies the price', async ({ page }) => {
  await page.goto('/nl/aanbod');
  await page.getByLabel(nl.priceMax).fill('250000');
  await page.getByLabel(nl.priceMax).press('Enter');
  await expect(page).toHaveURL(/price-max=250000/);
});

test('going back from a detail page keeps the pages loaded before', async ({ page }) => {
  await page.goto('/nl/aanbod');
  // The cookie banner stands over the bottom of the page: answered first, as a visitor would.
  await page.getByRole('button', { name: messages.nl.Consent.refuse }).click();
  const cards = page.locator('article.estate-card');
  await page.getByRole('button', { name: nl.loadMore }).click();
  // With the end of the list in view, infinite scrolling may go on loading: count what is there when leaving.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(30);
  const loaded = await cards.count();
  await page.locator('article.estate-card a').nth(20).click();
  await expect(page).toHaveURL(/\/nl\/aanbod\/\d+\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/nl\/aanbod$/);
  // Back shows at least every page loaded before, not a fresh first page of 15.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(loaded);
});
