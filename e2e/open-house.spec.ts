// Open-house days (docs/decisions/0055-open-house-days.md): the card's badge, the "next 7 days" filter, the
// detail page's banner with its calendar files, and the JSON-LD Events; against the demo API (which applies
// the filter) and the fake site API (which ignores it, and sends the hard cases).
import { expect, test, type Page } from '@playwright/test';
import { fake } from './support/fake-site-api';
import { messages } from './support/messages';

const nl = messages.nl;

/** The schema.org objects of the page's JSON-LD scripts, arrays flattened. */
async function jsonLdItems(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

const badge = (page: Page) => page.locator('article.estate-card .badge--open-house');

test.describe('open houses on the demo site', () => {
  test('the filter keeps the listings with an open house in the coming days, each with its badge, and lives in the URL', async ({ page }) => {
    await page.goto('/nl/aanbod');
    // The cookie question holds the bottom of the screen until answered.
    await page.getByRole('button', { name: nl.Consent.refuse }).click();
    const box = page.getByRole('checkbox', { name: nl.EstateList.openHouse });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page).toHaveURL(/[?&]open-house=1(&|$)/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(badge(page)).toHaveCount(count);
    for (const text of await badge(page).allTextContents()) expect(text).toMatch(/^Kijkdag (ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]+\.?$/);

    // Reloaded, the URL alone gives the same list and the box stays ticked.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: nl.EstateList.openHouse })).toBeChecked();
    await expect(badge(page)).toHaveCount(count);
  });

  test('a listing with an open house shows the banner, a calendar file per day and an Event per day in its JSON-LD', async ({ page, request }) => {
    await page.goto('/nl/aanbod?open-house=1');
    const card = page.getByRole('article').first();
    await card.getByRole('heading').getByRole('link').click();

    const banner = page.getByRole('region', { name: nl.OpenHouse.title });
    await expect(banner).toBeVisible();
    const items = banner.getByRole('listitem');
    await expect(items.first()).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    const links = banner.getByRole('link', { name: new RegExp(`^${nl.OpenHouse.addToCalendar}`) });
    await expect(links).toHaveCount(await items.count());

    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/nl\/open-house-calendar\/\d+\/\d{8}T\d{6}Z$/);
    const ics = await request.get(href!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers()['content-disposition']).toBe('attachment; filename="kijkdag.ics"');
    const body = await ics.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('SUMMARY:Kijkdag: ');

    const events = (await jsonLdItems(page)).filter((item) => item['@type'] === 'Event');
    expect(events).toHaveLength(await items.count());
    expect(events[0]).toMatchObject({ eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' });
    expect(Date.parse(String(events[0]!.endDate))).toBeGreaterThan(Date.now());
  });

  test('a calendar link of an open house the listing does not have answers 404', async ({ request }) => {
    expect((await request.get('/nl/open-house-calendar/1/20000101T100000Z')).status()).toBe(404);
  });
});

test.describe('open houses from another implementation of the contract', () => {
  test.use({ baseURL: 'http://localhost:3102' });

  test('past, reversed and unreadable entries never show; a note in French only shows as French', async ({ page }) => {
    await page.goto('/nl/aanbod/701');
    const banner = page.getByRole('region', { name: nl.OpenHouse.title });
    await expect(banner.getByRole('listitem')).toHaveCount(1);
    await expect(banner).toContainText('Aanbellen aan de loopplank.');
    await expect(banner).not.toContainText('Voorbij');
    await expect(banner).not.toContainText('Omgekeerd');
    expect((await jsonLdItems(page)).filter((item) => item['@type'] === 'Event')).toHaveLength(1);

    await page.goto('/nl/aanbod/703');
    await expect(page.getByText(fake.frenchOnlyNote)).toHaveAttribute('lang', 'fr');

    // `openHouses` that is no list: the listing shows, without a banner.
    await page.goto('/nl/aanbod/702');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison neuve sous régime TVA à Namur' })).toBeVisible();
    await expect(page.getByRole('region', { name: nl.OpenHouse.title })).toHaveCount(0);
  });

  test('the filter narrows the list itself when the API does not apply it', async ({ page }) => {
    await page.goto('/nl/aanbod?open-house=1');
    await expect(page.getByRole('heading', { name: 'Woonboot aan de Schelde' })).toBeVisible();
    await expect(page.getByRole('heading', { name: fake.longTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maison neuve sous régime TVA à Namur' })).toHaveCount(0);
    await expect(badge(page)).toHaveCount(2);
  });
});
