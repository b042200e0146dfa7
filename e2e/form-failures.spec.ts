import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages, type TestLocale } from './support/messages';

// Every visitor form, in two languages, when its post fails upstream (the site API is down for that one
// request): the danger alert in the page's language, the button usable again, and nothing typed lost.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startOf = (label: string) => new RegExp(`^${escape(label.split('<link>')[0]!)}`);
const detailBase = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
const holidayBase = { nl: 'vakantie', fr: 'vacances', en: 'holiday', de: 'feiertage' } as const;
const subscribeBase = { nl: 'hou-me-op-de-hoogte', fr: 'tenez-moi-au-courant', en: 'keep-me-informed', de: 'halte-mich-auf-dem-laufenden' } as const;
const bookingBase = { nl: 'afspraak-maken', fr: 'prendre-rendez-vous', en: 'book-appointment', de: 'termin-vereinbaren' } as const;

function failNext(page: Page, route: string) {
  return page.route(`**/${route}`, (r) => r.fulfill({ status: 502, json: { ok: false, error: 'unavailable' } }));
}

for (const locale of ['nl', 'fr'] as const satisfies readonly TestLocale[]) {
  const m = messages[locale];

  test(`send to a friend in ${locale}: a failure keeps the dialog filled in and says so`, async ({ page, request }) => {
    const s = m.SendToFriend;
    const estate = await (await DemoApi.forHost(request)).firstEstate({ status: ['FOR_SALE'] });
    await page.goto(`/${locale}/${detailBase[locale]}/${estate.general.id}`);
    await failNext(page, 'send-to-a-friend');
    await page.getByRole('button', { name: s.open }).click();
    const dialog = page.getByRole('dialog', { name: s.title });
    await dialog.getByLabel(s.senderName, { exact: true }).fill('Lotte');
    await dialog.getByLabel(s.senderEmail, { exact: true }).fill('lotte@example.be');
    await dialog.getByLabel(s.friendEmail, { exact: true }).fill('vriend@example.be');
    await dialog.getByRole('button', { name: s.submit }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: s.failure.unavailable })).toBeVisible();
    await expect(dialog.getByLabel(s.friendEmail, { exact: true })).toHaveValue('vriend@example.be');
    await expect(dialog.getByRole('button', { name: s.submit })).toBeEnabled();
  });

  test(`keep me informed in ${locale}: a failure keeps the form filled in and says so`, async ({ page }) => {
    const f = m.SubscriptionForm;
    await page.goto(`/${locale}/${subscribeBase[locale]}`);
    await failNext(page, 'notifications');
    await page.getByLabel(f.email, { exact: true }).fill('lotte@example.be');
    await page.getByRole('checkbox', { name: m.Enums.status.TO_RENT, exact: true }).check();
    await page.getByRole('checkbox', { name: startOf(f.privacy) }).check();
    await page.getByRole('button', { name: f.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: f.failure.unavailable })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/${subscribeBase[locale]}$`));
    await expect(page.getByLabel(f.email, { exact: true })).toHaveValue('lotte@example.be');
    await expect(page.getByRole('checkbox', { name: m.Enums.status.TO_RENT, exact: true })).toBeChecked();
  });

  test(`booking a visit in ${locale}: a failure keeps the slot and details and says so`, async ({ page }) => {
    const a = m.Appointment;
    await page.goto(`/${locale}/${bookingBase[locale]}/501`);
    await failNext(page, 'appointment-booking');
    const slot = page.getByRole('radio').first();
    await slot.check();
    const form = page.getByRole('region', { name: a.heading });
    await form.getByLabel(a.name, { exact: true }).fill('Lotte Janssens');
    await form.getByLabel(a.email, { exact: true }).fill('lotte@example.be');
    await form.getByRole('checkbox', { name: startOf(a.privacy) }).check();
    await form.getByRole('button', { name: a.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: a.failure.unavailable })).toBeVisible();
    await expect(slot).toBeChecked();
    await expect(form.getByLabel(a.name, { exact: true })).toHaveValue('Lotte Janssens');
  });

  test(`a stay request in ${locale}: a failure keeps the period and details and says so`, async ({ page }) => {
    const r = m.Reservation;
    await page.goto(`/${locale}/${holidayBase[locale]}/8102`);
    await failNext(page, 'rental-reservation');
    const form = page.getByRole('region', { name: r.heading });
    const period = form.getByLabel(r.period, { exact: true });
    const firstFree = await period.locator('option:not([disabled])').nth(1).getAttribute('value');
    await period.selectOption(firstFree!);
    await form.getByLabel(r.guests, { exact: true }).fill('2');
    await form.getByLabel(r.firstname, { exact: true }).fill('Lotte');
    await form.getByLabel(r.lastname, { exact: true }).fill('Janssens');
    await form.getByLabel(r.email, { exact: true }).fill('lotte@example.be');
    await form.getByRole('checkbox', { name: startOf(r.privacy) }).check();
    await form.getByRole('button', { name: r.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: r.failure.unavailable })).toBeVisible();
    await expect(period).toHaveValue(firstFree!);
    await expect(form.getByLabel(r.firstname, { exact: true })).toHaveValue('Lotte');
  });
}

test('send to a friend in Dutch from a listing: the friend gets the listing’s link', async ({ page, request }) => {
  const s = messages.nl.SendToFriend;
  const estate = await (await DemoApi.forHost(request)).firstEstate({ status: ['FOR_SALE'] });
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  await page.getByRole('button', { name: s.open }).click();
  const dialog = page.getByRole('dialog', { name: s.title });
  const friend = `vriend.${Date.now()}@example.be`;
  await dialog.getByLabel(s.senderName, { exact: true }).fill('Lotte');
  await dialog.getByLabel(s.senderEmail, { exact: true }).fill('lotte@example.be');
  await dialog.getByLabel(s.friendEmail, { exact: true }).fill(friend);
  await dialog.getByRole('button', { name: s.submit }).click();
  await expect(dialog.getByRole('status').filter({ hasText: s.success })).toBeVisible();
  const mail = await waitForMail(friend);
  expect(mail.text).toContain(`/nl/aanbod/${estate.general.id}`);
  expect(mail.subject).toContain('Lotte');
});
