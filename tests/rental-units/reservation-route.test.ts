import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/rental-reservation/route';
import { rentalReservationRequestSchema } from '@/lib/site-api/schemas';
import { BASE_URL } from '../site-api/fixtures';
import { answer, server } from '../site-api/msw';
import { expectAnswer, expectNotLogged, formRouteTestSetup, poster } from '../forms/route-helpers';

// Outside a Next request there is no cache to expire; the calls are what the tests check.
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const logs = formRouteTestSetup();
beforeEach(() => {
  revalidateTag.mockReset();
});

const RESERVATION = '/sites/1/rental-units/reservation';

const form = {
  rentalUnitId: 7,
  periodId: 12,
  guests: 4,
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '',
  message: 'Wij komen met twee honden.',
  privacy: true,
};

const post = poster(POST, 'rental-reservation');

const expectNoVisitorDataLogged = () => expectNotLogged(logs.lines, [form.email, form.message]);

describe('POST /{locale}/rental-reservation', () => {
  it('passes the request on with the language and empty texts as null, and answers 201 with the reservation', async () => {
    const seen = answer('post', RESERVATION, { id: 31, status: 'CONFIRMED', createdAt: '2026-07-01T10:00:00.000Z' }, 201);

    await expectAnswer(await post(form, { locale: 'fr' }), 201, { ok: true, reservation: { id: 31, status: 'CONFIRMED' } });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    const sent = rentalReservationRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''));
    expect(sent).toEqual({
      rentalUnitId: 7,
      periodId: 12,
      guests: 4,
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.be',
      phone: null,
      message: 'Wij komen met twee honden.',
      locale: 'fr',
    });
  });

  it('passes where the visitor first landed on with the request, and drops an origin that is not right', async () => {
    const seen = answer('post', RESERVATION, { id: 31, status: 'REQUESTED', createdAt: '2026-07-01T10:00:00.000Z' }, 201);
    const origin = { utmSource: 'google', utmMedium: 'cpc', gclid: 'Cj0KCQ', landingPath: '/nl/vakantie', landedOn: '2026-03-02' };

    await expectAnswer(await post({ ...form, origin }), 201, { ok: true, reservation: { id: 31, status: 'REQUESTED' } });
    await expectAnswer(await post({ ...form, origin: { landingPath: 'https://elsewhere.example/', landedOn: 'yesterday' } }), 201, { ok: true, reservation: { id: 31, status: 'REQUESTED' } });

    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ email: form.email, origin });
    expect(JSON.parse(seen[1]?.body ?? '')).not.toHaveProperty('origin');
  });

  it('expires the cached periods of the unit and the rental lists once a period is booked', async () => {
    answer('post', RESERVATION, { id: 31, status: 'CONFIRMED', createdAt: '2026-07-01T10:00:00.000Z' }, 201);
    await post(form);
    const tags = revalidateTag.mock.calls.map(([tag]) => tag);
    expect(tags).toEqual(expect.arrayContaining(['site-1-rental-unit-7', 'site-1-rental-units', 'site-1-rental-unit-filters']));
  });

  it('answers a taken period with 409 and the error on the period', async () => {
    answer('post', RESERVATION, { error: 'PERIOD_UNAVAILABLE', message: 'This period is no longer available' }, 409);
    await expectAnswer(await post(form), 409, { ok: false, error: 'periodUnavailable', fields: { periodId: 'periodUnavailable' } });
    // The page showed the period free from its cache: that copy is out of date.
    expect(revalidateTag).toHaveBeenCalledWith('site-1-rental-unit-7', { expire: 0 });
  });

  it('answers too many guests with 422 and the error on the guests', async () => {
    answer('post', RESERVATION, { error: 'VALIDATION_FAILED', message: 'This unit sleeps at most 4 guests', fields: { guests: 'At most 4 guests' } }, 422);
    await expectAnswer(await post({ ...form, guests: 9 }), 422, { ok: false, error: 'invalid', fields: { guests: 'guestsTooMany' } });
  });

  it('answers a period that has begun with 422 and the error on the period', async () => {
    answer('post', RESERVATION, { error: 'PERIOD_IN_PAST', message: 'This period has already started', fields: { periodId: 'Period in the past' } }, 422);
    await expectAnswer(await post(form), 422, { ok: false, error: 'invalid', fields: { periodId: 'periodPast' } });
  });

  it('answers an unknown unit or period with 404', async () => {
    answer('post', RESERVATION, { error: 'NOT_FOUND', message: 'Period not found' }, 404);
    await expectAnswer(await post(form), 404, { ok: false, error: 'notFound' });
  });

  it('answers a failing site API with 502, logging the failure without the visitor data', async () => {
    answer('post', RESERVATION, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500);
    const response = await post(form);
    await expectAnswer(response, 502, { ok: false, error: 'unavailable' });
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 'warn', failure: 'site-api', siteId: '1', status: 500, msg: expect.stringContaining('rental reservation for unit 7 answered 502') }),
    ]);
    expectNoVisitorDataLogged();
  });

  it('answers 502 when the site API is unreachable or too slow', async () => {
    server.use(http.post(`${BASE_URL}${RESERVATION}`, () => HttpResponse.error()));
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });

    server.use(
      http.post(`${BASE_URL}${RESERVATION}`, async () => {
        await delay(2000);
        return HttpResponse.json({ id: 1, status: 'CONFIRMED', createdAt: '2026-07-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    expectNoVisitorDataLogged();
  });

  it('refuses an invalid form with 400 and its field errors, without calling the site API', async () => {
    // msw fails the test on any request nobody expected.
    await expectAnswer(await post({ ...form, email: 'an.peeters@', privacy: false, guests: 0 }), 400, {
      ok: false,
      error: 'invalid',
      fields: { email: 'email', privacy: 'privacyRequired', guests: 'guestsMin' },
    });
    await expectAnswer(await post({ ...form, rentalUnitId: 'seven' }), 400, { ok: false, error: 'invalid' });
  });

  it('refuses a body that is not JSON, or too big', async () => {
    await expectAnswer(await post('{ "periodId": 12', {}), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post('periodId=12', { contentType: 'text/plain' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, message: 'x'.repeat(25_000) }), 413, { ok: false, error: 'invalid' });
  });

  it('answers 404 for a language the site does not have', async () => {
    await expectAnswer(await post(form, { locale: 'es' }), 404, { ok: false, error: 'notFound' });
  });
});
