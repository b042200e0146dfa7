import { expect, test } from '@playwright/test';
import { routing } from '@/lib/i18n/routing';
import { DemoApi } from './support/demo-api';
import { messages, testLocales } from './support/messages';

type StaticRoute = { pathname: keyof typeof routing.pathnames; heading: (m: (typeof messages)['nl']) => string };

const staticRoutes: StaticRoute[] = [
  { pathname: '/estates', heading: (m) => m.EstateList.title },
  { pathname: '/holiday', heading: (m) => m.HolidayList.title },
  { pathname: '/privacy', heading: (m) => m.Privacy.title },
  { pathname: '/terms', heading: (m) => m.Terms.title },
  { pathname: '/accessibility', heading: (m) => m.Accessibility.title },
  { pathname: '/favorites', heading: (m) => m.Favorites.title },
  { pathname: '/compare', heading: (m) => m.Compare.title },
  { pathname: '/subscribe', heading: (m) => m.Subscribe.title },
  { pathname: '/subscribe/success', heading: (m) => m.SubscribeSuccess.title },
];

function localisedPath(pathname: keyof typeof routing.pathnames, locale: (typeof testLocales)[number]) {
  const entry = routing.pathnames[pathname];
  return `/${locale}${typeof entry === 'string' ? entry : entry[locale]}`;
}

test.describe('every route of the spec exists in every language', () => {
  for (const locale of testLocales) {
    test(`static routes in ${locale} answer 200 with their localised heading`, async ({ page }) => {
      for (const route of staticRoutes) {
        const path = localisedPath(route.pathname, locale);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(messages[locale]));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      }
    });

    test(`detail routes in ${locale}: estate, project unit and holiday unit`, async ({ page, request }) => {
      const api = await DemoApi.forHost(request);
      const estate = await api.firstEstate();
      const base = localisedPath('/estates', locale);

      // The short URL redirects to the canonical slugged one.
      const response = await page.goto(`${base}/${estate.general.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${base}/${estate.general.id}/[a-z0-9%-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(estate.general.title[locale] ?? '');

      const group = await api.firstProjectGroup();
      const unit = group.children[0];
      expect(unit).toBeDefined();
      await page.goto(`${base}/${group.project.general.id}/any-slug/${unit!.general.id}`);
      await expect(page).toHaveURL(new RegExp(`${base}/${group.project.general.id}/[^/]+/${unit!.general.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(unit!.general.title[locale] ?? '');

      const unitId = await api.firstRentalUnitId();
      const holiday = await page.goto(`${localisedPath('/holiday', locale)}/${unitId}`);
      expect(holiday?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`unknown ids and tokens in ${locale} give the localised 404 page`, async ({ page }) => {
      const notFoundTitle = messages[locale].NotFound.title;
      const paths = [
        `${localisedPath('/estates', locale)}/999999999`,
        `${localisedPath('/estates', locale)}/abc`,
        `${localisedPath('/estates', locale)}/999999999/some-slug`,
        `${localisedPath('/estates', locale)}/999999999/some-slug/12`,
        `${localisedPath('/holiday', locale)}/999999999`,
        `${localisedPath('/holiday', locale)}/not-a-number`,
        `/${locale}/this-page-does-not-exist`,
      ];
      // Pages rendered for one visitor show the same section, noindex and never kept, but cannot set their
      // own status (docs/decisions/0001-the-edge.md).
      const perVisitor = [
        `${localisedPath('/subscribe', locale)}/0123456789abcdef0123456789abcdef`,
        localisedPath('/subscribe/unsubscribe/[token]', locale).replace('[token]', '0123456789abcdef0123456789abcdef'),
        localisedPath('/cancel-appointment/[appointmentId]', locale).replace('[appointmentId]', '0123456789abcdef0123456789abcdef'),
        localisedPath('/cancel-appointment/[appointmentId]', locale).replace('[appointmentId]', 'nope'),
        localisedPath('/appointment/[agendaId]', locale).replace('[agendaId]', '999999999'),
        localisedPath('/appointment/[agendaId]', locale).replace('[agendaId]', 'abc'),
        localisedPath('/appointment/confirmed/[appointmentId]', locale).replace('[appointmentId]', '0123456789abcdef0123456789abcdef'),
      ];
      for (const path of [...paths, ...perVisitor]) {
        const response = await page.goto(path);
        if (paths.includes(path)) expect(response?.status(), path).toBe(404);
        else expect(response?.headers()['cache-control'], path).toContain('no-store');
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundTitle);
      }
    });
  }
});

test('an unknown locale prefix gives 404, not a crash', async ({ page }) => {
  const response = await page.goto('/xx/aanbod');
  expect(response?.status()).toBe(404);
});

test('a segment of another language redirects to the right one', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  await page.goto(`/nl/offer/${estate.general.id}`);
  await expect(page).toHaveURL(new RegExp(`/nl/aanbod/${estate.general.id}/[a-z0-9-]+$`));
  await page.goto('/fr/favorieten');
  await expect(page).toHaveURL(/\/fr\/favoris$/);
  await page.goto('/de/keep-me-informed');
  await expect(page).toHaveURL(/\/de\/halte-mich-auf-dem-laufenden$/);
});

test('an outdated slug redirects permanently to the canonical one', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate();
  const response = await request.get(`/nl/aanbod/${estate.general.id}/old-slug`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(new RegExp(`/nl/aanbod/${estate.general.id}/[a-z0-9-]+$`));
});
