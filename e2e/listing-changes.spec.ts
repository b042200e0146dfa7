import { spawnSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCurrency } from '@/lib/rules/format';
import { E2E_DEMO_ADMIN_TOKEN, adminHeaders } from './support/admin';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { localisedPath } from './support/paths';
import { formatMessage, messages, testLocales, type TestLocale } from './support/messages';

// What `npm run demo:publish -- --estate <id> --price <euro> | --status OPTION|SOLD|RENTED` does to
// the cards in the list, the detail page and the mailboxes of who asked, in the four languages.

const PORT = 3100;
const REVALIDATE_SECRET = 'e2e-revalidation-secret-0123456789';
const dropSubject = { nl: 'Prijs verlaagd bij', fr: 'Prix baissé chez', en: 'Price lowered at', de: 'Preis gesenkt bei' } as const;
const unsubscribeSegment = { nl: 'uitschrijven', fr: 'desinscrire', en: 'unsubscribe', de: 'abbestellen' } as const;

/** The demo command itself, against the journeys' server, with its back-office token and the revalidation secret. */
function demoCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/demo-publish.mjs', '--port', String(PORT), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DEMO_ADMIN_TOKEN: E2E_DEMO_ADMIN_TOKEN, REVALIDATE_SECRET },
    timeout: 30_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('The site shows it now.');
  return result.stdout;
}

/** A listing for sale of its own (other journeys read the seeded ones): its id, city and price. */
async function newListing(request: APIRequestContext): Promise<{ id: number; cityId: number; price: number }> {
  const api = await DemoApi.forHost(request);
  const source = await api.firstEstate({ status: ['FOR_SALE'] });
  const cityId = source.address.city.id;
  const published = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, { headers: adminHeaders(api.site.id), data: { count: 1, cityId, status: 'FOR_SALE' } });
  expect(published.status()).toBe(201);
  const id = ((await published.json()) as { published: number[] }).published[0]!;
  return { id, cityId, price: (await api.estateDetail(id)).general.price.value! };
}

/**
 * Opens the page until it shows what `check` expects: a revalidated page is served stale once more while
 * it renders again (stale-while-revalidate), as a visitor's second view would show the change.
 */
