import { expect, test, type Locator, type Page } from '@playwright/test';
import type { EstateMapAnswer, MapMarker } from '@/lib/estates/map-markers';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { messages } from './support/messages';

const t = messages.nl.EstateMap;

/** The branch of a simple ICU plural for a count (nl: =0, one, other), with `#` filled in. */
function plural(message: string, count: number): string {
  const branch = count === 0 && message.includes('=0 {') ? '=0' : count === 1 ? 'one' : 'other';
  const text = new RegExp(`${branch} \\{([^}]*)\\}`).exec(message)?.[1];
  if (text === undefined) throw new Error(`No ${branch} branch in ${message}`);
  return text.replace('#', String(count));
}

/** The map's body for a filter, the spec's list view type 1: no sort, grouping or limit. */
const mapBody = (terms: Record<string, (string | number)[]>, range?: Record<string, { gte?: number; lte?: number }>) => ({
  filter: { query: { terms, ...(range && { range }) } },
  sort: null,
  grouping: null,
  limit: null,
});

async function forSaleEstates(api: DemoApi): Promise<EstateSummary[]> {
  return (await api.search(mapBody({ status: ['FOR_SALE'] }))).results;
}

/** The city with the most estates for sale where every one of them has coordinates. */
async function cityWhereAllHaveCoordinates(api: DemoApi): Promise<{ cityId: number; count: number }> {
  const byCity = new Map<number, EstateSummary[]>();
  for (const estate of await forSaleEstates(api)) {
    const list = byCity.get(estate.address.city.id) ?? [];
    list.push(estate);
    byCity.set(estate.address.city.id, list);
  }
  const candidates = [...byCity.entries()]
    .filter(([, estates]) => estates.length >= 2 && estates.every((estate) => estate.address.location !== null))
    .sort(([, a], [, b]) => b.length - a.length);
  const best = candidates[0];
  if (!best) throw new Error('no city whose estates for sale all have coordinates');
  return { cityId: best[0], count: best[1].length };
}

/** A list query matching exactly one estate for sale that has coordinates: its city and exact price. */
async function singleEstateQuery(api: DemoApi): Promise<{ query: string; estate: EstateSummary }> {
  for (const estate of await forSaleEstates(api)) {
    const price = estate.general.price.value;
    if (!estate.address.location || price === null || estate.general.project || estate.general.parentId !== null) continue;
    const body = mapBody({ status: ['FOR_SALE'], city: [estate.address.city.id] }, { price: { gte: price, lte: price } });
    if ((await api.search(body)).total.value !== 1) continue;
    return { query: `status=FOR_SALE&city=${estate.address.city.id}&price-min=${price}&price-max=${price}`, estate };
  }
  throw new Error('no filter that matches a single estate');
}

function mapRegion(page: Page): Locator {
  return page.getByRole('region', { name: t.label });
}

/** Estates the map shows: single markers plus the count inside every cluster. */
async function estatesOnMap(map: Locator): Promise<number> {
  const singles = await map.locator('.estate-map-marker').count();
  const clusterCounts = await map.locator('.estate-map-cluster [aria-hidden="true"]').allTextContents();
  return singles + clusterCounts.reduce((sum, text) => sum + Number(text), 0);
}

