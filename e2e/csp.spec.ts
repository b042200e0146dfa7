import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages } from './support/messages';
import { sendContactForm } from './support/contact-form';

// The Content-Security-Policy (lib/http/content-security-policy.ts) must block nothing the site itself
// does: every journey below runs with a listener for `securitypolicyviolation` events and for the console
// errors a blocked resource writes, and expects none.

const nl = messages.nl;

/** Starts collecting CSP violations on every document the page loads; returns what was collected. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('home, list, map view, detail with lightbox and virtual tour, holiday pages: no CSP violation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const api = await DemoApi.forHost(request);

  const home = await page.goto('/nl');
  expect(home?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The social feed's pictures come from the provider's host (img-src).
  const feed = page.locator('section.social-feed');
  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-state', 'success');
  const picture = feed.locator('.social-feed__tile img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/nl/aanbod');
  await expect(page.getByRole('heading', { level: 1, name: nl.EstateList.title })).toBeVisible();

  await page.goto('/nl/aanbod?status=FOR_SALE&view=map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeVisible();

  // A detail page with a virtual tour (about one listing in five has one): the lightbox, then the tour's frame.
  const found = await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 50, offset: 0 });
  let withTour: number | null = null;
  for (const estate of found.results.filter((e) => !e.general.project)) {
    const detail = await request.get(`/demo-api/sites/${api.site.id}/estates/v2/${estate.general.id}`, { headers: { 'X-SITE': String(api.site.id), 'ACCEPT-LANGUAGE': 'nl', 'zabun-client': 'true' } });
    const body = (await detail.json()) as { virtualVisits?: { type: { id: number }; link: string }[] };
    if (body.virtualVisits?.some((visit) => visit.type.id === 2 && visit.link.startsWith('https:'))) {
      withTour = estate.general.id;
      break;
    }
  }
  expect(withTour, 'a listing with a virtual tour among the first 50').not.toBeNull();
  await page.goto(`/nl/aanbod/${withTour}`);
  await page.getByRole('button', { name: /Bekijk (alle \d+ foto's|de foto)/ }).click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.yarl__slide_current img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await page.getByRole('button', { name: nl.Media.virtualTour, exact: true }).click();
  const tour = page.getByRole('dialog');
  await expect(tour.locator('iframe')).toHaveAttribute('src', /^https:/);
  // The frame's own page may not load here (no internet); what matters is that the policy let it try.
  await tour.getByRole('button', { name: nl.Media.close, exact: true }).click();
  await expect(tour).toBeHidden();

  await page.goto('/nl/vakantie');
  await expect(page.getByRole('heading', { level: 1, name: nl.HolidayList.title })).toBeVisible();
  const unitId = await api.firstRentalUnitId();
  await page.goto(`/nl/vakantie/${unitId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the contact form on a listing sends under the policy', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const marker = `CSP ${Date.now()}`;
  await sendContactForm(page, marker);
  await waitForMail(api.site.contact.email, (m) => m.text.includes(marker));
  expect(violations).toEqual([]);
});

test("a subscriber's own page, opened from the mail, carries a nonce instead of 'unsafe-inline' and still works", async ({ page, request }) => {
  const violations = await watchViolations(page);
  const api = await DemoApi.forHost(request);
  const source = await api.firstEstate({ status: ['FOR_SALE'] });
  const email = `csp.sub.${Date.now()}@example.be`;
  const criteria = { statuses: ['FOR_SALE'], types: [], cities: [source.address.city.id], priceMin: null, priceMax: null, bedroomsMin: null };
  const posted = await request.post('/nl/notifications', { data: { email, firstname: null, lastname: null, locale: 'nl', criteria, privacy: true } });
  expect(posted.status()).toBeLessThan(300);
  const mail = await waitForMail(email);
  const edit = /https?:\/\/[^\s/]+(\/nl\/hou-me-op-de-hoogte\/[0-9a-f]{32})(?![0-9a-zA-Z/])/.exec(mail.text)?.[1];
  expect(edit, mail.text).toBeDefined();

  const response = await page.goto(edit!);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // A new nonce on every request.
  expect((await request.get(edit!)).headers()['content-security-policy']).not.toBe(policy);

  // Hydrated under the nonce: the form saves.
  const f = nl.SubscriptionForm;
  await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(f.bedroomsMin, { exact: true }).selectOption('2');
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: f.saved })).toBeVisible();
  expect(violations).toEqual([]);
});
