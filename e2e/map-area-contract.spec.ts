import { expect, test } from '@playwright/test';
import type { EstateMapAnswer } from '@/lib/estates/map-markers';
import { messages, testLocales } from './support/messages';
import { localisedPath } from './support/paths';

// The drawn area against a site API that does not know the optional `filter.geo` (e2e/support/fake-site-api.ts
// ignores it and never answers `applied.geo`): the website keeps the estates in the area itself.
test.use({ baseURL: 'http://localhost:3102' });

/** 5 km around the houseboat in Antwerp: Namur and Brussels, the fake's two other estates, lie outside. */
const AROUND_ANTWERP = 'c51.2194_4.4025_5000';
const houseboat = { nl: 'Woonboot aan de Schelde', fr: 'Péniche sur l’Escaut', en: 'Houseboat on the Scheldt', de: 'Hausboot an der Schelde' } as const;

for (const locale of testLocales) {
  const m = messages[locale];

  test(`in ${locale}, an API that ignores the area still gets a list and a map narrowed to it, without counts it did not make`, async ({ page, request }) => {
    await page.goto(`${localisedPath('/estates', locale)}?area=${AROUND_ANTWERP}`);
    await expect(page.getByText(m.MapArea.activeCircle.replace('{distance}', '5'))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading', { name: houseboat[locale] })).toBeVisible();
    // The filter's counts are the API's for every place, not for the area: none are shown.
    await expect(page.locator('.filter-group .count')).toHaveCount(0);

    const map = (await (await request.get(`/${locale}/estate-map?area=${AROUND_ANTWERP}`)).json()) as EstateMapAnswer;
    expect(map.markers.map((marker) => marker.id)).toEqual([701]);
    expect(map.total).toBe(1);

    await page.goto(`${localisedPath('/estates', locale)}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.locator('.filter-group .count').first()).toBeAttached();
  });
}
