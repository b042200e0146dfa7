import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { messages } from './support/messages';

test.use({ javaScriptEnabled: false });

test('without JavaScript, sending the contact form posts it (nothing typed goes in a URL) and comes back to the page', async ({ page, request }) => {
  const c = messages.nl.ContactForm;
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const path = new URL(page.url()).pathname;
  const form = page.getByRole('region', { name: c.heading });
  await form.getByLabel(c.firstname, { exact: true }).fill('Lotte');
  await form.getByLabel(c.email, { exact: true }).fill('lotte.nojs@example.be');
  const posted = page.waitForRequest((r) => r.url().endsWith('/nl/contact-form-handler'));
  await form.getByRole('button', { name: c.submit }).click();
  expect((await posted).method()).toBe('POST');
  await page.waitForLoadState();
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '');
  expect(page.url()).not.toContain('lotte');
  await expect(page.getByRole('region', { name: c.heading })).toBeVisible();
});
