import { expect, test } from '@playwright/test';
import { routing } from '@/lib/i18n/routing';
import { messages, testLocales, type TestLocale } from './support/messages';

const listPath = (locale: TestLocale) => `/${locale}${(routing.pathnames['/estates'] as Record<TestLocale, string>)[locale]}`;

// Without MAP_TILE_URL (as in these tests) a map must still be more than dots on grey.
test.describe('the map without a tile server', () => {
  for (const locale of testLocales) {
    test(`draws Belgium (land, outline, regions, motorways) and names its towns from the data in ${locale}, from no other server`, async ({ page }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.hostname !== 'localhost') outside.push(request.url());
      });
      await page.goto(`${listPath(locale)}?view=map`);
      const map = page.getByRole('region', { name: messages[locale].EstateMap.label });
      await expect(map).toBeVisible();
      const pane = map.locator('.leaflet-baseMap-pane');
      await expect(pane.locator('path').first()).toBeAttached();
      expect(await pane.locator('path').count()).toBeGreaterThan(20);
      // The country view names the main towns, as the data (GeoNames) names them: in their own language.
      for (const town of ['Antwerpen', 'Gent']) {
        await expect(map.getByText(town, { exact: true })).toBeVisible();
        await expect(map.getByText(town, { exact: true })).toBeInViewport();
      }
      expect(outside).toEqual([]);
    });
  }
});
