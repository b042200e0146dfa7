import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_PORT } from '../playwright.config';
import { sendContactForm } from './support/contact-form';
import { analyticsRequests, dataLayer } from './support/analytics-page';
import { FAKE_ANALYTICS_ORIGIN } from './support/fake-analytics';
import { messages, testLocales } from './support/messages';

// The contract server's site measures with Google Tag Manager, Matomo and Plausible, each a local fake
// (playwright.config.ts, e2e/support/fake-analytics.ts). GA4 is e2e/analytics-consent.spec.ts's.
const SITE = `http://localhost:${CONTRACT_PORT}`;
const DENIED = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = 'granted';

const TAG_MANAGER = `${FAKE_ANALYTICS_ORIGIN}/gtm.js?id=GTM-E2ETEST7`;
const MATOMO = `${FAKE_ANALYTICS_ORIGIN}/matomo/matomo.js`;
const PLAUSIBLE = `${FAKE_ANALYTICS_ORIGIN}/plausible/script.js`;

const fakeState = <T>(page: Page, name: 'fakeTagManager' | 'fakeMatomo' | 'fakePlausible') =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] ?? null, name) as Promise<T | null>;

test('before the visitor chooses, and after refuse all on the next page, no tool is requested', async ({ page }) => {
  const t = messages.nl.Consent;
  const requests = analyticsRequests(page);
  await page.goto(`${SITE}/nl`);
  const question = page.getByRole('region', { name: t.title });
  await expect(question).toBeVisible();
  await expect.poll(() => dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
  await question.getByRole('button', { name: t.refuse }).click();
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'update', DENIED]);
  await page.waitForLoadState('load');
  expect(requests).toEqual([]);
  expect(await fakeState(page, 'fakeTagManager')).toBeNull();
});

for (const locale of testLocales) {
  test(`in ${locale}, marketing loads the tag manager alone; statistics then load Matomo and Plausible, each reporting its page view`, async ({ page }) => {
    const t = messages[locale].Consent;
    const requests = analyticsRequests(page);
    await page.goto(`${SITE}/${locale}`);
    await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'default', DENIED]);
    const question = page.getByRole('region', { name: t.title });
    await question.getByRole('button', { name: t.choose }).click();
    await page.getByRole('checkbox', { name: t.marketing }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(question).toHaveCount(0);

    // The container may carry marketing tags: it loads, and finds the ad signals granted and analytics
    // still denied, after the default, with its own start event.
    await expect.poll(() => requests.includes(TAG_MANAGER)).toBe(true);
    const tagManager = await fakeState<{ id: string; dataLayerAtLoad: unknown[] }>(page, 'fakeTagManager');
    expect(tagManager?.id).toBe('GTM-E2ETEST7');
    expect(tagManager?.dataLayerAtLoad).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { ...DENIED, ad_storage: GRANTED, ad_user_data: GRANTED, ad_personalization: GRANTED }],
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
    await expect.poll(() => requests.some((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/gtm/collect`))).toBe(true);
    // Matomo and Plausible measure statistics only.
    expect(requests.filter((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/matomo/`) || url.includes('/plausible/') || url.includes('/api/event'))).toEqual([]);

    await page.getByRole('button', { name: t.settings }).click();
    await question.getByRole('button', { name: t.choose }).click();
    await page.getByRole('checkbox', { name: t.statistics }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(question).toHaveCount(0);

    await expect.poll(() => dataLayer(page)).toContainEqual(['consent', 'update', { analytics_storage: GRANTED, ad_storage: GRANTED, ad_user_data: GRANTED, ad_personalization: GRANTED }]);
    await expect.poll(() => requests.includes(MATOMO)).toBe(true);
    await expect.poll(() => requests.some((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/matomo/matomo.php?`) && new URL(url).searchParams.get('action') === 'pageview')).toBe(true);
    const matomo = await fakeState<{ queuedAtLoad: unknown[][] }>(page, 'fakeMatomo');
    expect(matomo?.queuedAtLoad).toEqual([['setTrackerUrl', `${FAKE_ANALYTICS_ORIGIN}/matomo/matomo.php`], ['setSiteId', '17'], ['trackPageView'], ['enableLinkTracking']]);
    const matomoHit = new URL(requests.find((url) => url.includes('/matomo/matomo.php?'))!);
    expect(matomoHit.searchParams.get('idsite')).toBe('17');

    await expect.poll(() => requests.includes(PLAUSIBLE)).toBe(true);
    await expect.poll(() => requests.some((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/api/event?`) && url.includes('n=pageview'))).toBe(true);
    expect((await fakeState<{ domain: string }>(page, 'fakePlausible'))?.domain).toBe('contract.example');
    // The tag manager already running is not loaded twice.
    expect(requests.filter((url) => url === TAG_MANAGER)).toHaveLength(1);
  });
}

test('a sent contact form reaches Matomo and Plausible as a lead event once statistics are accepted', async ({ page }) => {
  const nl = messages.nl;
  const requests = analyticsRequests(page);
  await page.goto(`${SITE}/nl/aanbod/701`);
  await page.getByRole('region', { name: nl.Consent.title }).getByRole('button', { name: nl.Consent.accept }).click();
  await expect.poll(() => requests.includes(PLAUSIBLE)).toBe(true);

  await sendContactForm(page, 'Is de woonboot nog vrij?');

  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'lead', lead_type: 'contact' });
  await expect
    .poll(() => requests.some((url) => url.includes('/matomo/matomo.php?') && new URL(url).searchParams.get('e_c') === 'lead' && new URL(url).searchParams.get('e_a') === 'contact'))
    .toBe(true);
  await expect.poll(() => requests.some((url) => url.startsWith(`${FAKE_ANALYTICS_ORIGIN}/api/event?`) && new URL(url).searchParams.get('n') === 'lead')).toBe(true);
});

test('the policy names the fakes’ host in script-src and connect-src for the site that uses them', async ({ page }) => {
  const response = await page.goto(`${SITE}/nl`);
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  const host = FAKE_ANALYTICS_ORIGIN.replace(/[.:/]/g, '\\$&');
  expect(policy).toMatch(new RegExp(`script-src [^;]*${host}`));
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${host}`));
});
