import { expect, test } from '@playwright/test';
import { routing } from '@/lib/i18n/routing';
import { cityName } from '@/lib/rules/localized';
import { DemoApi, seeded } from './support/demo-api';
import { messages, testLocales, type TestLocale } from './support/messages';

const detailPath = (locale: TestLocale, id: number) => `/${locale}/${{ nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[locale]}/${id}`;
const listPath = (locale: TestLocale) => `/${locale}${(routing.pathnames['/estates'] as Record<TestLocale, string>)[locale]}`;

// Without MAP_TILE_URL (as in these tests) a map must tell where a place is, not show a pin on a blank canvas.
test.describe('the detail map without a tile server', () => {
  for (const locale of testLocales) {
    test(`names the listing's town beside its pin at load, with neighbouring towns, in ${locale}`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const estate = (await api.estatesWithStatus('FOR_SALE')).find((e) => seeded(e) && e.address.visible && e.address.location);
      expect(estate, 'a seeded estate for sale with a visible address').toBeDefined();
      await page.goto(detailPath(locale, estate!.general.id));
      // The map's code loads once its box comes near the viewport.
      await page.locator('.location-map').scrollIntoViewIfNeeded();
      const map = page.locator('.location-map').getByRole('region');
      await expect(map).toBeVisible();
      const town = map.getByText(cityName(estate!.address.city, locale), { exact: true });
      await expect(town).toBeVisible();
      await expect(town).toBeInViewport();
      // Beside the pin, not under it: close to it, and not overlapping it.
      const pin = map.locator('.estate-map-marker--pin');
      await expect(pin).toBeVisible();
      const [pinBox, townBox] = [await pin.boundingBox(), await town.boundingBox()];
      expect(pinBox && townBox).toBeTruthy();
      const apart = (a: NonNullable<typeof pinBox>, b: NonNullable<typeof pinBox>) =>
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart(pinBox!, townBox!)).toBe(true);
      expect(Math.abs(townBox!.y + townBox!.height / 2 - (pinBox!.y + pinBox!.height / 2))).toBeLessThan(60);
      // Other towns are named around it (a name that would overlap another is left out, hidden).
      // (The label's marker has no size of its own: its name is what shows.)
      await expect(map.locator('.base-map__city--town .base-map__city-name:visible').nth(2)).toBeVisible();
    });
  }
});

test.describe('the list map without a tile server on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fills its box: Belgium or the results span it, and no edge of the drawn land shows', async ({ page }) => {
    await page.goto(`${listPath('nl')}?view=map`);
    const map = page.getByRole('region', { name: messages.nl.EstateMap.label });
    await expect(map).toBeVisible();
    await expect(map.locator('.base-map__belgium').first()).toBeAttached();
    const mapBox = (await map.boundingBox())!;
    const union = async (selector: string) => {
      const boxes = (await Promise.all((await map.locator(selector).all()).map((path) => path.boundingBox()))).filter((box) => box !== null);
      return {
        left: Math.min(...boxes.map((box) => box.x)),
        top: Math.min(...boxes.map((box) => box.y)),
        right: Math.max(...boxes.map((box) => box.x + box.width)),
        bottom: Math.max(...boxes.map((box) => box.y + box.height)),
      };
    };
    const belgium = await union('.base-map__belgium');
    // The country spans most of the box's width or height (a small Belgium left over half the box before).
    expect(Math.max((belgium.right - belgium.left) / mapBox.width, (belgium.bottom - belgium.top) / mapBox.height)).toBeGreaterThan(0.8);
    // The land and sea reach past every side of the box: no hard-edged rectangle on an empty background.
    const land = await union('.base-map__land');
    expect(land.left).toBeLessThanOrEqual(mapBox.x);
    expect(land.top).toBeLessThanOrEqual(mapBox.y);
    expect(land.right).toBeGreaterThanOrEqual(mapBox.x + mapBox.width);
    expect(land.bottom).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
    // Zooming out stops before the data's edge comes into view (the control says so once it can go no further).
    const zoomOut = map.getByRole('button', { name: messages.nl.EstateMap.zoomOut });
    for (let step = 0; step < 4 && (await zoomOut.getAttribute('aria-disabled')) !== 'true'; step += 1) await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    const after = await union('.base-map__land');
    expect(after.left).toBeLessThanOrEqual(mapBox.x);
    expect(after.right).toBeGreaterThanOrEqual(mapBox.x + mapBox.width);
  });
});
