import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { slotDayLabel } from '@/lib/appointments/slots';
import { icsDateTime } from '@/lib/appointments/ics';
import { dayInBelgium, formatTimeInBelgium } from '@/lib/rules/dates';
import type { AgendaSlot, EstateDetail } from '@/lib/site-api/schemas';
import { DemoApi } from './support/demo-api';
import { waitForMail } from './support/mailbox';
import { messages, type TestLocale } from './support/messages';
import { adminHeaders } from './support/admin';
import { startOf } from './support/contact-form';

// The journeys book the first free slot of one agenda: run them one after the other, never side by side.
test.describe.configure({ mode: 'default' });

const detailBase = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
const bookingBase = { nl: 'afspraak-maken', fr: 'prendre-rendez-vous', en: 'book-appointment', de: 'termin-vereinbaren' } as const;
const confirmedSegment = { nl: 'bevestigd', fr: 'confirme', en: 'confirmed', de: 'bestaetigt' } as const;
const cancelBase = { nl: 'afspraak-annuleren', fr: 'annuler-rendez-vous', en: 'cancel-appointment', de: 'termin-absagen' } as const;

const headers = (siteId: number, locale = 'nl') => ({ 'X-SITE': String(siteId), 'ACCEPT-LANGUAGE': locale, 'zabun-client': 'true' });

