import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { analyticsRequests, dataLayer } from './support/analytics-page';
import { FAKE_ANALYTICS_ORIGIN } from './support/fake-analytics';
import { SECOND_HOST } from './support/hosts';
import { messages, testLocales } from './support/messages';
import { sendContactForm } from './support/contact-form';

// The second agency measures with GA4, its tag a local fake (playwright.config.ts); the first has no tool.
const nl = messages.nl;
const c = nl.Consent;
const HOME = `http://${SECOND_HOST}:3100/nl`;
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

const banner = (page: Page) => page.getByRole('region', { name: c.title });

test('before the visitor chooses, no analytics script is requested and Consent Mode is all denied', async ({ page }) => {
  const requests = analyticsRequests(page);
  await page.goto(HOME);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect.poll(() => dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
});

test('after refuse all, nothing is requested, on this page or the next', async ({ page }) => {
  const requests = analyticsRequests(page);
  await page.goto(HOME);
  await page.getByRole('button', { name: c.refuse }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  // The reloaded page has read the stored refusal once Consent Mode hears it (the analytics code runs then);
  // not `networkidle`: the page's link prefetches may keep the network busy for a while.
  await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'update', DENIED]);
  await expect(banner(page)).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(requests).toEqual([]);
});

for (const locale of testLocales) {
  test(`in ${locale}, marketing alone loads no tag and grants the ad signals only; statistics alone, chosen later, load it after their update`, async ({ page }) => {
    const t = messages[locale].Consent;
    const requests = analyticsRequests(page);
    await page.goto(`http://${SECOND_HOST}:3100/${locale}`);
    await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'default', DENIED]);
    const question = page.getByRole('region', { name: t.title });
    await question.getByRole('button', { name: t.choose }).click();
    await page.getByRole('checkbox', { name: t.marketing }).check();
    await expect(page.getByRole('checkbox', { name: t.statistics })).not.toBeChecked();
    await page.getByRole('button', { name: t.save }).click();
    await expect(question).toHaveCount(0);

    await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'update', { ...DENIED, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    // A tool the choice allows is added in the same step as the update (lib/analytics/load-tools.ts).
    await expect(page.locator(`script[src^="${FAKE_ANALYTICS_ORIGIN}"]`)).toHaveCount(0);
    expect(requests).toEqual([]);

    // The footer's settings bring the question back with the choice ticked; statistics instead, the tag
    // loads, and reports to its own host.
    await page.getByRole('button', { name: t.settings }).click();
    await question.getByRole('button', { name: t.choose }).click();
    await expect(page.getByRole('checkbox', { name: t.marketing })).toBeChecked();
    await page.getByRole('checkbox', { name: t.marketing }).uncheck();
    await page.getByRole('checkbox', { name: t.statistics }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => requests.some((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/gtag/js?id=G-E2ETEST2`))).toBe(true);
    await expect.poll(() => requests.some((url) => url === `${FAKE_ANALYTICS_ORIGIN}/collect`)).toBe(true);
    const atLoad = await page.evaluate(() => (window as { fakeAnalytics?: { dataLayerAtLoad: unknown[] } }).fakeAnalytics?.dataLayerAtLoad);
    expect(atLoad).toContainEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
  });
}

test('a sent contact form puts a lead event in the data layer once the visitor accepted', async ({ page, request }) => {
  const api = await DemoApi.forHost(request, SECOND_HOST);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`http://${SECOND_HOST}:3100/nl/aanbod/${estate.general.id}`);
  await page.getByRole('button', { name: c.accept }).click();

  await sendContactForm(page, 'Is de woning nog vrij?');

  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'lead', lead_type: 'contact' });
});

test('the policy names the fake tag’s host for the agency that uses it, and for no other', async ({ page }) => {
  const second = await page.goto(HOME);
  const policy = (await second!.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(new RegExp(`script-src [^;]*${FAKE_ANALYTICS_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${FAKE_ANALYTICS_ORIGIN.replace(/[.:/]/g, '\\$&')}`));
  const first = await page.goto('/nl');
  expect((await first!.headerValue('content-security-policy')) ?? '').not.toContain(FAKE_ANALYTICS_ORIGIN);
});
