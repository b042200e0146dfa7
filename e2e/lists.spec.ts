// Lists count, filter and name things as a visitor expects, and work without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { formatMessage, messages, testLocales } from './support/messages';

const estatesBase = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
const holidayBase = { nl: 'vakantie', fr: 'vacances', en: 'holiday', de: 'feiertage' } as const;
/** What the list shows when the visitor picks no status. */
const AVAILABLE = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'];
const ARDENNE = 'http://ardenne.localhost:3100';

/** The `other` branch of an ICU plural message for `count` (every count here is above one). */
function plural(message: string, count: number): string {
  const other = /other \{([^}]*)\}/.exec(message)?.[1];
  if (!other) throw new Error(`no plural in ${message}`);
  return other.replace('#', String(count));
}

/** A message with its `{name}` placeholders filled in. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

function cardIds(page: Page): Promise<number[]> {
  return page.locator('article.estate-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-estate-id'))));
}

test.describe('lists: counts, defaults, filters and labels', () => {
  for (const locale of testLocales) {
    const t = messages[locale];
    const list = `/${locale}/${estatesBase[locale]}`;

    test(`${locale}: a group heading shows the group's total, not the cards loaded so far`, async ({ page, request }) => {
      // The second agency: no journey publishes or sells its listings, so its counts hold while this runs
      // (the first agency's change under the alert and price-drop journeys, and its cached lists lag them).
      const api = await DemoApi.forHost(request, 'ardenne.localhost');
      const answer = await api.search({ filter: { query: { terms: { status: AVAILABLE } } }, grouping: 'type', limit: 15, offset: 0 }, locale);
      const first = answer.results[0]!.general.headType.id;
      const groupTotal = answer.groups?.find((group) => group.key === first)?.count ?? 0;
      const onFirstPage = answer.results.filter((estate) => estate.general.headType.id === first).length;
      expect(groupTotal, 'a group larger than one page').toBeGreaterThan(onFirstPage);

      await page.goto(`${ARDENNE}${list}?group=type`);
      const label = (t.Enums.headType as Record<string, string>)[String(first)]!;
      // The API orders by group: the first estate's group is the first heading.
      await expect(page.locator('.estate-group__title').first()).toHaveText(`${label} ${plural(t.EstateList.groupCount, groupTotal)}`);
      await expect(page.getByRole('status').filter({ hasText: String(answer.total.value) })).toBeVisible();
    });

    test(`${locale}: the default list shows what is for sale and for rent; sold is there through the status filter`, async ({ page, request }) => {
      // The second agency, whose listings no journey publishes or sells meanwhile (see above).
      const api = await DemoApi.forHost(request, 'ardenne.localhost');
      const available = await api.search({ filter: { query: { terms: { status: AVAILABLE } } }, limit: 15, offset: 0 });
      const sold = await api.search({ filter: { query: { terms: { status: ['SOLD'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 15, offset: 0 });
      expect(sold.total.value).toBeGreaterThan(0);

      await page.goto(`${ARDENNE}${list}`);
      const status = page.getByRole('status').filter({ hasText: String(available.total.value) });
      await expect(status).toHaveText(fill(t.EstateList.count.replace(/^.*other \{(.*)\}\}$/, '$1').replace('#', '{total}'), { shown: 15, total: available.total.value }));
      await expect(page.locator('article.estate-card')).toHaveCount(15);
      await expect(page.locator('.badge--sold, .badge--rented, .badge--taken_over')).toHaveCount(0);
      await expect(page.getByText(t.EstateList.statusDefault)).toBeVisible();

      await page.getByRole('checkbox', { name: new RegExp(`^${t.Enums.status.SOLD}`) }).check();
      await expect(page).toHaveURL(/[?&]status=SOLD/);
      await expect.poll(() => cardIds(page)).toEqual(sold.results.map((estate) => estate.general.id));
    });

    test(`${locale}: no filter heading stands without options, and the filter title keeps its count apart`, async ({ page }) => {
      // Nothing costs this much: every facet counted under the price is empty.
      await page.goto(`${list}?price-min=900000000`);
      await expect(page.getByText(t.EstateList.empty)).toBeVisible();
      await expect(page.getByRole('group', { name: t.EstateList.status })).toHaveCount(0);
      await expect(page.getByRole('group', { name: t.EstateList.type })).toHaveCount(0);
      for (const group of await page.locator('.estate-filters fieldset').all()) {
        await expect(group.locator('input, select')).not.toHaveCount(0);
      }
      await expect(page.locator('.estate-filters__summary')).toHaveText(`${t.EstateList.filtersTitle} (1)`, { useInnerText: true });
    });

    test(`${locale}: price placeholders are written like 2.200.000`, async ({ page }) => {
      await page.goto(list);
      await expect(page.getByLabel(t.EstateList.priceMax)).toHaveAttribute('placeholder', /^\d{1,3}(\.\d{3})+$/);
      await expect(page.getByLabel(t.EstateList.priceMin)).toHaveAttribute('placeholder', /^\d{1,3}(\.\d{3})*$/);
    });

    test(`${locale}: a garage shows its surface and a plot its land, never a living area`, async ({ page }) => {
      const living = t.EstateCard.livingArea.replace('{surface}', '').trim();
      const usable = t.EstateCard.usableArea.replace('{surface}', '').trim();
      const land = t.EstateCard.landArea.replace('{surface}', '').trim();
      for (const [type, word] of [
        [5, usable],
        [3, land],
      ] as const) {
        await page.goto(`${list}?type=${type}`);
        const facts = page.locator('.estate-card__facts');
        await expect(facts.first()).toBeVisible();
        await expect(facts.filter({ hasText: `m² ${word}` }).first()).toBeVisible();
        await expect(facts.filter({ hasText: living })).toHaveCount(0);
      }
    });
  }
});

test.describe('lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of testLocales) {
    const t = messages[locale];

    test(`${locale}: the estate list shows its first page and pages through plain links`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const body = (offset: number) => ({ filter: { query: { terms: { status: AVAILABLE } } }, sort: { type: 'date', order: 'DESC' }, limit: 15, offset });
      const [first, second] = await Promise.all([api.search(body(0)), api.search(body(15))]);

      await page.goto(`/${locale}/${estatesBase[locale]}`);
      await expect(page.locator('article.estate-card').first()).toBeVisible();
      await expect(page.locator('article.estate-card')).toHaveCount(15);
      expect(await cardIds(page)).toEqual(first.results.map((e) => e.general.id));

      await page.getByRole('link', { name: t.EstateList.nextPage }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${estatesBase[locale]}\\?page=2$`));
      await expect(page.locator('article.estate-card').first()).toBeVisible();
      expect(await cardIds(page)).toEqual(second.results.map((e) => e.general.id));
      await expect(page.getByText(formatMessage(locale, t.EstateList.countRange, { from: 16, to: 30, total: first.total.value }))).toBeVisible();

      await page.getByRole('link', { name: t.EstateList.previousPage }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${estatesBase[locale]}$`));
      expect(await cardIds(page)).toEqual(first.results.map((e) => e.general.id));
    });

    test(`${locale}: the holiday list shows its first page and pages through plain links`, async ({ page, request }) => {
      // The second agency (coast and Ardennes) has more than one page of holiday homes.
      const api = await DemoApi.forHost(request, 'ardenne.localhost');
      const all = await api.rentalUnits({}, locale);
      expect(all.total).toBeGreaterThan(15);

      await page.goto(`${ARDENNE}/${locale}/${holidayBase[locale]}`);
      const cards = page.locator('.rental-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards).toHaveCount(15);
      const firstTitles = await cards.locator('h2, h3').allTextContents();

      await page.getByRole('link', { name: t.HolidayList.nextPage }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${holidayBase[locale]}\\?page=2$`));
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText(formatMessage(locale, t.HolidayList.countRange, { from: 16, to: Math.min(30, all.total), total: all.total }))).toBeVisible();
      expect(await cards.locator('h2, h3').allTextContents()).not.toEqual(firstTitles);
    });
  }

  test('a filter chosen in the plain form comes back with its results and paging', async ({ page }) => {
    await page.goto('/nl/aanbod');
    await page.getByRole('checkbox', { name: /^Te koop/ }).check();
    await page.getByRole('button', { name: messages.nl.EstateList.apply }).click();
    await expect(page).toHaveURL(/[?&]status=FOR_SALE/);
    await expect(page.locator('article.estate-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: messages.nl.EstateList.nextPage })).toHaveAttribute('href', /status=FOR_SALE.*page=2/);
  });
});

test('with JavaScript, a list opened at page 2 goes on loading from there', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const third = await api.search({ filter: { query: { terms: { status: AVAILABLE } } }, sort: { type: 'date', order: 'DESC' }, limit: 15, offset: 30 });
  await page.goto('/nl/aanbod?page=2');
  await expect(page.getByRole('link', { name: messages.nl.EstateList.previousPage })).toHaveAttribute('href', '/nl/aanbod');
  await page.getByRole('button', { name: messages.nl.EstateList.loadMore }).click();
  await expect.poll(async () => (await cardIds(page)).slice(15, 30)).toEqual(third.results.map((e) => e.general.id));
});

test('a page past the last one is not found', async ({ page }) => {
  const response = await page.goto('/nl/aanbod?page=600');
  expect(response?.status()).toBe(404);
});