async function freeSlots(request: APIRequestContext, api: DemoApi, agendaId: number): Promise<AgendaSlot[]> {
  const response = await request.get(`/demo-api/sites/${api.site.id}/live-agenda/${agendaId}`, { headers: headers(api.site.id) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { slots: AgendaSlot[] }).slots;
}

/**
 * A listing of the site with a live agenda that has free slots: the site's own agenda (501 on the first
 * demo site) when a listing uses it, else any listing's.
 */
async function listingWithAgenda(request: APIRequestContext, api: DemoApi): Promise<{ estate: EstateDetail; agendaId: number }> {
  const result = await api.search({ filter: { query: { terms: { status: ['FOR_SALE'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 100, offset: 0 });
  const found: Array<{ estate: EstateDetail; agendaId: number }> = [];
  for (const summary of result.results.filter((e) => !e.general.project)) {
    const response = await request.get(`/demo-api/sites/${api.site.id}/estates/v2/${summary.general.id}`, { headers: headers(api.site.id) });
    const estate = (await response.json()) as EstateDetail;
    if (estate.agendaId === null || (await freeSlots(request, api, estate.agendaId)).length < 3) continue;
    if (estate.agendaId === api.site.agendaId) return { estate, agendaId: estate.agendaId };
    found.push({ estate, agendaId: estate.agendaId });
  }
  if (!found[0]) throw new Error('no listing with a live agenda');
  return found[0];
}

/** Cancels an appointment straight in the demo API, so a run leaves the slots it took free again. */
async function cancelInApi(request: APIRequestContext, api: DemoApi, appointmentId: string) {
  const response = await request.delete(`/demo-api/sites/${api.site.id}/live-agenda/reservation/${appointmentId}`, { headers: adminHeaders(api.site.id) });
  expect(response.status()).toBe(204);
}

/** The slot's radio button: named by its Belgian time, in the group of its day. */
const slotRadio = (page: Page, slot: AgendaSlot, locale: TestLocale) =>
  page.getByRole('group', { name: slotDayLabel(dayInBelgium(slot.start), locale) }).getByRole('radio', { name: formatTimeInBelgium(slot.start) });

async function fillDetails(page: Page, locale: TestLocale, email: string) {
  const a = messages[locale].Appointment;
  const form = page.getByRole('region', { name: a.heading });
  await form.getByLabel(a.name, { exact: true }).fill('Lotte Janssens');
  await form.getByLabel(a.email, { exact: true }).fill(email);
  await form.getByLabel(startOf(a.phone)).fill('0470 12 34 56');
  await form.getByRole('checkbox', { name: startOf(a.privacy) }).check();
  return form;
}

/** From the listing's page to its booking page, by the "book a visit" link. */
async function openBooking(page: Page, locale: TestLocale, estateId: number, agendaId: number) {
  await page.goto(`/${locale}/${detailBase[locale]}/${estateId}`);
  await page.getByRole('link', { name: messages[locale].Appointment.bookVisit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/${bookingBase[locale]}/${agendaId}\\?estate=${estateId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].Appointment.title);
}

test('book a visit in Dutch, add it to a calendar, get the mail, cancel it by its link', async ({ page, request }) => {
  const a = messages.nl.Appointment;
  const c = messages.nl.CancelAppointment;
  const api = await DemoApi.forHost(request);
  const { estate, agendaId } = await listingWithAgenda(request, api);
  const [first] = await freeSlots(request, api, agendaId);
  if (!first) throw new Error('no free slot');
  const time = formatTimeInBelgium(first.start);
  const email = `afspraak.nl.${Date.now()}@example.be`;

  await openBooking(page, 'nl', estate.general.id, agendaId);
  // The visit is about the listing, which the page names and links back to.
  await expect(page.getByRole('link', { name: estate.general.title.nl ?? '' }).first()).toBeVisible();
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(time);
  await slotRadio(page, first, 'nl').check();
  const form = await fillDetails(page, 'nl', email);
  await form.getByRole('button', { name: a.submit }).click();

  await expect(page).toHaveURL(/\/nl\/afspraak-maken\/bevestigd\/[0-9a-f]{32}$/);
  const appointmentId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.confirmed.title);
  await expect(page.getByText(slotDayLabel(dayInBelgium(first.start), 'nl'))).toBeVisible();
  await expect(page.getByText(`${time} – ${formatTimeInBelgium(first.end)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: estate.general.title.nl ?? '' })).toBeVisible();

  // "Add to my calendar" is an .ics file.
  const calendarLink = page.getByRole('link', { name: a.confirmed.addToCalendar });
  const calendarHref = (await calendarLink.getAttribute('href'))!;
  expect(calendarHref).toBe(`/nl/appointment-calendar/${appointmentId}`);
  const ics = await request.get(calendarHref);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(ics.headers()['content-disposition']).toBe('attachment; filename="afspraak.ics"');
  const calendar = await ics.text();
  expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(calendar).toContain(`\r\nDTSTART:${icsDateTime(new Date(first.start))}\r\n`);
  expect(calendar).toContain(`\r\nUID:${appointmentId}@localhost\r\n`);
  // The visit is at the listing: its address when the agency shows it, else the office.
  const street = estate.address.visible ? estate.address.street.nl : null;
  const place = street ? `${street} ${estate.address.number ?? ''}`.trim() : api.site.contact.street;
  expect(calendar.replace(/\r\n /g, '')).toMatch(new RegExp(`\r\nLOCATION:${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  // The agency hears of it, with the visitor as Reply-To.
  const agencyMail = await waitForMail(api.site.contact.email, (m) => m.text.includes(email) && m.subject.startsWith('Nieuwe afspraak'));
  expect(agencyMail.replyTo).toBe(email);

  // The confirmation mail holds the cancel link.
  const mail = await waitForMail(email);
  const cancelLink = mail.text.match(/https?:\/\/[^\s/]+\/nl\/afspraak-annuleren\/[0-9a-f]{32}/)?.[0];
  expect(cancelLink).toBeDefined();
  expect(cancelLink!.endsWith(`/${appointmentId}`)).toBe(true);

  // Opening the link changes nothing; the button cancels.
  await page.goto(cancelLink!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
  await expect(page.getByText(`${time} – ${formatTimeInBelgium(first.end)}`)).toBeVisible();
  await expect(page.getByText('Lotte Janssens')).toBeVisible();
  expect((await freeSlots(request, api, agendaId)).map((slot) => slot.id)).not.toContain(first.id);
  await page.getByRole('button', { name: c.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: c.cancelled })).toBeVisible();
  await expect(page.getByRole('button', { name: c.confirm })).toHaveCount(0);

  // Again: still cancelled, no error, nothing to press.
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: c.alreadyCancelled })).toBeVisible();
  await expect(page.getByRole('button', { name: c.confirm })).toHaveCount(0);
  // (Next's route announcer, an alert too, sits outside the main content.)
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // Both the visitor and the agency are told of the cancellation, once.
  const cancelledMail = await waitForMail(email, (m) => m.subject.includes('geannuleerd'));
  expect(cancelledMail.html).toContain('/nl/afspraak-maken/');
  await waitForMail(api.site.contact.email, (m) => m.text.includes(email) && m.subject.startsWith('Afspraak geannuleerd'));

  // The slot is free again, and a cancelled appointment has no calendar file.
  expect((await freeSlots(request, api, agendaId)).map((slot) => slot.id)).toContain(first.id);
  expect((await request.get(calendarHref)).status()).toBe(404);
});

test('a made-up appointment id gives the localised 404 section on the cancel and confirmation pages', async ({ page, request }) => {
  // Pages rendered for one visitor: the section, noindex, never kept; they cannot set their own status
  // (docs/decisions/0001-the-edge.md).
  const madeUp = 'f'.repeat(32);
  for (const locale of ['nl', 'fr'] as const) {
    for (const path of [`/${locale}/${cancelBase[locale]}/${madeUp}`, `/${locale}/${bookingBase[locale]}/${confirmedSegment[locale]}/${madeUp}`]) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'], path).toContain('no-store');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(messages[locale].NotFound.title);
    }
  }
  expect((await request.get(`/nl/appointment-calendar/${madeUp}`)).status()).toBe(404);
  await page.goto('/nl/afspraak-maken/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.nl.NotFound.title);
});

const visitorSubject = { fr: 'Votre rendez-vous chez', en: 'Your appointment with', de: 'Ihr Termin bei' } as const;

for (const locale of ['fr', 'en', 'de'] as const) {
  test(`book a visit in ${locale}: from the listing to the confirmation, mailed to the visitor in ${locale} and to the agency`, async ({ page, request }) => {
    const a = messages[locale].Appointment;
    const api = await DemoApi.forHost(request);
    const { estate, agendaId } = await listingWithAgenda(request, api);
    const [first] = await freeSlots(request, api, agendaId);
    if (!first) throw new Error('no free slot');
    const email = `rendez-vous.${locale}.${Date.now()}@example.be`;

    await openBooking(page, locale, estate.general.id, agendaId);
    await expect(page.getByRole('radio').first()).toHaveAccessibleName(formatTimeInBelgium(first.start));
    await slotRadio(page, first, locale).check();
    const form = await fillDetails(page, locale, email);
    await form.getByRole('button', { name: a.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/${bookingBase[locale]}/${confirmedSegment[locale]}/[0-9a-f]{32}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.confirmed.title);
    await expect(page.getByText(slotDayLabel(dayInBelgium(first.start), locale))).toBeVisible();
    await expect(page.getByText(`${formatTimeInBelgium(first.start)} – ${formatTimeInBelgium(first.end)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: a.confirmed.cancel })).toHaveAttribute('href', new RegExp(`/${locale}/${cancelBase[locale]}/[0-9a-f]{32}$`));
    await expect(page.getByRole('link', { name: a.confirmed.addToCalendar })).toHaveAttribute('href', new RegExp(`/${locale}/appointment-calendar/[0-9a-f]{32}$`));

    // The visitor's confirmation in the page's language; the agency's notice with the visitor as Reply-To.
    const confirmation = await waitForMail(email);
    expect(confirmation.subject.startsWith(visitorSubject[locale])).toBe(true);
    expect(confirmation.html).toContain(`lang="${locale}"`);
    const notice = await waitForMail(api.site.contact.email, (m) => m.text.includes(email));
    expect(notice.replyTo).toBe(email);

    await cancelInApi(request, api, page.url().split('/').pop()!);
  });
}

test('a slot booked by someone else meanwhile: "just taken", the slots left, and everything typed kept', async ({ page, request }) => {
  const a = messages.nl.Appointment;
  const api = await DemoApi.forHost(request);
  const { estate, agendaId } = await listingWithAgenda(request, api);
  const [first, second] = await freeSlots(request, api, agendaId);
  if (!first || !second) throw new Error('too few free slots');
  const email = `afspraak.bezet.${Date.now()}@example.be`;

  await page.goto(`/nl/${bookingBase.nl}/${agendaId}?estate=${estate.general.id}`);
  await slotRadio(page, first, 'nl').check();
  const form = await fillDetails(page, 'nl', email);

  // Another visitor books the same slot while this page is open.
  const other = await request.post(`/demo-api/sites/${api.site.id}/live-agenda/reservation`, {
    headers: adminHeaders(api.site.id),
    data: { agendaId, slotId: first.id, estateId: null, name: 'Other Visitor', email: 'other@example.be', phone: null, locale: 'nl' },
  });
  expect(other.status()).toBe(201);
  const otherId = ((await other.json()) as { id: string }).id;

  await form.getByRole('button', { name: a.submit }).click();
  await expect(form.getByText(a.errors.slotTaken)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: a.failure.slotTaken })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/nl/${bookingBase.nl}/${agendaId}\\?estate=${estate.general.id}$`));
  // The taken slot is gone from the choice, the next one is offered, nothing is chosen.
  await expect(slotRadio(page, first, 'nl')).toHaveCount(0);
  await expect(slotRadio(page, second, 'nl')).not.toBeChecked();
  await expect(form.getByLabel(a.name, { exact: true })).toHaveValue('Lotte Janssens');
  await expect(form.getByLabel(a.email, { exact: true })).toHaveValue(email);
  await expect(form.getByLabel(startOf(a.phone))).toHaveValue('0470 12 34 56');
  await expect(form.getByRole('checkbox', { name: startOf(a.privacy) })).toBeChecked();

  // Another slot, nothing typed again.
  await slotRadio(page, second, 'nl').check();
  await form.getByRole('button', { name: a.submit }).click();
  await expect(page).toHaveURL(/\/nl\/afspraak-maken\/bevestigd\/[0-9a-f]{32}$/);
  await expect(page.getByText(`${formatTimeInBelgium(second.start)} – ${formatTimeInBelgium(second.end)}`)).toBeVisible();

  await cancelInApi(request, api, page.url().split('/').pop()!);
  await cancelInApi(request, api, otherId);
});

test('a visitor who accepts cookies and lands from a campaign is credited to it in the agency notice of the visit they book', async ({ page, request }) => {
  const api = await DemoApi.forHost(request);
  const { estate, agendaId } = await listingWithAgenda(request, api);
  const [first] = await freeSlots(request, api, agendaId);
  if (!first) throw new Error('no free slot');
  const campaign = `kijkdag-${Date.now()}`;
  const email = `afspraak.herkomst.${Date.now()}@example.be`;

  // A campaign links to the listing's own address, as the agency copies it from the address bar.
  await page.goto(`/nl/${detailBase.nl}/${estate.general.id}`);
  await page.goto(`${new URL(page.url()).pathname}?utm_source=facebook&utm_medium=social&utm_campaign=${campaign}`);
  await page.getByRole('button', { name: messages.nl.Consent.accept }).click();
  await expect(page.getByRole('button', { name: messages.nl.Consent.accept })).toHaveCount(0);
  await page.getByRole('link', { name: messages.nl.Appointment.bookVisit }).click();
  await slotRadio(page, first, 'nl').check();
  const form = await fillDetails(page, 'nl', email);
  await form.getByRole('button', { name: messages.nl.Appointment.submit }).click();
  await expect(page).toHaveURL(/\/nl\/afspraak-maken\/bevestigd\/[0-9a-f]{32}$/);
  const appointmentId = page.url().split('/').pop()!;

  const notice = await waitForMail(api.site.contact.email, (m) => m.text.includes(email) && m.subject.startsWith('Nieuwe afspraak'));
  expect(notice.text).toContain('Waar deze aanvraag vandaan komt');
  expect(notice.text).toContain(`Campagne: ${campaign}`);
  expect(notice.text).toContain('Bron: facebook');
  expect(notice.text).toContain(`Eerste pagina: /nl/${detailBase.nl}/${estate.general.id}`);
  // The visitor's own confirmation says nothing of it.
  expect((await waitForMail(email)).text).not.toContain(campaign);

  await cancelInApi(request, api, appointmentId);
});