test.describe('estate list map view', () => {
  test('the ajax route answers only what the map needs, cached briefly', async ({ request }) => {
    const api = await DemoApi.forHost(request);
    const response = await request.get('/nl/estate-map?status=FOR_SALE');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, max-age=30');
    const text = await response.text();
    const answer = JSON.parse(text) as EstateMapAnswer;
    expect(answer.error).toBeUndefined();
    expect(answer.markers.length).toBeGreaterThan(0);
    expect(answer.total).toBeGreaterThanOrEqual(answer.markers.length);

    const keys: (keyof MapMarker)[] = ['id', 'lat', 'lng', 'title', 'href', 'priceText', 'statusLabel', 'status', 'photo', 'approximate'];
    for (const marker of answer.markers) {
      expect(Object.keys(marker).sort()).toEqual([...keys].sort());
      expect(marker.href).toMatch(new RegExp(`^/nl/aanbod/${marker.id}/[a-z0-9%-]+$`));
      // A hidden address is not given away by precise coordinates.
      if (marker.approximate) {
        expect(Math.round(marker.lat * 1000) / 1000).toBe(marker.lat);
        expect(Math.round(marker.lng * 1000) / 1000).toBe(marker.lng);
      }
    }
    // Far smaller than the full estates the site API answers for the same search.
    const full = JSON.stringify(await api.search(mapBody({ status: ['FOR_SALE'] })));
    expect(text.length).toBeLessThan(full.length / 2);
  });

  test('the map shows every estate of the filter as a marker or in a cluster', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const { cityId } = await cityWhereAllHaveCoordinates(api);
    const filter = `status=FOR_SALE&city=${cityId}`;
    const demoTotal = (await api.search(mapBody({ status: ['FOR_SALE'], city: [cityId] }))).total.value;
    const answer = (await (await request.get(`/nl/estate-map?${filter}`)).json()) as EstateMapAnswer;
    // Every estate of this city has coordinates, a type and a status: one marker each.
    expect(answer.markers).toHaveLength(demoTotal);
    expect(answer.total).toBe(demoTotal);

    await page.goto(`/nl/aanbod?${filter}&view=map`);
    await expect(page.getByRole('status').filter({ hasText: plural(t.count, demoTotal) })).toBeVisible();
    const map = mapRegion(page);
    await expect(map).toBeVisible();
    // Clusters settle after their animation; count until they do.
    await expect.poll(() => estatesOnMap(map)).toBe(demoTotal);
  });

  // One result is a marker no cluster level holds: the map's fractional minimum zoom once hid it (marker-clusters.tsx).
  test('a marker opens a popup card whose link leads to the detail page', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const { query, estate } = await singleEstateQuery(api);
    const title = estate.general.title.nl ?? '';

    await page.goto(`/nl/aanbod?${query}&view=map`);
    await expect(page.getByRole('status').filter({ hasText: plural(t.count, 1) })).toBeVisible();
    const map = mapRegion(page);
    const marker = map.getByRole('button', { name: title, exact: true });
    await expect(marker).toBeVisible();

    // Keyboard: Enter opens the card and moves focus into it; Escape closes it and returns to the marker.
    await marker.focus();
    await page.keyboard.press('Enter');
    const link = map.getByRole('link', { name: title, exact: true });
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(marker).toBeFocused();

    await marker.click();
    await expect(link).toBeVisible();
    const statusLabel = (messages.nl.Enums.transaction as Record<string, string>)[String(estate.general.transaction.id)] ?? '';
    await expect(map.locator('.estate-map-popup')).toContainText(statusLabel);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/nl/aanbod/${estate.general.id}/[a-z0-9%-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('without a tile URL the map has a plain background and requests no tiles', async ({ page, request }) => {
    test.skip(Boolean(process.env.MAP_TILE_URL), 'the server under test has a tile source configured');
    const api = await DemoApi.forHost(request);
    const { cityId } = await cityWhereAllHaveCoordinates(api);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto(`/nl/aanbod?status=FOR_SALE&city=${cityId}&view=map`);
    const map = mapRegion(page);
    await expect(map).toBeVisible();
    await expect(map).toHaveClass(/estate-map--plain/);
    await expect.poll(() => estatesOnMap(map)).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    // Tiles would come from the tile server: nothing may leave the site's own origin.
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  });

  test('leaflet loads only in map view', async ({ page }) => {
    await page.goto('/nl/aanbod');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.estate-card').first()).toBeVisible();
    expect(await page.evaluate(() => 'L' in window)).toBe(false);

    await page.goto('/nl/aanbod?view=map');
    await expect(mapRegion(page)).toBeVisible();
    expect(await page.evaluate(() => 'L' in window)).toBe(true);
  });

  test('a filter without results shows the empty state and loads no map', async ({ page }) => {
    await page.goto('/nl/aanbod?price-min=999999999&view=map');
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: plural(t.count, 0) })).toBeVisible();
    await expect(mapRegion(page)).toHaveCount(0);
    expect(await page.evaluate(() => 'L' in window)).toBe(false);
  });

  test('a failed search shows a localised error, and retry loads the map', async ({ page }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === '/nl/estate-map',
      (route) =>
        failing
          ? route.fulfill({ json: { markers: [], total: 0, error: { message: '503 Service Unavailable' } } satisfies EstateMapAnswer })
          : route.continue(),
    );
    await page.goto('/nl/aanbod?status=FOR_SALE&view=map');
    const alert = page.getByRole('alert').filter({ hasText: t.error });
    await expect(alert).toBeVisible();
    await expect(mapRegion(page)).toHaveCount(0);

    failing = false;
    await alert.getByRole('button', { name: t.retry }).click();
    await expect(mapRegion(page)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
