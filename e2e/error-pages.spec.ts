// The 404 of the pages rendered for each request (token links, the booking and no-JavaScript form pages)
// in the server HTML, as a crawler or a visitor without JavaScript gets it: the language, the site's layout
// and the localised heading, noindex and never kept, never Next's empty `__next_error__` shell. Such a page
// cannot set its own status (docs/decisions/0001-the-edge.md). The cached pages' 404 and the edge's 503 are
// in e2e/cache.spec.ts.
import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { localisedPath } from './support/paths';
import { messages, testLocales, type TestLocale } from './support/messages';

/** A token of the right shape that no subscription has, and one of no shape at all. */
const UNKNOWN_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const MALFORMED = 'not-a-token%21';

function perRequestPaths(locale: TestLocale): string[] {
  return [
    localisedPath('/subscribe/[token]', locale, UNKNOWN_TOKEN),
    localisedPath('/subscribe/[token]', locale, MALFORMED),
    localisedPath('/subscribe/unsubscribe/[token]', locale, UNKNOWN_TOKEN),
    localisedPath('/subscribe/unsubscribe/[token]', locale, MALFORMED),
    localisedPath('/cancel-appointment/[appointmentId]', locale, 987654321),
    localisedPath('/cancel-appointment/[appointmentId]', locale, 'abc'),
    localisedPath('/appointment/confirmed/[appointmentId]', locale, 987654321),
    localisedPath('/appointment/[agendaId]', locale, 987654321),
    localisedPath('/form/[form]', locale, 'no-such-form'),
    localisedPath('/form/[form]/sent', locale, 'no-such-form'),
  ];
}

test('an unknown or malformed token, appointment, agenda or form answers the localised 404 section in its server HTML, noindex and never kept', async ({ request }) => {
  const api = await DemoApi.forHost(request, 'localhost');
  for (const locale of testLocales) {
    for (const path of perRequestPaths(locale)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html, path).toContain(`<h1>${messages[locale].NotFound.title}</h1>`);
      expect(html, `${path}: the site's own header and footer`).toContain(api.site.name);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      expect(response.headers()['cache-control'], path).toMatch(/no-store/);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown subscription link shows the localised 404 with the way home', async ({ page }) => {
    await page.goto(localisedPath('/subscribe/unsubscribe/[token]', 'fr', UNKNOWN_TOKEN));
    await expect(page.getByRole('heading', { level: 1, name: messages.fr.NotFound.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: messages.fr.NotFound.backHome })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
