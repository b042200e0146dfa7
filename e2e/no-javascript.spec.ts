import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { slotDayLabel } from '@/lib/appointments/slots';
import { dayInBelgium, formatTimeInBelgium } from '@/lib/rules/dates';
import type { AgendaSlot, EstateDetail } from '@/lib/site-api/schemas';
import { adminHeaders } from './support/admin';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages, testLocales } from './support/messages';
import { localisedPath } from './support/paths';
import { startOf } from './support/contact-form';

// Every visitor form works with JavaScript off. A refused form comes back on its own
// page (/nl/formulier/…) with its errors and what was typed; a sent one goes to its thank-you page.
test.use({ javaScriptEnabled: false });

const nl = messages.nl;

/** Nothing typed travels in the URL: neither in the one shown nor in any the browser asked for. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return (...typed: string[]) => {
    for (const url of [...urls, page.url()]) for (const value of typed) expect(decodeURIComponent(url)).not.toContain(value);
  };
}

test('the contact form of a listing: refused, it comes back with its errors and input on a page of its own; corrected, it is sent', async ({ page, request }) => {
  const c = nl.ContactForm;
  const api = await DemoApi.forHost(request);
  const estate = await api.firstEstate({ status: ['FOR_SALE'] });
  const noDataInUrls = watchUrls(page);
  await page.goto(`/nl/aanbod/${estate.general.id}`);
  const marker = `Zonder script ${Date.now()}`;
  let form = page.getByRole('region', { name: c.heading });
  await form.getByLabel(c.firstname, { exact: true }).fill('Lotte');
  await form.getByLabel(c.lastname, { exact: true }).fill('Nojs');
  await form.getByLabel(c.email, { exact: true }).fill('lotte.nojs@example');
  await form.getByLabel(startOf(c.message)).fill(marker);
  await form.getByLabel(c.options.callback).check();
  // No privacy consent, and an address without a domain.
  await form.getByRole('button', { name: c.submit }).click();

  await expect(page).toHaveURL(/\/nl\/formulier\/contact$/);
  form = page.getByRole('region', { name: c.heading });
  await expect(form.getByRole('alert').filter({ hasText: c.failure.invalid })).toBeVisible();
  await expect(form.getByText(nl.Form.errors.email)).toBeVisible();
  await expect(form.getByText(c.errors.privacyRequired)).toBeVisible();
  await expect(form.getByLabel(c.firstname, { exact: true })).toHaveValue('Lotte');
  await expect(form.getByLabel(c.email, { exact: true })).toHaveValue('lotte.nojs@example');
  await expect(form.getByLabel(startOf(c.message))).toHaveValue(marker);
  await expect(form.getByLabel(c.options.callback)).toBeChecked();
  await expect(form.getByLabel(c.options.visit)).not.toBeChecked();

  // The listing's own page holds nobody's input: it is the same for every visitor.
  const other = await page.context().browser()!.newPage({ javaScriptEnabled: false });
  await other.goto(`/nl/aanbod/${estate.general.id}`);
  await expect(other.getByRole('region', { name: c.heading }).getByLabel(c.firstname, { exact: true })).toHaveValue('');
  await other.close();

  await form.getByLabel(c.email, { exact: true }).fill('lotte.nojs@example.be');
  await form.getByRole('checkbox', { name: startOf(c.privacy) }).check();
  await form.getByRole('button', { name: c.submit }).click();
  await expect(page).toHaveURL(/\/nl\/formulier\/contact\/verzonden$/);
  await expect(page.getByRole('status').filter({ hasText: c.success })).toBeVisible();

  const mail = await waitForMail(api.site.contact.email, (m) => m.text.includes(marker));
  expect(mail.text).toContain('Lotte Nojs');
  expect(mail.replyTo).toBe('lotte.nojs@example.be');
  noDataInUrls('lotte', 'Nojs', marker);

  // Sent: the kept form is forgotten.
  await page.goto('/nl/formulier/contact');
  await expect(page.getByText(nl.FormPage.expired)).toBeVisible();
});

test("the contact page's form is sent at once when it is filled in well", async ({ page, request }) => {
  const c = nl.ContactForm;
  const api = await DemoApi.forHost(request);
  const noDataInUrls = watchUrls(page);
  await page.goto('/nl/contact');
  const form = page.getByRole('region', { name: c.heading });
  const email = `contact.nojs.${Date.now()}@example.be`;
  await form.getByLabel(c.firstname, { exact: true }).fill('Mira');
  await form.getByLabel(c.lastname, { exact: true }).fill('Peeters');
  await form.getByLabel(c.email, { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: startOf(c.privacy) }).check();
  await form.getByRole('button', { name: c.submit }).click();
  await expect(page).toHaveURL(/\/nl\/formulier\/contact\/verzonden$/);
  await expect(page.getByRole('status').filter({ hasText: c.success })).toBeVisible();
  await waitForMail(api.site.contact.email, (m) => m.text.includes(email));
  noDataInUrls('Mira', email);
});

test('send to a friend: the dialog needs a script, so a link opens the form on its own page; refused, then sent', async ({ page }) => {
  const s = messages.en.SendToFriend;
  const noDataInUrls = watchUrls(page);
  await page.goto('/en/holiday/8101');
  await page.getByRole('link', { name: s.open }).click();
  await expect(page).toHaveURL(/\/en\/form\/send-to-a-friend\?/);
  await page.getByLabel(s.senderName).fill('Lotte');
  await page.getByLabel(s.senderEmail).fill('lotte.nojs@example.be');
  await page.getByRole('button', { name: s.submit }).click();

  await expect(page).toHaveURL(/\/en\/form\/send-to-a-friend$/);
  await expect(page.getByText(messages.en.Form.errors.required)).toBeVisible();
  await expect(page.getByLabel(s.senderName)).toHaveValue('Lotte');
  await expect(page.getByLabel(s.senderEmail)).toHaveValue('lotte.nojs@example.be');

  const friend = `friend.nojs.${Date.now()}@example.be`;
  await page.getByLabel(s.friendEmail).fill(friend);
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page).toHaveURL(/\/en\/form\/send-to-a-friend\/sent$/);
  await expect(page.getByRole('status').filter({ hasText: s.success })).toBeVisible();

  const mail = await waitForMail(friend);
  expect(mail.text).toContain('/en/holiday/8101');
  noDataInUrls('Lotte', friend);
});

test('keep me informed: refused without consent, it comes back with the choices kept; then subscribed', async ({ page }) => {
  const f = nl.SubscriptionForm;
  const email = `sub.nojs.${Date.now()}@example.be`;
  const noDataInUrls = watchUrls(page);
  await page.goto('/nl/hou-me-op-de-hoogte');
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(startOf(f.firstname)).fill('Noor');
  await page.getByRole('checkbox', { name: nl.Enums.status.TO_RENT, exact: true }).check();
  await page.getByLabel(startOf(f.priceMax)).fill('350000');
  await page.getByRole('button', { name: f.submit, exact: true }).click();

  await expect(page).toHaveURL(/\/nl\/formulier\/subscribe$/);
  await expect(page.getByText(f.errors.privacyRequired)).toBeVisible();
  await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(startOf(f.firstname))).toHaveValue('Noor');
  await expect(page.getByRole('checkbox', { name: nl.Enums.status.TO_RENT, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: nl.Enums.status.FOR_SALE, exact: true })).not.toBeChecked();
  await expect(page.getByLabel(startOf(f.priceMax))).toHaveValue('350000');

  await page.getByRole('checkbox', { name: startOf(f.privacy) }).check();
  await page.getByRole('button', { name: f.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/hou-me-op-de-hoogte\/succes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.SubscribeSuccess.title);
  await waitForMail(email);
  noDataInUrls(email, 'Noor');
});

test('a stay request: refused without guests, it comes back with the period and names kept; then requested', async ({ page, request }) => {
  const r = nl.Reservation;
  const api = await DemoApi.forHost(request);
  // A unit of its own, away from the other journeys' units.
  const unit = (await api.rentalUnits()).results.at(-6)!;
  const period = (await api.rentalPeriods(unit.id)).filter((p) => p.status === 'FREE').at(-1)!;
  const email = `stay.nojs.${Date.now()}@example.be`;
  const noDataInUrls = watchUrls(page);
  await page.goto(`/nl/vakantie/${unit.id}`);
  let form = page.getByRole('region', { name: r.heading });
  await form.getByLabel(r.period).selectOption(String(period.id));
  await form.getByLabel(r.firstname, { exact: true }).fill('Noor');
  await form.getByLabel(r.lastname, { exact: true }).fill('Wouters');
  await form.getByLabel(r.email, { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: startOf(r.privacy) }).check();
  await form.getByRole('button', { name: r.submit }).click();

  await expect(page).toHaveURL(/\/nl\/formulier\/reservation$/);
  form = page.getByRole('region', { name: r.heading });
  await expect(form.getByText(r.errors.guestsMin)).toBeVisible();
  await expect(form.getByLabel(r.period)).toHaveValue(String(period.id));
  await expect(form.getByLabel(r.lastname, { exact: true })).toHaveValue('Wouters');
  await expect(form.getByRole('checkbox', { name: startOf(r.privacy) })).toBeChecked();

  await form.getByLabel(r.guests).fill('2');
  await form.getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/nl\/formulier\/reservation\/verzonden$/);
  await expect(page.getByRole('status').filter({ hasText: nl.FormPage.reservationSent })).toBeVisible();
  await waitForMail(email);
  expect((await api.rentalPeriods(unit.id)).find((p) => p.id === period.id)?.status).not.toBe('FREE');
  noDataInUrls(email, 'Wouters');
});

const siteHeaders = (siteId: number) => ({ 'X-SITE': String(siteId), 'ACCEPT-LANGUAGE': 'nl', 'zabun-client': 'true' });

async function freeSlots(request: APIRequestContext, api: DemoApi, agendaId: number): Promise<AgendaSlot[]> {
  const response = await request.get(`/demo-api/sites/${api.site.id}/live-agenda/${agendaId}`, { headers: siteHeaders(api.site.id) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { slots: AgendaSlot[] }).slots;
}

async function listingWithAgenda(request: APIRequestContext, api: DemoApi): Promise<{ estate: EstateDetail; agendaId: number }> {
  const result = await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 100, offset: 0 });
  for (const summary of result.results.filter((e) => !e.general.project)) {
    const response = await request.get(`/demo-api/sites/${api.site.id}/estates/v2/${summary.general.id}`, { headers: siteHeaders(api.site.id) });
    const estate = (await response.json()) as EstateDetail;
    if (estate.agendaId !== null && (await freeSlots(request, api, estate.agendaId)).length >= 3) return { estate, agendaId: estate.agendaId };
  }
  throw new Error('no listing with a live agenda');
}

test('booking a visit: refused without a slot, it comes back with the details kept; booked, then cancelled by the mail link', async ({ page, request }) => {
  const a = nl.Appointment;
  const api = await DemoApi.forHost(request);
  const { estate, agendaId } = await listingWithAgenda(request, api);
  // The last free slot: the journeys with JavaScript book the first ones.
  const slot = (await freeSlots(request, api, agendaId)).at(-1)!;
  const email = `visit.nojs.${Date.now()}@example.be`;
  const noDataInUrls = watchUrls(page);
  await page.goto(`/nl/afspraak-maken/${agendaId}?estate=${estate.general.id}`);
  let form = page.getByRole('region', { name: a.heading });
  await form.getByLabel(a.name, { exact: true }).fill('Lotte Janssens');
  await form.getByLabel(a.email, { exact: true }).fill(email);
  await form.getByRole('checkbox', { name: startOf(a.privacy) }).check();
  await form.getByRole('button', { name: a.submit }).click();

  await expect(page).toHaveURL(/\/nl\/formulier\/appointment$/);
  form = page.getByRole('region', { name: a.heading });
  await expect(form.getByText(a.errors.slotRequired)).toBeVisible();
  await expect(form.getByLabel(a.name, { exact: true })).toHaveValue('Lotte Janssens');
  await expect(form.getByLabel(a.email, { exact: true })).toHaveValue(email);

  await form
    .getByRole('group', { name: slotDayLabel(dayInBelgium(slot.start), 'nl') })
    .getByRole('radio', { name: formatTimeInBelgium(slot.start) })
    .check();
  await form.getByRole('button', { name: a.submit }).click();
  await expect(page).toHaveURL(/\/nl\/afspraak-maken\/bevestigd\/[0-9a-f]{32}$/);
  const appointmentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await waitForMail(email);

  // Cancelling posts too, and the page then shows the appointment cancelled.
  await page.goto(`/nl/afspraak-annuleren/${appointmentId}`);
  await page.getByRole('button', { name: nl.CancelAppointment.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/nl/afspraak-annuleren/${appointmentId}$`));
  await expect(page.getByText(nl.CancelAppointment.alreadyCancelled)).toBeVisible();
  expect((await freeSlots(request, api, agendaId)).map((free) => free.id)).toContain(slot.id);
  noDataInUrls(email, 'Lotte');
  // Nothing left behind when the assertions above failed half-way.
  await request.delete(`/demo-api/sites/${api.site.id}/live-agenda/reservation/${appointmentId}`, { headers: adminHeaders(api.site.id) });
});

for (const locale of testLocales) {
  const noScript = messages[locale].NoScript;

  test(`the map view says it needs a script and links to the same search as a list (${locale})`, async ({ page }) => {
    await page.goto(`${localisedPath('/estates', locale)}?view=map&type=1`);
    // Playwright's text matching skips <noscript>: the note is read through its link.
    const asList = page.getByRole('link', { name: noScript.mapAsList });
    await expect(asList).toBeVisible();
    expect(await asList.evaluate((link) => link.parentElement?.textContent)).toContain(noScript.map);
    await expect(page.getByText(messages[locale].EstateMap.loading)).toBeHidden();
    await asList.click();
    await expect(page).toHaveURL(/[?&]type=1(&|$)/);
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test(`favourites say they live in the browser and need a script (${locale})`, async ({ page }) => {
    await page.goto(localisedPath('/favorites', locale));
    const browse = page.getByRole('main').getByRole('link', { name: messages[locale].Favourites.browseEstates });
    await expect(browse).toBeVisible();
    await expect(browse).toHaveAttribute('href', localisedPath('/estates', locale));
    expect(await browse.evaluate((link) => link.parentElement?.textContent)).toContain(noScript.favourites);
  });
}