async function openUntil(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

const listPath = (locale: TestLocale, status: string, cityId: number) => `${localisedPath('/estates', locale)}?status=${status}&city=${cityId}`;

/** The card of this listing in a list. */
const cardOf = (page: Page, id: number) => page.getByRole('main').getByRole('article').filter({ has: page.locator(`a[href*="/${id}/"]`) });

/** The line of badges under the detail page's heading. */
const badges = (page: Page) => page.locator('.page-heading__meta');

for (const locale of testLocales) {
  const m = messages[locale];
  const transaction = m.Enums.transaction as Record<string, string>;

  test(`in ${locale}, a price drop and status changes from the demo command show their badges on the card in the list and on the detail page, and the history lists them`, async ({ page, request }) => {
    // Three runs of the command and five page loads.
    test.slow();
    const { id, cityId, price } = await newListing(request);
    const lower = Math.floor((price * 0.9) / 100) * 100;
    demoCommand('--estate', String(id), '--price', String(lower));

    const quick = { timeout: 2_000 };
    const detail = localisedPath('/estates/[estateId]', locale, id);
    await openUntil(page, listPath(locale, 'FOR_SALE', cityId), async () => {
      await expect(cardOf(page, id).getByText(m.EstateCard.badgePriceLowered, { exact: true })).toBeVisible(quick);
      await expect(cardOf(page, id).locator('del')).toContainText(formatCurrency(price), quick);
    });

    demoCommand('--estate', String(id), '--status', 'OPTION');
    await openUntil(page, listPath(locale, 'FOR_SALE', cityId), () => expect(cardOf(page, id).getByText(transaction['10']!, { exact: true })).toBeVisible(quick));
    await openUntil(page, detail, () => expect(badges(page).getByText(transaction['10']!, { exact: true })).toBeVisible(quick));

    demoCommand('--estate', String(id), '--status', 'SOLD');
    await openUntil(page, listPath(locale, 'SOLD', cityId), () => expect(cardOf(page, id).getByText(transaction['5']!, { exact: true })).toBeVisible(quick));
    const history = page.getByRole('region', { name: m.PriceHistory.title });
    await openUntil(page, detail, async () => {
      await expect(badges(page).getByText(transaction['5']!, { exact: true })).toBeVisible(quick);
      // Header, sold, under option, the lower price, the publication: newest first.
      await expect(history.getByRole('row')).toHaveCount(5, quick);
    });
    await expect(history.getByRole('row').nth(1)).toContainText(transaction['5']!);
    await expect(history.getByRole('row').nth(2)).toContainText(transaction['10']!);
    await expect(history.getByRole('row').nth(3)).toContainText(formatCurrency(lower));
  });

  test(`in ${locale}, a visitor who asked on the favourites page gets exactly one price-drop mail in their language, also following a matching search, and its unsubscribe link works`, async ({ page, request }) => {
    test.slow();
    const { id, cityId, price } = await newListing(request);
    const email = `watch.${locale}.${Date.now()}@example.be`;
    // The same address also follows a search this listing matches: still one mail per drop.
    const criteria = { statuses: ['FOR_SALE'], types: [], cities: [cityId], priceMin: null, priceMax: null, bedroomsMin: null };
    const subscribed = await request.post(`/${locale}/notifications`, { data: { email, firstname: null, lastname: null, locale, criteria, privacy: true } });
    expect(subscribed.status()).toBeLessThan(300);

    await page.goto(`/${locale}`);
    await page.evaluate((value) => localStorage.setItem('favourites', value), JSON.stringify([id]));
    await page.goto(localisedPath('/favorites', locale));
    const offer = page.getByRole('region', { name: m.PriceWatch.title });
    await offer.getByRole('textbox', { name: m.PriceWatch.email }).fill(email);
    await offer.getByRole('button', { name: m.PriceWatch.submit }).click();
    // The consent is required, as on every form.
    await expect(offer.getByRole('checkbox')).toBeFocused();
    await offer.getByRole('checkbox').check();
    await offer.getByRole('button', { name: m.PriceWatch.submit }).click();
    await expect(offer.getByRole('status')).toHaveText(m.PriceWatch.done);

    const lower = Math.floor((price * 0.85) / 100) * 100;
    demoCommand('--estate', String(id), '--price', String(lower));
    const about = (mail: { subject: string; text: string }) => mail.subject.startsWith(dropSubject[locale]) && mail.text.includes(`${localisedPath('/estates/[estateId]', locale, id)}\n`);
    const mail = await waitForMail(email, about);
    expect(mail.text).toContain(formatCurrency(lower));
    expect(mail.text).toContain(formatCurrency(price));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await allMail()).filter((received) => received.to.includes(email) && about(received))).toHaveLength(1);

    const unsubscribe = new RegExp(`https?://[^\\s]+/${locale}/[a-z-]+/${unsubscribeSegment[locale]}/[0-9a-f]{32}`).exec(mail.text)?.[0];
    expect(unsubscribe, mail.text).toBeDefined();
    await page.goto(new URL(unsubscribe!).pathname);
    await page.getByRole('button', { name: m.Unsubscribe.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: formatMessage(locale, m.Unsubscribe.done, { kind: 'priceDrops' }) })).toBeVisible();

    // Unsubscribed from the watch, the address still follows its search: the next drop comes by that mail, once.
    const lowest = Math.round(lower * 0.9);
    demoCommand('--estate', String(id), '--price', String(lowest));
    const next = await waitForMail(email, (received) => about(received) && received.text.includes(formatCurrency(lowest)));
    expect(next.text).toContain(formatCurrency(lowest));
  });
}
