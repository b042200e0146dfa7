import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { distanceMetres, type LatLng } from '@/lib/rules/area';
import { adminHeaders } from './support/admin';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { formatMessage, messages, testLocales, type TestLocale } from './support/messages';
import { localisedPath } from './support/paths';

// Drawing an area on the list's map. No tile server is configured in the browser tests: the
// map draws its own offline background of Belgium, so the drawing works without any network.

function mapRegion(page: Page, locale: TestLocale): Locator {
  return page.getByRole('region', { name: messages[locale].EstateMap.label });
}

/** Estates the map shows: single markers plus the count inside every cluster. */
async function estatesOnMap(map: Locator): Promise<number> {
  const singles = await map.locator('.estate-map-marker').count();
  const clusterCounts = await map.locator('.estate-map-cluster [aria-hidden="true"]').allTextContents();
  return singles + clusterCounts.reduce((sum, text) => sum + Number(text), 0);
}

/**
 * The screen position of a cluster (or a marker) well inside the map, away from its edges and from the
 * drawing buttons at the top: where estates certainly are, with room for a square around it.
 */
async function crowdedSpot(map: Locator): Promise<{ x: number; y: number }> {
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  for (const selector of ['.estate-map-cluster', '.estate-map-marker']) {
    for (const target of await map.locator(selector).all()) {
      const spot = await target.boundingBox();
      if (!spot) continue;
      const x = spot.x + spot.width / 2;
      const y = spot.y + spot.height / 2;
      if (x > box.x + 80 && x < box.x + box.width - 80 && y > box.y + 140 && y < box.y + box.height - 80) return { x, y };
    }
  }
  throw new Error('no marker well inside the map');
}

/** Draws a square of `half` pixels around a spot with real mouse clicks: four corners, then the first again. */
async function drawSquare(page: Page, locale: TestLocale, spot: { x: number; y: number }, half = 60) {
  await page.getByRole('button', { name: messages[locale].MapArea.drawPolygon, exact: true }).click();
  await expect(page.getByText(messages[locale].MapArea.drawingPolygon)).toBeVisible();
  const corners = [
    [spot.x - half, spot.y - half],
    [spot.x + half, spot.y - half],
    [spot.x + half, spot.y + half],
    [spot.x - half, spot.y + half],
    [spot.x - half, spot.y - half],
  ] as const;
  for (const [x, y] of corners) {
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
  }
}

const countOf = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);

