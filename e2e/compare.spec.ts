import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DemoApi } from './support/demo-api';
import { formatMessage, messages, testLocales, type TestLocale } from './support/messages';
import { localisedPath } from './support/paths';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The compare buttons of the cards in the page's main content. */
function cardCompareButtons(page: Page, locale: TestLocale): Locator {
  return page.getByRole('main').getByRole('article').getByRole('button', { name: new RegExp(escape(messages[locale].CompareSelection.button), 'i') });
}

function table(page: Page, locale: TestLocale, count: number): Locator {
  return page.getByRole('table', { name: formatMessage(locale, messages[locale].Compare.tableCaption, { count }) });
}

/** Every body row: a row is marked "differs" exactly when its listings' values are not all the same. */
async function expectDifferencesMarked(page: Page, locale: TestLocale, count: number) {
  const differs = messages[locale].Compare.differs;
  const rows = table(page, locale, count).locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  let marked = 0;
  for (const row of await rows.all()) {
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells).toHaveLength(count);
    const header = (await row.getByRole('rowheader').textContent()) ?? '';
    const isMarked = header.includes(differs);
    expect(isMarked, `${header}: ${cells.join(' | ')}`).toBe(new Set(cells).size > 1);
    if (isMarked) marked += 1;
  }
  expect(marked).toBeGreaterThan(0);
}

