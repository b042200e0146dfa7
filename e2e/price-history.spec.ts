import { expect, test } from '@playwright/test';
import { formatCurrency } from '@/lib/rules/format';
import { adminHeaders } from './support/admin';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { localisedPath } from './support/paths';
import { messages, testLocales } from './support/messages';

const dropSubject = { nl: 'Prijs verlaagd bij', fr: 'Prix baissé chez', en: 'Price lowered at', de: 'Preis gesenkt bei' } as const;

for (const locale of testLocales) {
  test(`in ${locale}, a price drop shows the badge, the old price struck through and the history, and mails a subscriber exactly once`, async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const source = await api.firstEstate({ status: ['FOR_SALE'] });
    const email = `drop.${locale}.${Date.now()}@example.be`;
    const criteria = { statuses: ['FOR_SALE'], types: [], cities: [source.address.city.id], priceMin: null, priceMax: null, bedroomsMin: null };
    const subscribed = await request.post(`/${locale}/notifications`, { data: { email, firstname: null, lastname: null, locale, criteria, privacy: true } });
    expect(subscribed.status()).toBeLessThan(300);

    // A listing of its own (other journeys read the seeded ones), then its price drops: what `npm run
    // demo:publish -- --estate <id> --price <euro>` does.
    const published = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, {
      headers: adminHeaders(api.site.id),
      data: { count: 1, cityId: source.address.city.id, status: 'FOR_SALE' },
    });
    expect(published.status()).toBe(201);
    const id = ((await published.json()) as { published: number[] }).published[0]!;
    const oldPrice = (await api.search({ filter: { query: { terms: { city: [source.address.city.id] } } }, sort: { type: 'date', order: 'DESC' }, limit: 50, offset: 0 })).results.find(
      (e) => e.general.id === id,
    )!.general.price.value!;
    // Down by a tenth, to the hundred below: rounding to the thousand left a € 5,000 garage at € 5,000.
    const newPrice = Math.floor((oldPrice * 0.9) / 100) * 100;
    expect(newPrice).toBeLessThan(oldPrice);
    const dropped = await request.put(`/demo-api/sites/${api.site.id}/demo/estates/${id}`, { headers: adminHeaders(api.site.id), data: { price: newPrice } });
    expect(dropped.status()).toBe(200);

    const card = messages[locale].EstateCard;
    await page.goto(localisedPath('/estates/[estateId]', locale, id));
    await expect(page.getByText(card.badgePriceLowered, { exact: true })).toBeVisible();
    await expect(page.getByText(card.badgeNew, { exact: true })).toBeVisible();
    await expect(page.locator('del').filter({ hasText: formatCurrency(oldPrice) })).toBeVisible();
    const history = page.getByRole('region', { name: messages[locale].PriceHistory.title });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText(formatCurrency(newPrice));
    await expect(history.getByRole('row').nth(2)).toContainText(formatCurrency(oldPrice));

    const about = (mail: { subject: string; text: string }) => mail.subject.startsWith(dropSubject[locale]) && mail.text.includes(`${localisedPath('/estates/[estateId]', locale, id)}\n`);
    const mail = await waitForMail(email, about);
    expect(mail.text).toContain(formatCurrency(newPrice));
    expect(mail.text).toContain(formatCurrency(oldPrice));
    expect(mail.text).toMatch(new RegExp(`/${locale}/[a-z-]+/[a-z-]+/[0-9a-f]{32}`));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await allMail()).filter((m) => m.to.includes(email) && about(m))).toHaveLength(1);
  });
}

/** The last two prices of a seeded history, when the later one is a drop to the price asked now. */
function droppedFrom(estate: EstateSummary): number | null {
  const prices = (estate.history ?? []).map((entry) => entry.price).filter((price): price is number => price !== null);
  const [before, last] = prices.slice(-2);
  return before !== undefined && last !== undefined && last < before && last === estate.general.price.value ? before : null;
}

for (const locale of testLocales) {
  test(`in ${locale}, a fresh demo lists a seeded price drop with its badge, and its detail page and a listing under option show their history`, async ({ page }) => {
    const api = await DemoApi.forHost(page.request);
    const forSale = await api.estatesWithStatus('FOR_SALE');
    const dropped = forSale.find((estate) => estate.general.transaction.id === 1 && (estate.history ?? []).length >= 3 && droppedFrom(estate) !== null);
    expect(dropped, 'the seed gives a listing for sale two price drops').toBeDefined();
    const oldPrice = droppedFrom(dropped!)!;
    const m = messages[locale];

    await page.goto(`${localisedPath('/estates', locale)}?status=FOR_SALE&city=${dropped!.address.city.id}`);
    const card = page.getByRole('main').getByRole('article').filter({ has: page.locator(`a[href*="/${dropped!.general.id}/"]`) });
    await expect(card.getByText(m.EstateCard.badgePriceLowered, { exact: true })).toBeVisible();
    await expect(card.locator('del')).toContainText(formatCurrency(oldPrice));

    await card.getByRole('heading').getByRole('link').click();
    const history = page.getByRole('region', { name: m.PriceHistory.title });
    // The header and the three entries, newest first: the price asked now on top.
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('row').nth(1)).toContainText(formatCurrency(dropped!.general.price.value!));
    await expect(history.getByRole('row').nth(2)).toContainText(formatCurrency(oldPrice));

    const underOption = forSale.find((estate) => estate.general.transaction.id === 10 && (estate.history ?? []).length > 0);
    expect(underOption, 'the seed puts a listing for sale under option').toBeDefined();
    await page.goto(localisedPath('/estates/[estateId]', locale, underOption!.general.id));
    const optionHistory = page.getByRole('region', { name: m.PriceHistory.title });
    await expect(optionHistory.getByRole('row').nth(1)).toContainText((m.Enums.transaction as Record<string, string>)['10']!);
  });
}