for (const locale of testLocales) {
  const m = messages[locale];

  test(`in ${locale}, drawing an area on the map narrows the map and the list, survives a reload and can be removed`, async ({ page }) => {
    await page.goto(`${localisedPath('/estates', locale)}?view=map`);
    const map = mapRegion(page, locale);
    await expect(map).toBeVisible();
    await expect.poll(() => estatesOnMap(map)).toBeGreaterThan(1);
    const before = await estatesOnMap(map);

    await drawSquare(page, locale, await crowdedSpot(map));
    await expect(page).toHaveURL(/[?&]area=p[A-Za-z0-9_-]+/);
    await expect(page.getByText(m.MapArea.active)).toBeVisible();
    const status = page.locator('.estate-map-view__status');
    await expect.poll(async () => countOf(await status.textContent())).toBeLessThan(before);
    const inArea = countOf(await status.textContent());
    expect(inArea).toBeGreaterThan(0);
    await expect.poll(() => estatesOnMap(map)).toBe(inArea);
    await expect(map.locator('path.estate-map-area')).toHaveCount(1);

    // The list of the same URL holds the same estates.
    await page.getByRole('link', { name: m.EstateList.viewGallery, exact: true }).click();
    await expect(page).toHaveURL(/[?&]area=p/);
    await expect(page.locator('.estate-results__count')).toContainText(new RegExp(`\\b${inArea}\\b`));

    // A reload (a shared link) keeps the area.
    await page.reload();
    await expect(page.getByText(m.MapArea.active)).toBeVisible();
    await expect(page.locator('.estate-results__count')).toContainText(new RegExp(`\\b${inArea}\\b`));
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    await page.getByRole('button', { name: m.MapArea.clear, exact: true }).click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(page.getByText(m.MapArea.active)).toHaveCount(0);
  });

  test(`in ${locale}, the filters search within a distance of a town, named in the banner and the title, and an unreadable area is explained`, async ({ page }) => {
    await page.goto(`${localisedPath('/estates', locale)}?view=map`);
    const near = page.getByRole('group', { name: m.EstateList.near, exact: true });
    const town = near.getByRole('combobox', { name: m.EstateList.nearTown, exact: true });
    await town.fill('liege');
    await expect(page.getByRole('option', { name: /4000/ })).toBeVisible();
    await town.press('ArrowDown');
    await town.press('Enter');
    await expect(page).toHaveURL(/[?&]near=\d+&km=10\b/);
    const name = (await near.locator('.chip').innerText()).replace('×', '').trim();
    await near.getByRole('combobox', { name: m.EstateList.nearDistance, exact: true }).selectOption('2');
    await expect(page).toHaveURL(/[?&]near=\d+&km=2\b/);
    await expect(page).not.toHaveURL(/area=/);
    const vowel = /^[aeiouy]/i.test(name) ? 'yes' : 'no';
    await expect(page.getByText(formatMessage(locale, m.MapArea.activeTown, { distance: 2, town: name, vowel }))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(formatMessage(locale, m.EstateList.titleNear, { distance: 2, town: name, vowel }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // The map draws the town's circle, and the list of the same URL is narrowed the same way.
    await expect(mapRegion(page, locale).locator('path.estate-map-area')).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    const response = await page.goto(`${localisedPath('/estates', locale)}?area=p~~~garbage`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: m.MapArea.errors.unreadable })).toContainText(m.MapArea.ignored);
  });

  test(`in ${locale}, a subscription to a drawn area is alerted of a new listing inside it and not of one outside`, async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const forSale = (await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, limit: null })).results.filter(
      (estate) => estate.address.visible && estate.address.location && !estate.general.project,
    );
    const at = (estate: (typeof forSale)[number]): LatLng => [estate.address.location!.latitude, estate.address.location!.longitude];
    const inside = forSale[0]!;
    const outside = forSale.find((estate) => distanceMetres(at(estate), at(inside)) > 60_000);
    expect(outside).toBeDefined();
    const [lat, lng] = at(inside);
    const area = `c${lat.toFixed(4)}_${lng.toFixed(4)}_15000`;

    await page.goto(`${localisedPath('/estates', locale)}?area=${area}`);
    await page.getByRole('link', { name: m.MapArea.subscribe, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Subscribe.title);
    await expect(page.getByText(m.SubscriptionForm.area, { exact: true })).toBeVisible();
    const email = `area.${locale}.${Date.now()}@example.be`;
    await page.getByLabel(m.SubscriptionForm.email, { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: new RegExp(`^${m.SubscriptionForm.privacy.split('<link>')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
    await page.getByRole('button', { name: m.SubscriptionForm.submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.SubscribeSuccess.title);
    await waitForMail(email);

    // The agency publishes one listing far away, then one in the area (npm run demo:publish does the same call).
    const publish = async (cityId: number) => {
      const answer = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, {
        headers: adminHeaders(api.site.id),
        data: { count: 1, cityId, status: 'FOR_SALE' },
      });
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { published: number[] }).published[0]!;
    };
    const far = await publish(outside!.address.city.id);
    const near = await publish(inside.address.city.id);
    const offer = localisedPath('/estates', locale);
    const alert = await waitForMail(email, (mail) => new RegExp(`${offer}/${near}(?![0-9])`).test(mail.text));
    expect(alert.text).not.toMatch(new RegExp(`${offer}/${far}(?![0-9])`));
    const mails = (await allMail()).filter((mail) => mail.to.includes(email));
    for (const mail of mails) expect(mail.text).not.toMatch(new RegExp(`${offer}/${far}(?![0-9])`));
  });
}

test('the drawing hint sits above the map: the map under it still takes clicks and its zoom buttons stay free', async ({ page }) => {
  const m = messages.nl;
  await page.goto(`${localisedPath('/estates', 'nl')}?view=map`);
  const map = mapRegion(page, 'nl');
  await expect(map).toBeVisible();
  await page.getByRole('button', { name: m.MapArea.drawCircle, exact: true }).click();
  const hint = page.getByText(m.MapArea.drawingCircle);
  await expect(hint).toBeVisible();
  const [hintBox, mapBox] = await Promise.all([hint.boundingBox(), map.boundingBox()]);
  expect(hintBox!.y + hintBox!.height).toBeLessThanOrEqual(mapBox!.y + 1);
  await page.getByRole('button', { name: m.MapArea.cancelDrawing, exact: true }).click();
  await map.getByRole('button', { name: m.EstateMap.zoomIn, exact: true }).click();
  await expect(map.getByRole('button', { name: m.EstateMap.zoomIn, exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a town typed into the distance search and sent with the form narrows the list around it', async ({ page }) => {
    const m = messages.nl;
    await page.goto(localisedPath('/estates', 'nl'));
    const near = page.getByRole('group', { name: m.EstateList.near, exact: true });
    await near.getByRole('combobox', { name: m.EstateList.nearTown, exact: true }).fill('Luik');
    await near.getByRole('combobox', { name: m.EstateList.nearDistance, exact: true }).selectOption('5');
    await page.getByRole('button', { name: m.EstateList.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]near=\d+&km=5\b/);
    await expect(page).not.toHaveURL(/near-name=/);
    await expect(page.getByText(formatMessage('nl', m.MapArea.activeTown, { distance: 5, town: 'Luik', vowel: 'no' }))).toBeVisible();
  });
});
