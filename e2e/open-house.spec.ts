// Open-house days (docs/decisions/0055-open-house-days.md): the card's badge, the "next 7 days" filter, the
// detail page's banner with its calendar files, and the JSON-LD Events; against the demo API (which applies
// the filter) and the fake site API (which ignores it, and sends the hard cases).
import { expect, test, type Page } from '@playwright/test';
import { escapeIcsText } from '@/lib/appointments/ics';
import { nextOpenHouse, openHouseDay, openHouseKey, upcomingOpenHouses } from '@/lib/estates/open-house';
import { pickLocalized } from '@/lib/rules/localized';
import { DemoApi } from './support/demo-api';
import { fake } from './support/fake-site-api';
import { formatMessage, messages, testLocales } from './support/messages';
import { localisedPath } from './support/paths';

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

/** The schema.org objects of the JSON-LD scripts in a page's HTML, arrays flattened. */
function jsonLdOfHtml(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

test.describe('open houses in every language', () => {
  for (const locale of testLocales) {
    test(`in ${locale}, the filtered list badges its cards, and a listing's calendar file and JSON-LD Events are in ${locale}`, async ({ page, request }) => {
      const m = messages[locale];
      const api = await DemoApi.forHost(request);
      await page.goto(`${localisedPath('/estates', locale)}?open-house=1`);
      await expect(page.getByRole('checkbox', { name: m.EstateList.openHouse })).toBeChecked();
      const card = page.getByRole('article').first();
      const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
      const id = Number(href.match(new RegExp(`^${localisedPath('/estates', locale)}/(\\d+)/`))?.[1]);
      const estate = await api.estateDetail(id);
      const now = new Date();
      const next = nextOpenHouse(estate.openHouses, now)!;
      await expect(card.getByText(formatMessage(locale, m.EstateCard.badgeOpenHouse, { day: openHouseDay(next.start, locale) }), { exact: true })).toBeVisible();

      // What a search engine and a calendar app read: the detail page's HTML and the file it links.
      const html = await (await request.get(href)).text();
      const title = pickLocalized(estate.general.title, locale);
      const events = jsonLdOfHtml(html).filter((item) => item['@type'] === 'Event');
      expect(events).toHaveLength(upcomingOpenHouses(estate.openHouses, now).length);
      expect(events[0]).toMatchObject({ name: formatMessage(locale, m.OpenHouse.eventName, { title }), inLanguage: locale, startDate: next.start });
      const calendarPath = `/${locale}/open-house-calendar/${id}/${openHouseKey(next)}`;
      expect(html).toContain(`href="${calendarPath}"`);
      const ics = await request.get(calendarPath);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-disposition']).toBe(`attachment; filename="${m.OpenHouse.calendar.fileName}"`);
      // Unfolded (RFC 5545, section 3.1): a long summary goes on over several lines.
      const body = (await ics.text()).replace(/\r\n[ \t]/g, '');
      expect(body).toContain(`\r\nSUMMARY:${escapeIcsText(formatMessage(locale, m.OpenHouse.calendar.summary, { title }))}\r\n`);
    });
  }
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
