import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/contact-form-handler/route';
import { contactLeadRequestSchema } from '@/lib/site-api/schemas';
import { BASE_URL } from '../site-api/fixtures';
import { answer, server } from '../site-api/msw';
import { captcha } from './captcha';
import { expectAnswer, expectNotLogged, poster, formRouteTestSetup } from './route-helpers';

vi.mock('@/lib/env', async (importOriginal) => (await import('./captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

const logs = formRouteTestSetup();

const LEADS = '/sites/1/leads/contact';
const lead = { id: 41, type: 'contact', createdAt: '2026-07-01T10:00:00.000Z' };
const post = poster(POST, 'contact-form-handler');

const form = {
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '',
  message: 'Is de tuin op het zuiden gericht?',
  options: ['visit', 'callback'],
  privacy: true,
  estateId: 5,
  rentalUnitId: null,
};

const expectNoVisitorDataLogged = () => expectNotLogged(logs.lines, [form.email, form.message, form.lastname]);

describe('POST /{locale}/contact-form-handler', () => {
  it('passes the form on to the site API with the language, the ticked options and empty texts as null, and answers 201', async () => {
    const seen = answer('post', LEADS, lead, 201);

    await expectAnswer(await post(form, { locale: 'fr' }), 201, { ok: true });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(contactLeadRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toEqual({
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.be',
      phone: null,
      message: 'Is de tuin op het zuiden gericht?',
      estateId: 5,
      rentalUnitId: null,
      options: ['visit', 'callback'],
      privacy: true,
      locale: 'fr',
    });
  });

  it('passes where the visitor first landed on to the site API with the lead', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const origin = { utmSource: 'newsletter', utmCampaign: 'lente-2026', referrerHost: 'mail.example.com', landingPath: '/nl/te-koop', landedOn: '2026-03-02' };

    await expectAnswer(await post({ ...form, origin }), 201, { ok: true });

    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ email: form.email, origin });
  });

  it('takes a lead whose origin is not right, sending it on without one', async () => {
    const seen = answer('post', LEADS, lead, 201);

    await expectAnswer(await post({ ...form, origin: { landingPath: 'https://elsewhere.example/', landedOn: 'yesterday' } }), 201, { ok: true });

    expect(JSON.parse(seen[0]?.body ?? '')).not.toHaveProperty('origin');
  });

  it('sends a question about a rental unit, or about nothing, with no options ticked', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, estateId: undefined, rentalUnitId: 21, options: [] }), 201, { ok: true });
    await expectAnswer(await post({ ...form, estateId: null, options: [] }), 201, { ok: true });
    const sent = seen.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(sent.map(({ estateId, rentalUnitId, options }) => ({ estateId, rentalUnitId, options }))).toEqual([
      { estateId: null, rentalUnitId: 21, options: [] },
      { estateId: null, rentalUnitId: null, options: [] },
    ]);
  });

  it('refuses invalid forms with 400 and their field errors, sending nothing on', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, email: 'an.peeters@', privacy: false, firstname: 'a'.repeat(101) }), 400, {
      ok: false,
      error: 'invalid',
      fields: { email: 'email', privacy: 'privacyRequired', firstname: 'tooLong' },
    });
    await expectAnswer(await post({ ...form, firstname: 'An\r\nBcc: spam@example.com', lastname: 'Peeters\n' }), 400, {
      ok: false,
      error: 'invalid',
      fields: { firstname: 'singleLine', lastname: 'singleLine' },
    });
    await expectAnswer(await post({ ...form, message: 'x'.repeat(4001) }), 400, { ok: false, error: 'invalid', fields: { message: 'tooLong' } });
    await expectAnswer(await post({ ...form, firstname: 5, options: ['visit', 'visit'] }), 400, {
      ok: false,
      error: 'invalid',
      fields: { firstname: 'required', options: 'invalid' },
    });
    await expectAnswer(await post({ ...form, estateId: 'five' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, rentalUnitId: 21 }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, siteId: 2 }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post([form]), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 400, and one over 20 KB with 413', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post('{ "firstname": "An"'), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post('firstname=An', { contentType: 'text/plain' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, message: 'x'.repeat(25_000) }), 413, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('answers a burst with 429 and Retry-After once five forms came from one address within a minute', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const from = (ip: string) => ({ headers: { 'x-socket-address': ip } });
    for (let i = 0; i < 5; i += 1) expect((await post(form, from('203.0.113.7'))).status).toBe(201);

    const refused = await post(form, from('203.0.113.7'));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await expectAnswer(refused, 429, { ok: false, error: 'rateLimited' });
    expect(seen).toHaveLength(5);

    // Another visitor is not held up.
    expect((await post(form, from('198.51.100.2'))).status).toBe(201);
  });

  it('tells a robot that filled the honeypot that it worked, sends nothing on and logs one line without its data', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, website: 'https://spam.example' }), 201, { ok: true });
    // Even an otherwise invalid body learns nothing.
    await expectAnswer(await post({ website: 'https://spam.example', anything: true }), 201, { ok: true });
    expect(seen).toHaveLength(0);
    expect(logs.lines).toHaveLength(2);
    for (const line of logs.lines) expect(line).toMatchObject({ level: 'warn', topic: 'form', form: 'contact', refusal: 'honeypot' });
    expectNotLogged(logs.lines, ['spam.example']);
  });

  it('passes an empty honeypot on as a person', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, website: '' }), 201, { ok: true });
    expect(seen).toHaveLength(1);
  });

  it('answers an estate the site API does not know with 404', async () => {
    answer('post', LEADS, { error: 'VALIDATION_FAILED', message: 'Unknown estate', fields: { estateId: 'Unknown estate' } }, 422);
    await expectAnswer(await post(form), 404, { ok: false, error: 'notFound' });
  });

  it('puts a field the site API refused on that field', async () => {
    answer('post', LEADS, { error: 'VALIDATION_FAILED', message: 'Refused', fields: { email: 'Undeliverable address' } }, 422);
    await expectAnswer(await post(form), 422, { ok: false, error: 'invalid', fields: { email: 'invalid' } });
  });

  it('answers a failing, unreachable or slow site API with 502, logging without the visitor data', async () => {
    answer('post', LEADS, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500);
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });

    server.use(http.post(`${BASE_URL}${LEADS}`, () => HttpResponse.error()));
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });

    server.use(
      http.post(`${BASE_URL}${LEADS}`, async () => {
        await delay(2000);
        return HttpResponse.json(lead, { status: 201 });
      }),
    );
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    expect(logs.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^\[site-api\] site 1: POST \/sites\/1\/leads\/contact failed: 500 .*contact form: passing it on failed/),
      expect.stringMatching(/POST \/sites\/1\/leads\/contact failed: .*contact form: passing it on failed/),
      expect.stringMatching(/POST \/sites\/1\/leads\/contact failed: no answer within 300 ms; contact form: passing it on failed/),
    ]);
    expectNoVisitorDataLogged();
  });

  it('answers 404 for a language the site does not have', async () => {
    await expectAnswer(await post(form, { locale: 'es' }), 404, { ok: false, error: 'notFound' });
  });

  describe('with reCAPTCHA configured', () => {
    const VERIFY_URL = 'http://recaptcha.test/siteverify';
    beforeEach(() => {
      captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: VERIFY_URL, minScore: 0.5 };
    });
    const verdict = (body: Record<string, unknown>) =>
      server.use(http.post(VERIFY_URL, () => HttpResponse.json({ challenge_ts: new Date().toISOString(), hostname: 'localhost', ...body })));

    it('passes a form on whose token is a human one for the contact action', async () => {
      verdict({ success: true, score: 0.9, action: 'contact' });
      const seen = answer('post', LEADS, lead, 201);
      await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 201, { ok: true });
      expect(seen).toHaveLength(1);
      // The token is ours to check, not the site API's.
      expect(JSON.parse(seen[0]?.body ?? '')).not.toHaveProperty('g-recaptcha-response');
    });

    it('refuses a form without a token, or with a refused one, with 400 captcha, sending nothing on', async () => {
      const seen = answer('post', LEADS, lead, 201);
      await expectAnswer(await post(form), 400, { ok: false, error: 'captcha' });
      verdict({ success: true, score: 0.1, action: 'contact' });
      await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 400, { ok: false, error: 'captcha' });
      verdict({ success: true, score: 0.9, action: 'send_to_friend' });
      await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 400, { ok: false, error: 'captcha' });
      // A human token, but solved on another site.
      verdict({ success: true, score: 0.9, action: 'contact', hostname: 'evil.example' });
      await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 400, { ok: false, error: 'captcha' });
      expect(seen).toHaveLength(0);
    });

    it('answers 503 when the verify service is down, so that the visitor can try again', async () => {
      const seen = answer('post', LEADS, lead, 201);
      server.use(http.post(VERIFY_URL, () => new HttpResponse(null, { status: 500 })));
      await expectAnswer(await post({ ...form, 'g-recaptcha-response': 'token' }), 503, { ok: false, error: 'unavailable' });
      expect(seen).toHaveLength(0);
    });
  });
});
