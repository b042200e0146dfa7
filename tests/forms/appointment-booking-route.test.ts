import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/appointment-booking/route';
import { appointmentRequestSchema } from '@/lib/site-api/schemas';
import { agenda, appointment, APPOINTMENT_ID, BASE_URL } from '../site-api/fixtures';
import { answer, server } from '../site-api/msw';
import { captcha } from './captcha';
import { expectAnswer, expectNotLogged, poster, formRouteTestSetup } from './route-helpers';

vi.mock('@/lib/env', async (importOriginal) => (await import('./captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

const logs = formRouteTestSetup();

const BOOK = '/sites/1/live-agenda/reservation';
const AGENDA = '/sites/1/live-agenda/3';
const post = poster(POST, 'appointment-booking');

const form = {
  agendaId: 3,
  estateId: 5,
  slotId: 11,
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: '',
  privacy: true,
};

const slotsLeft = [
  { id: 12, start: '2025-03-10T09:30:00.000Z', end: '2025-03-10T10:00:00.000Z' },
  { id: 13, start: '2025-03-10T10:00:00.000Z', end: '2025-03-10T10:30:00.000Z' },
];

const expectNoVisitorDataLogged = () => expectNotLogged(logs.lines, [form.email, form.name]);

describe('POST /{locale}/appointment-booking', () => {
  it('books the slot in the site API with the language and answers 201 with the appointment id', async () => {
    const seen = answer('post', BOOK, appointment, 201);

    await expectAnswer(await post(form, { locale: 'fr' }), 201, { ok: true, appointment: { id: APPOINTMENT_ID } });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(appointmentRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toEqual({
      agendaId: 3,
      slotId: 11,
      estateId: 5,
      name: 'An Peeters',
      email: 'an.peeters@example.be',
      phone: null,
      locale: 'fr',
    });
  });

  it('passes where the visitor first landed on with the booking, and drops an origin that is not right', async () => {
    const seen = answer('post', BOOK, appointment, 201);
    const origin = { utmSource: 'facebook', utmCampaign: 'kijkdag', fbclid: 'IwAR0', referrerHost: 'm.facebook.com', landingPath: '/nl/aanbod/5', landedOn: '2026-03-02' };

    await expectAnswer(await post({ ...form, origin }), 201, { ok: true, appointment: { id: APPOINTMENT_ID } });
    await expectAnswer(await post({ ...form, origin: { landingPath: '/nl', landedOn: '2026-03-02', utmSource: 'a\nb' } }), 201, { ok: true, appointment: { id: APPOINTMENT_ID } });

    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ email: form.email, origin });
    expect(JSON.parse(seen[1]?.body ?? '')).not.toHaveProperty('origin');
  });

  it('books an appointment about no listing', async () => {
    const seen = answer('post', BOOK, { ...appointment, estateId: null }, 201);
    await expectAnswer(await post({ ...form, estateId: undefined, phone: '+32 470 12 34 56' }), 201, { ok: true, appointment: { id: APPOINTMENT_ID } });
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ estateId: null, phone: '+32 470 12 34 56' });
  });

  it('answers a slot taken meanwhile with 409 slotTaken and the slots the site API says are left', async () => {
    const seen = answer('post', BOOK, { error: 'SLOT_TAKEN', message: 'This slot has just been booked by someone else', slots: slotsLeft }, 409);

    await expectAnswer(await post(form), 409, { ok: false, error: 'slotTaken', fields: { slotId: 'slotTaken' }, slots: slotsLeft });
    // One attempt, nothing retried, nothing else asked.
    expect(seen).toHaveLength(1);
    expectNoVisitorDataLogged();
  });

  it('reads the agenda again when the 409 lists more slots than its excerpt holds', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: 100 + i,
      start: new Date(Date.UTC(2025, 2, 10, 9, 30 * i)).toISOString(),
      end: new Date(Date.UTC(2025, 2, 10, 10, 30 * i)).toISOString(),
    }));
    answer('post', BOOK, { error: 'SLOT_TAKEN', message: 'This slot has just been booked by someone else', slots: many }, 409);
    const reread = answer('get', AGENDA, { ...agenda, slots: many });

    await expectAnswer(await post(form), 409, { ok: false, error: 'slotTaken', fields: { slotId: 'slotTaken' }, slots: many });
    expect(reread).toHaveLength(1);
  });

  it('answers 409 without slots when even the agenda cannot be read, so the form keeps its own list', async () => {
    answer('post', BOOK, { error: 'SLOT_TAKEN', message: 'x'.repeat(600), slots: [] }, 409);
    answer('get', AGENDA, { error: 'INTERNAL_ERROR', message: 'Boom' }, 500);
    await expectAnswer(await post(form), 409, { ok: false, error: 'slotTaken', fields: { slotId: 'slotTaken' } });
  });

  it('answers a slot that has begun with 422 slotPast and the slots free now', async () => {
    answer('post', BOOK, { error: 'SLOT_IN_PAST', message: 'This slot has already begun', fields: { slotId: 'Slot in the past' } }, 422);
    answer('get', AGENDA, { ...agenda, slots: slotsLeft });
    await expectAnswer(await post(form), 422, { ok: false, error: 'slotPast', fields: { slotId: 'slotPast' }, slots: slotsLeft });
  });

  it('answers an unknown agenda or slot, or a listing not of this site, with 404 notFound', async () => {
    answer('post', BOOK, { error: 'NOT_FOUND', message: 'Slot not found' }, 404);
    await expectAnswer(await post(form), 404, { ok: false, error: 'notFound' });
    answer('post', BOOK, { error: 'VALIDATION_FAILED', message: 'Unknown estate', fields: { estateId: 'Unknown estate' } }, 422);
    await expectAnswer(await post(form), 404, { ok: false, error: 'notFound' });
  });

  it('refuses invalid bodies with 400 and their field errors, sending nothing on', async () => {
    const seen = answer('post', BOOK, appointment, 201);
    await expectAnswer(await post({ ...form, email: 'an@', privacy: false, slotId: null }), 400, {
      ok: false,
      error: 'invalid',
      fields: { email: 'email', privacy: 'privacyRequired', slotId: 'slotRequired' },
    });
    await expectAnswer(await post({ ...form, name: 'An\r\nBcc: spam@example.com' }), 400, { ok: false, error: 'invalid', fields: { name: 'singleLine' } });
    await expectAnswer(await post({ ...form, name: 'x'.repeat(121) }), 400, { ok: false, error: 'invalid', fields: { name: 'tooLong' } });
    await expectAnswer(await post({ ...form, locale: 'fr' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, agendaId: 'drie' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post('{ "name": "An"'), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post([form]), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('tells a robot that filled the honeypot that it booked, and books nothing', async () => {
    const seen = answer('post', BOOK, appointment, 201);
    const response = await post({ ...form, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, appointment: { id: '0'.repeat(32) } });
    expect(seen).toHaveLength(0);
  });

  it('answers a failing site API with 502 unavailable, logging without the visitor data', async () => {
    answer('post', BOOK, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500);
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    server.use(http.post(`${BASE_URL}${BOOK}`, () => HttpResponse.error()));
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    expectNoVisitorDataLogged();
  });

  it('answers 404 for a language the site does not have', async () => {
    await expectAnswer(await post(form, { locale: 'es' }), 404, { ok: false, error: 'notFound' });
  });

  it('asks for a reCAPTCHA token for the appointment action when reCAPTCHA is configured', async () => {
    const VERIFY_URL = 'http://recaptcha.test/siteverify';
    captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: VERIFY_URL, minScore: 0.5 };
    const seen = answer('post', BOOK, appointment, 201);
    await expectAnswer(await post(form), 400, { ok: false, error: 'captcha' });
    server.use(http.post(VERIFY_URL, () => HttpResponse.json({ success: true, score: 0.9, action: 'appointment', challenge_ts: new Date().toISOString(), hostname: 'localhost' })));
    await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 201, { ok: true, appointment: { id: APPOINTMENT_ID } });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]?.body ?? '')).not.toHaveProperty('g-recaptcha-response');
  });
});
