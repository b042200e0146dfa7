import { expect, test, type Locator, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages, type TestLocale } from './support/messages';
import { localisedPath } from './support/paths';

// An owner asks what their property is worth: from the home page, the footer or a sold listing, to the
// form, with and without JavaScript, ending in the agency's mail and the owner's confirmation.

/** The start of a label holding a link (the privacy statement): its accessible name goes on after it. */
const startOf = (label: string) => new RegExp(`^${label.split('<link>')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function fillProperty(form: Locator, locale: TestLocale, postalCode: string) {
  const v = messages[locale].ValuationForm;
  await form.getByLabel(v.street, { exact: true }).fill('Kerkstraat');
  await form.getByLabel(v.houseNumber, { exact: true }).fill('12');
  await form.getByLabel(v.postalCode, { exact: true }).fill(postalCode);
  await form.getByLabel(v.city, { exact: true }).fill('Gent');
  await form.getByLabel(v.propertyType, { exact: true }).selectOption('house');
  await form.getByLabel(new RegExp(`^${v.livingArea.replace(/[()²]/g, '.')}`)).fill('145');
  await form.getByRole('group', { name: v.wish }).getByRole('radio', { name: v.wishes.sell }).check();
  await form.getByRole('group', { name: v.timing }).getByRole('radio', { name: v.timings.within6Months }).check();
}

async function fillContact(form: Locator, locale: TestLocale, email: string, message: string) {
  const v = messages[locale].ValuationForm;
  await form.getByLabel(v.firstname, { exact: true }).fill('Lies');
  await form.getByLabel(v.lastname, { exact: true }).fill('Maes');
  await form.getByLabel(v.email, { exact: true }).fill(email);
  await form.getByLabel(v.phone, { exact: true }).fill('0470 12 34 56');
  await form.getByLabel(new RegExp(`^${v.message.replace(/\?/g, '\\?')}`)).fill(message);
}

const formOf = (page: Page, locale: TestLocale) => page.getByRole('region', { name: messages[locale].ValuationForm.heading });

test('with JavaScript: from the home page to the form, sent, then the agency and the owner get their mails', async ({ page, request }) => {
  const locale = 'fr';
  const v = messages.fr.ValuationForm;
  const api = await DemoApi.forHost(request);
  await page.goto(`/${locale}`);
  await page.getByRole('link', { name: messages.fr.Home.valuationAction }).click();
  await expect(page).toHaveURL(new RegExp(`${localisedPath('/valuation', locale)}$`));
  await expect(page.getByRole('heading', { level: 1, name: messages.fr.Valuation.title })).toBeVisible();

  const form = formOf(page, locale);
  const email = `valuation.js.${Date.now()}@example.be`;
  const marker = `Jardin plein sud ${Date.now()}`;
  await fillProperty(form, locale, '9000');
  await fillContact(form, locale, email, marker);
  await form.getByRole('checkbox', { name: startOf(v.privacy) }).check();
  await form.getByRole('button', { name: v.submit }).click();
  await expect(form.getByRole('status').filter({ hasText: v.success })).toBeVisible();

  const agency = await waitForMail(api.site.contact.email, (mail) => mail.text.includes(marker));
  expect(agency.replyTo).toBe(email);
  expect(agency.text).toContain('Kerkstraat 12, 9000 Gent');
  const owner = await waitForMail(email);
  expect(owner.subject).toContain('estimation');
  expect(owner.text).toContain('Dans les 6 mois');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from the footer: refused, it comes back with its errors and input; corrected, it is sent and both mails go out', async ({ page, request }) => {
    const locale = 'nl';
    const v = messages.nl.ValuationForm;
    const api = await DemoApi.forHost(request);
    await page.goto(`/${locale}`);
    await page.getByRole('contentinfo').getByRole('link', { name: messages.nl.Footer.valuation }).click();
    await expect(page).toHaveURL(new RegExp(`${localisedPath('/valuation', locale)}$`));

    let form = formOf(page, locale);
    const email = `valuation.nojs.${Date.now()}@example.be`;
    const marker = `Zonder script ${Date.now()}`;
    // A postal code of three digits, and no consent.
    await fillProperty(form, locale, '900');
    await fillContact(form, locale, email, marker);
    await form.getByRole('button', { name: v.submit }).click();

    await expect(page).toHaveURL(/\/nl\/formulier\/valuation$/);
    form = formOf(page, locale);
    await expect(form.getByRole('alert').filter({ hasText: v.failure.invalid })).toBeVisible();
    await expect(form.getByText(v.errors.postalCode)).toBeVisible();
    await expect(form.getByText(v.errors.privacyRequired)).toBeVisible();
    await expect(form.getByLabel(v.street, { exact: true })).toHaveValue('Kerkstraat');
    await expect(form.getByLabel(v.postalCode, { exact: true })).toHaveValue('900');
    await expect(form.getByLabel(v.propertyType, { exact: true })).toHaveValue('house');
    await expect(form.getByRole('radio', { name: v.wishes.sell })).toBeChecked();
    await expect(form.getByLabel(v.email, { exact: true })).toHaveValue(email);

    await form.getByLabel(v.postalCode, { exact: true }).fill('9000');
    await form.getByRole('checkbox', { name: startOf(v.privacy) }).check();
    await form.getByRole('button', { name: v.submit }).click();
    await expect(page).toHaveURL(/\/nl\/formulier\/valuation\/verzonden$/);
    await expect(page.getByRole('status').filter({ hasText: v.success })).toBeVisible();

    const agency = await waitForMail(api.site.contact.email, (mail) => mail.text.includes(marker));
    expect(agency.replyTo).toBe(email);
    expect(agency.text).toContain('Verkopen');
    const owner = await waitForMail(email);
    expect(owner.subject).toContain('schattingsaanvraag');
    expect(owner.replyTo).toBe(api.site.contact.email);
  });
});

test('a sold listing asks the visitor what theirs is worth, and leads to the form', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const [sold] = await api.estatesWithStatus('SOLD');
  test.skip(!sold, 'the demo data has no sold listing');
  await page.goto(localisedPath('/estates/[estateId]', 'en', sold!.general.id));
  await page.getByRole('link', { name: messages.en.EstateDetail.valuationInvite }).click();
  await expect(page).toHaveURL(new RegExp(`${localisedPath('/valuation', 'en')}$`));
  await expect(formOf(page, 'en')).toBeVisible();
});
