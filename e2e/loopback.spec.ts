import { expect, test } from '@playwright/test';
import messages from '../messages/nl.json';

// `next start -H 127.0.0.1 -p 3105` (playwright.config.ts): bound to loopback, as behind nginx, which passes
// the public Host on. It must route as the default bind does: no rewrite to http://localhost:PORT/…, which
// Next would proxy to another server (a hang), and no redirect loop.
const LOOPBACK = 'http://127.0.0.1:3105';

for (const host of ['localhost:3105', '127.0.0.1:3105']) {
  test(`bound to 127.0.0.1, localised paths answer as on the default bind (Host ${host})`, async ({ request }) => {
    const home = await request.get(`${LOOPBACK}/`, { headers: { host }, maxRedirects: 0, timeout: 15_000 });
    expect(home.status()).toBe(307);
    expect(home.headers().location).toBe('/nl');
    for (const [path, heading] of [
      ['/nl/vakantie', messages.HolidayList.title],
      ['/nl/aanbod', messages.EstateList.title],
    ] as const) {
      const response = await request.get(`${LOOPBACK}${path}`, { headers: { host }, maxRedirects: 0, timeout: 15_000 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(heading);
    }
  });
}

test('bound to 127.0.0.1, a visitor browses from the list to the holiday homes', async ({ page }) => {
  await page.goto(`${LOOPBACK}/nl/aanbod`);
  await expect(page.getByRole('heading', { level: 1, name: messages.EstateList.title })).toBeVisible();
  await page.goto(`${LOOPBACK}/nl/vakantie`);
  await expect(page.getByRole('heading', { level: 1, name: messages.HolidayList.title })).toBeVisible();
  await expect(page).toHaveURL(`${LOOPBACK}/nl/vakantie`);
});
