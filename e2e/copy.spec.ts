import { expect, test, type Page } from '@playwright/test';
import { routing } from '@/lib/i18n/routing';
import { DemoApi } from './support/demo-api';
import { messages, testLocales, type TestLocale } from './support/messages';

function localisedPath(pathname: keyof typeof routing.pathnames, locale: TestLocale, param?: string | number) {
  const entry = routing.pathnames[pathname];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return `/${locale}${path.replace(/\[[^\]]+\]/, String(param ?? ''))}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's title starts with the section's name (the site's name follows it). */
async function expectTitleStartsWith(page: Page, name: string) {
  await expect(page).toHaveTitle(new RegExp(`^${escape(name)}(\\s|$)`));
}

// The slips this guards against: one section under three names, "Numéro IPI: BIV …" in the French footer,
// a German terms page titled one thing and headed another, and a French office in "Bureau de Anvers".
test.describe('one name per thing, in every language', () => {
  for (const locale of testLocales) {
    const m = messages[locale];

    test(`the holiday section has one name in ${locale}: menu, heading, title and breadcrumbs`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const name = m.HolidayList.title;
      await page.goto(`/${locale}`);
      const menu = page.getByRole('navigation', { name: m.Layout.mainNavigation });
      const menuLink = menu.getByRole('link', { name, exact: true });
      await expect(menuLink).toHaveAttribute('href', localisedPath('/holiday', locale));
      await expect(page.locator('.hero__actions').getByRole('link', { name, exact: true })).toHaveAttribute('href', localisedPath('/holiday', locale));

      await page.goto(localisedPath('/holiday', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expectTitleStartsWith(page, name);

      await page.goto(localisedPath('/holiday/[rentalUnitId]', locale, await api.firstRentalUnitId()));
      const trail = page.getByRole('navigation', { name: m.Breadcrumbs.label });
      await expect(trail.getByRole('link', { name, exact: true })).toHaveAttribute('href', localisedPath('/holiday', locale));
    });

    test(`the terms page is titled and headed as the menu names it in ${locale}`, async ({ page }) => {
      await page.goto(localisedPath('/terms', locale));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(m.Terms.title);
      await expectTitleStartsWith(page, m.Terms.title);
      // The agreement's own title, shown under the heading, is the same words.
      await expect(page.locator('.page-heading')).toContainText(`${m.Terms.title} ·`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: m.Terms.title, exact: true })).toBeVisible();
    });

    test(`the footer names the institute once, in the visitor's language, in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const legal = page.getByRole('contentinfo').locator('.site-footer__legal');
      await expect(legal).toContainText(`${m.Footer.biv}${m.Footer.colon} 512.384`);
      const other = locale === 'fr' ? 'BIV' : 'IPI';
      if (!m.Footer.biv.includes(other)) await expect(legal).not.toContainText(other);
    });
  }

  test("the French office agenda is the Bureau d'Anvers, each language its own words", async ({ page, request }) => {
    const api = await DemoApi.forHost(request);
    const agendaId = api.site.agendaId;
    if (agendaId === null) throw new Error('the first demo site has an office agenda');
    const names: Record<TestLocale, string> = { nl: 'Kantoor Antwerpen', fr: "Bureau d'Anvers", en: 'Antwerp office', de: 'Büro Antwerpen' };
    for (const locale of testLocales) {
      await page.goto(localisedPath('/appointment/[agendaId]', locale, agendaId));
      await expect(page.locator('.page-heading')).toContainText(names[locale]);
    }
  });
});
