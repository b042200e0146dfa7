import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';

// WCAG 2.2 A and AA rules (and 2.0 and 2.1 under them), run by axe on the rendered pages of every kind.
for (const [name, path] of [
  ['home', '/nl'],
  ['estate list with filters', '/nl/aanbod?status=FOR_SALE&group=type'],
  ['estate list in French', '/fr/offre'],
  ['estate list, second page, grouped by status', '/nl/aanbod?page=2&group=status'],
  ['estate list with no match (filters without options left out)', '/nl/aanbod?price-min=900000000'],
  ['holiday list, second page', 'http://ardenne.localhost:3100/fr/vacances?page=2'],
  ['estate map', '/nl/aanbod?view=map&status=TO_RENT'],
  ['favourites', '/en/favorites'],
  ['not found', '/de/angebot/999999999'],
  // Seeded ids are stable: a house in Knokke-Heist and the project "De Meersen".
  ['estate detail', '/nl/aanbod/3410001'],
  ['project detail in French', '/fr/offre/3410267'],
  ['holiday list with filters', '/nl/vakantie?kind=1&guests=2'],
  ['holiday unit in German', '/de/feiertage/8101'],
  ['holiday unit without map', '/fr/vacances/8105'],
  ['keep me informed', '/nl/hou-me-op-de-hoogte'],
  ['appointment booking in French', '/fr/prendre-rendez-vous/501'],
  ['CMS page with breadcrumbs', '/nl/over-ons'],
  ['privacy statement in German', '/de/datenschutzerklarung'],
  ['accessibility statement in French', '/fr/accessibilite'],
  // Scrolled to the end: the social feed loaded, with its posts on the first agency, its error on the second.
  ['home with its social feed', '/nl#end'],
  ['second agency’s home with the feed’s error', 'http://ardenne.localhost:3100/fr#end'],
] as const) {
  test(`${name} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path.endsWith('#end')) {
      await page.locator('section.social-feed').scrollIntoViewIfNeeded();
      await expect(page.locator('section.social-feed')).toHaveAttribute('data-state', /success|error/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('landing pages (type and place, place, type) have no WCAG A/AA violations', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemaps/sitemap-1.xml')).text();
  const locs = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const landing of [/^\/de\/angebot\/zu-verkaufen\/[a-z-]+\/[a-z0-9-]+$/, /^\/fr\/offre\/a-vendre\/[a-z0-9-]+$/]) {
    const path = locs.find((loc) => landing.test(loc));
    expect(path, String(landing)).toBeDefined();
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ /);
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('the estate filters can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/nl/aanbod');
  const forSale = page.getByRole('checkbox', { name: /^Te koop/ });
  await forSale.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/status=FOR_SALE/);
  await expect(forSale).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'panden' })).toContainText('van');
});