test.describe('compare listings', () => {
  for (const locale of testLocales) {
    const m = messages[locale];
    test(`in ${locale}: three listings from the cards, their differences marked, and the shared URL shows the same without JavaScript`, async ({ page, browser }) => {
      await page.goto(`${localisedPath('/estates', locale)}?status=FOR_SALE`);
      // The consent banner holds the bottom of the screen until it is answered, over the tray.
      await page.getByRole('button', { name: m.Consent.refuse }).click();
      const compareName = new RegExp(escape(m.CompareSelection.button), 'i');
      const cards = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: compareName }) });
      await expect(cards.nth(2).getByRole('button', { name: compareName })).toBeEnabled();
      const titles: string[] = [];
      for (const index of [0, 1, 2]) {
        const button = cards.nth(index).getByRole('button', { name: compareName });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        titles.push(((await cards.nth(index).getByRole('heading').textContent()) ?? '').trim());
      }
      const tray = page.getByRole('region', { name: m.CompareSelection.region });
      await expect(tray).toContainText(formatMessage(locale, m.CompareSelection.count, { count: 3, max: 4 }));
      await tray.getByRole('link', { name: m.CompareSelection.open }).click();

      await expect(page).toHaveURL(new RegExp(`^[^?]*${escape(localisedPath('/compare', locale))}\\?ids=\\d+%2C\\d+%2C\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Compare.title);
      const columns = table(page, locale, 3).getByRole('columnheader');
      await expect(columns).toHaveCount(4);
      for (const title of titles) await expect(table(page, locale, 3).getByRole('link', { name: title, exact: true })).toBeVisible();
      // "Price", or "Price Differs" when it differs; never "Price per m²", the row under it.
      await expect(table(page, locale, 3).getByRole('rowheader', { name: new RegExp(`^${escape(m.Compare.rows.price)}( ${escape(m.Compare.differs)})?$`) })).toBeVisible();
      await expectDifferencesMarked(page, locale, 3);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // The link as someone else gets it: a fresh browser, no storage, no JavaScript.
      const shared = await browser.newContext({ javaScriptEnabled: false });
      try {
        const other = await shared.newPage();
        await other.goto(page.url());
        for (const title of titles) await expect(table(other, locale, 3).getByRole('link', { name: title, exact: true })).toBeVisible();
        await expectDifferencesMarked(other, locale, 3);
        // "Only the rows that differ" is a plain link too.
        await other.getByRole('link', { name: m.Compare.onlyDifferences }).click();
        await expect(other).toHaveURL(/diff=1/);
        const rows = table(other, locale, 3).locator('tbody').getByRole('row');
        await expect(rows.first()).toBeVisible();
        await expect(rows.filter({ hasNot: other.getByText(m.Compare.differs) })).toHaveCount(0);
      } finally {
        await shared.close();
      }
    });
  }

  test('from a detail page: the listing joins the comparison, and the tray asks for one more', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const estate = await api.firstEstate({ status: ['FOR_SALE'] });
    await page.goto(localisedPath('/estates/[estateId]', 'en', estate.general.id));
    const button = page.getByRole('button', { name: messages.en.CompareSelection.button, exact: true });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const tray = page.getByRole('region', { name: messages.en.CompareSelection.region });
    await expect(tray).toContainText(messages.en.CompareSelection.needMore);
    await page.reload();
    await expect(page.getByRole('button', { name: messages.en.CompareSelection.button, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('from the favourites: two favourites compared side by side', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const [first, second] = await api.estatesWithStatus('FOR_SALE');
    await page.goto('/de');
    await page.evaluate((ids) => localStorage.setItem('favourites', JSON.stringify(ids)), [first!.general.id, second!.general.id]);
    await page.goto(localisedPath('/favorites', 'de'));
    const buttons = cardCompareButtons(page, 'de');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(1)).toBeEnabled();
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await page.getByRole('region', { name: messages.de.CompareSelection.region }).getByRole('link', { name: messages.de.CompareSelection.open }).click();
    await expect(page).toHaveURL(new RegExp(`ids=(${first!.general.id}%2C${second!.general.id}|${second!.general.id}%2C${first!.general.id})$`));
    await expect(table(page, 'de', 2).getByRole('columnheader')).toHaveCount(3);
  });

  test('a fifth listing is refused, and the tray says four is the most', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const rentals = await api.estatesWithStatus('TO_RENT');
    const oldestForSale = (await api.estatesWithStatus('FOR_SALE')).slice(-4);
    // Four listings already chosen, rentals first: the first card of the list for sale is not one of them.
    const chosen = [...rentals, ...oldestForSale].slice(0, 4).map((e) => e.general.id);
    await page.goto('/fr');
    await page.evaluate((ids) => localStorage.setItem('compare', JSON.stringify(ids)), chosen);
    await page.goto(`${localisedPath('/estates', 'fr')}?status=FOR_SALE`);
    const fifth = cardCompareButtons(page, 'fr').first();
    await expect(fifth).toBeEnabled();
    await fifth.click();
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: formatMessage('fr', messages.fr.CompareSelection.full, { max: 4 }) })).toBeVisible();
  });

  test('a link with more than four, unknown and malformed ids says what it left out; a phone swipes the columns, never the page', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const ids = (await api.estatesWithStatus('FOR_SALE')).slice(0, 5).map((e) => e.general.id);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${localisedPath('/compare', 'en')}?ids=${ids.slice(0, 3).join(',')},999999999,${ids[3]},${ids[4]},abc`);
    const m = messages.en.Compare;
    const main = page.getByRole('main');
    await expect(main).toContainText(m.missing.replace('{id}', '999999999'));
    await expect(main).toContainText('2 more listings in the link were left out');
    await expect(main).toContainText('One part of the link is not a listing number');
    await expect(table(page, 'en', 3).getByRole('columnheader')).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = page.getByRole('region', { name: formatMessage('en', m.tableCaption, { count: 3 }) });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    // Taking the unknown one out keeps the others.
    await main.getByRole('listitem').filter({ hasText: '999999999' }).getByRole('link', { name: m.removeId }).click();
    await expect(page).toHaveURL(new RegExp(`ids=${ids.slice(0, 3).join('%2C')}$`));
    await expect(table(page, 'en', 3).getByRole('columnheader')).toHaveCount(4);
    await expect(main).not.toContainText('999999999');
  });

  test('at 320 px the caption shows its whole text, the facts column stays narrow and the page does not scroll sideways', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const ids = (await api.estatesWithStatus('FOR_SALE')).slice(0, 3).map((e) => e.general.id);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const locale of testLocales) {
      const m = messages[locale].Compare;
      await page.goto(`${localisedPath('/compare', locale)}?ids=${ids.join(',')}`);
      const caption = table(page, locale, 3).locator('caption');
      await expect(caption).toHaveText(formatMessage(locale, m.tableCaption, { count: 3 }));
      await caption.scrollIntoViewIfNeeded();
      await expect(caption).toBeInViewport({ ratio: 1 });
      expect(await caption.evaluate((element) => element.scrollWidth > element.clientWidth), `${locale}: caption overflows`).toBe(false);
      // Clipped by the scrolling box: the caption must end inside it.
      const box = page.getByRole('region', { name: formatMessage(locale, m.tableCaption, { count: 3 }) });
      const [captionBox, scrollBox] = [await caption.boundingBox(), await box.boundingBox()];
      expect(captionBox!.x + captionBox!.width, `${locale}: caption clipped`).toBeLessThanOrEqual(scrollBox!.x + scrollBox!.width + 0.5);
      const factColumn = table(page, locale, 3).getByRole('columnheader', { name: m.fact, exact: true });
      expect((await factColumn.boundingBox())!.width, `${locale}: facts column`).toBeLessThan(320 / 3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${locale}: page overflow`).toBeLessThanOrEqual(0);
    }
  });

  test('the compare page has no WCAG A/AA violations, empty or with listings', async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const sale = await api.estatesWithStatus('FOR_SALE');
    const rent = await api.estatesWithStatus('TO_RENT');
    test.setTimeout(60_000);
    for (const path of [localisedPath('/compare', 'nl'), `${localisedPath('/compare', 'nl')}?ids=${sale[0]!.general.id},${sale[1]!.general.id},${rent[0]!.general.id},424242`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.nl.Compare.title);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe('compare against another implementation of the contract', () => {
  test.use({ baseURL: 'http://localhost:3102' });
  for (const locale of testLocales) {
    test(`in ${locale}: a VAT-regime sale, a rental in Brussels and an unknown type render, with no message key`, async ({ page }) => {
      const m = messages[locale].Compare;
      const response = await page.goto(`${localisedPath('/compare', locale)}?ids=701,702,703,424242`);
      expect(response?.status()).toBe(200);
      await expect(table(page, locale, 3).getByRole('columnheader')).toHaveCount(4);
      await expect(page.getByRole('main')).toContainText(m.missing.replace('{id}', '424242'));
      await expect(page.getByRole('main')).toContainText(m.mixed);
      await expect(page.locator('body')).not.toContainText(/_[A-Z][A-Za-z]+\.[A-Za-z0-9_.]+_/);
    });
  }
});
