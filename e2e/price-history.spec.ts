import { expect, test } from '@playwright/test';
import { formatCurrency } from '@/lib/domain/format';
import { adminHeaders } from './support/admin';
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
