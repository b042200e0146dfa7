import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { distanceMetres, type LatLng } from '@/lib/spec/area';
import { adminHeaders } from './support/admin';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { messages, testLocales, type TestLocale } from './support/messages';
import { localisedPath } from './support/paths';

// Drawing an area on the list's map (issue 19). No tile server is configured in the browser tests: the
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

  test(`in ${locale}, the keyboard reaches the same: a distance around a town, and an unreadable area is explained`, async ({ page }) => {
    await page.goto(`${localisedPath('/estates', locale)}?view=map`);
    const place = page.getByRole('combobox', { name: m.MapArea.place, exact: true });
    await expect.poll(() => place.locator('option').count()).toBeGreaterThan(1);
    await place.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: m.MapArea.distance, exact: true }).selectOption('2');
    await page.getByRole('button', { name: m.MapArea.searchAround, exact: true }).press('Enter');
    await expect(page).toHaveURL(/[?&]area=c[\d.]+_[\d.]+_2000/);
    await expect(page.getByText(m.MapArea.activeCircle.replace('{distance}', '2'))).toBeVisible();
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
