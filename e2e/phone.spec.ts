import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { localisedPath } from './support/paths';
import { messages, testLocales } from './support/messages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };


/** Scrolls the window (never a box inside the page) so that the element's top sits below the sticky header. */
async function scrollWindowTo(locator: Locator) {
  await locator.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120));
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A listing for sale with its own agenda, read from the demo API. */
async function estateWithAgenda(request: APIRequestContext, api: DemoApi): Promise<EstateDetail> {
  const result = await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 100, offset: 0 });
  for (const summary of result.results.filter((e) => !e.general.project)) {
    const response = await request.get(`/demo-api/sites/${api.site.id}/estates/v2/${summary.general.id}`, { headers: { 'X-SITE': String(api.site.id) } });
    const estate = (await response.json()) as EstateDetail;
    if (estate.agendaId !== null) return estate;
  }
  throw new Error('no listing with an agenda');
}

// A wide table is easily cut off: at 1280 px its status column, on a phone everything past unit and type.
test.describe('the project units table fits its box', () => {
  for (const [name, viewport] of [['1280 px', DESKTOP], ['a phone', PHONE]] as const) {
    test(`at ${name}, every column of a unit is on screen, in every language`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const group = await (await DemoApi.forHost(request)).firstProjectGroup();
      for (const locale of testLocales) {
        const t = messages[locale].ProjectUnits;
        await page.goto(localisedPath('/estates/[estateId]', locale, group.project.general.id));
        const table = page.locator('.project-units').getByRole('table').first();
        await expect(table).toBeVisible();
        const row = table.locator('tbody tr').first();
        await scrollWindowTo(row);
        const cells = row.locator('th, td');
        await expect(cells).toHaveCount(6);
        for (let i = 0; i < 6; i++) await expect(cells.nth(i), `${locale}: column ${i + 1}`).toBeInViewport({ ratio: 1 });
        if (viewport === PHONE) {
          // Stacked into a card: every value under its column's name.
          for (const label of [t.type, t.bedrooms, t.livingSurface, t.price, t.status]) {
            await expect(row.getByText(label, { exact: true }), `${locale}: ${label}`).toBeVisible();
          }
        } else {
          await scrollWindowTo(table);
          const headers = table.locator('thead th');
          for (let i = 0; i < 6; i++) await expect(headers.nth(i), `${locale}: header ${i + 1}`).toBeInViewport({ ratio: 1 });
        }
        await expectNoSidewaysScroll(page);
      }
    });
  }
});

// On a phone the contact person and "book a visit" would sit at the very bottom of a long page.
test.describe('the contact bar on a phone', () => {
  for (const locale of testLocales) {
    test(`an estate page keeps call, mail and book a visit at hand in ${locale}, and hides it on wide screens`, async ({ page, request }) => {
      const m = messages[locale];
      await page.setViewportSize(PHONE);
      const api = await DemoApi.forHost(request);
      const estate = await estateWithAgenda(request, api);
      await page.goto(localisedPath('/estates/[estateId]', locale, estate.general.id));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A first visit answers the cookie question, which sits over the bottom of the screen until then.
      await page.getByRole('button', { name: m.Consent.refuse }).click();

      const bar = page.getByRole('group', { name: m.ContactBar.label });
      // At the top of the page already, stuck to the bottom of the screen.
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link', { name: m.ContactBar.call })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
      await expect(bar.getByRole('link', { name: m.Appointment.bookVisit })).toHaveAttribute(
        'href',
        `${localisedPath('/appointment/[agendaId]', locale, estate.agendaId!)}?estate=${estate.general.id}`,
      );
      await bar.getByRole('link', { name: m.ContactBar.mail }).click();
      await expect(page.getByRole('heading', { name: m.ContactForm.heading, exact: true })).toBeInViewport();

      // At the end of the page the bar has its own place: it covers neither the content nor the footer.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barBox = (await bar.boundingBox())!;
      const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);
      const lastContent = (await page.locator('.estate-detail').boundingBox())!;
      expect(lastContent.y + lastContent.height).toBeLessThanOrEqual(barBox.y + 1);

      await page.setViewportSize(DESKTOP);
      await expect(bar).toBeHidden();
    });
  }

  test('a holiday home offers call and mail, and no visit to book', async ({ page, request }) => {
    const m = messages.fr;
    await page.setViewportSize(PHONE);
    const api = await DemoApi.forHost(request, 'localhost');
    await page.goto(localisedPath('/holiday/[rentalUnitId]', 'fr', await api.firstRentalUnitId()));
    await page.getByRole('button', { name: m.Consent.refuse }).click();
    const bar = page.getByRole('group', { name: m.ContactBar.label });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('link', { name: m.ContactBar.call })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
    await expect(bar.getByRole('link', { name: m.Appointment.bookVisit })).toHaveCount(0);
    await bar.getByRole('link', { name: m.ContactBar.mail }).click();
    await expect(page.getByRole('heading', { name: m.ContactForm.heading, exact: true })).toBeInViewport();
  });
});

test.describe('the phone menu', () => {
  for (const locale of testLocales) {
    test(`Escape closes it, with the focus back on its button, which says "close" while open, in ${locale}`, async ({ page }) => {
      const m = messages[locale].Layout;
      await page.setViewportSize(PHONE);
      await page.goto(`/${locale}`);
      const nav = page.getByRole('navigation', { name: m.mainNavigation });
      const toggle = page.locator('.site-header summary');
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAccessibleName(m.openMenu);
      await toggle.click();
      await expect(nav).toBeVisible();
      await expect(toggle).toHaveAccessibleName(m.closeMenu);
      // Escape needs the page's script: until it has run, a press changes nothing, so try until it does.
      await expect(async () => {
        await nav.getByRole('link').first().focus();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden({ timeout: 500 });
      }).toPass();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName(m.openMenu);
    });
  }
});

// The contact bar, the unit cards and the open menu keep the pages free of WCAG A/AA violations on a phone.
test.describe('on a phone, axe finds no violation', () => {
  const axe = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
  // Seeded ids are stable: a house in Knokke-Heist, the project "De Meersen", a holiday home.
  for (const [name, path] of [
    ['estate detail', '/nl/aanbod/3410001'],
    ['project detail in French', '/fr/offre/3410267'],
    ['holiday unit in German', '/de/feiertage/8101'],
  ] as const) {
    test(`${name}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await axe(page);
    });
  }

  test('home with the menu open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    await page.locator('.site-header summary').click();
    await expect(page.getByRole('navigation', { name: messages.en.Layout.mainNavigation })).toBeVisible();
    await axe(page);
  });
});
