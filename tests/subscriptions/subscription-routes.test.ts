import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POST as subscribe } from '@/app/[site]/[locale]/notifications/route';
import { POST as update } from '@/app/[site]/[locale]/notifications/[token]/route';
import { POST as unsubscribe } from '@/app/[site]/[locale]/notifications/[token]/unsubscribe/route';
import { subscriptionRequestSchema, subscriptionSchema, subscriptionUpdateSchema } from '@/lib/site-api/schemas';
import { answer, server, status, type Seen } from '../site-api/msw';
import { expectAnswer, expectNotLogged, formRouteTestSetup } from '../forms/route-helpers';
import { captcha } from '../forms/captcha';

vi.mock('@/lib/env', async (importOriginal) => (await import('../forms/captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

const logs = formRouteTestSetup();

type Handler<P> = (request: Request, context: { params: Promise<{ site: string; locale: string } & P> }) => Promise<Response>;

let visitor = 0;
/** A JSON POST to one of our routes, as Next calls it, each from an address of its own. */
function post<P extends Record<string, string>>(handler: Handler<P>, path: string, body: unknown, params: P, locale = 'nl') {
  visitor += 1;
  const request = new Request(`http://localhost/${locale}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-socket-address': `10.9.${(visitor >> 8) & 255}.${visitor & 255}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale, ...params }) });
}

const TOKEN = '0123456789abcdef0123456789abcdef';
const OTHER_TOKEN = 'fedcba9876543210fedcba9876543210';
const criteria = { statuses: ['FOR_SALE'], types: [1, 2], cities: [4000], priceMin: 150000, priceMax: null, bedroomsMin: 2 };
const form = { email: 'an.peeters@example.be', firstname: 'An', lastname: '', locale: 'fr', criteria, privacy: true };
const receipt = { email: form.email, locale: 'fr', createdAt: '2026-07-01T10:00:00.000Z' };
const subscription = subscriptionSchema.parse({
  token: TOKEN,
  email: form.email,
  firstname: 'An',
  lastname: null,
  locale: 'nl',
  criteria,
  createdAt: '2026-07-01T10:00:00.000Z',
  updatedAt: '2026-07-02T10:00:00.000Z',
});

const create = (body: unknown, locale = 'nl') => post(subscribe, 'notifications', body, {}, locale);
const save = (token: string, body: unknown) => post(update, `notifications/${token}`, body, { token });
const cancel = (token: string, body: unknown = {}) => post(unsubscribe, `notifications/${token}/unsubscribe`, body, { token });

const bodyOf = (seen: Seen[]) => JSON.parse(seen[0]?.body ?? '') as unknown;

describe('POST /{locale}/notifications (subscribe)', () => {
  it('passes the address, the mail language and the criteria on to the site API, and answers 201 without any token', async () => {
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    const response = await create(form, 'en');
    const text = await response.clone().text();
    await expectAnswer(response, 201, { ok: true });
    expect(text).not.toMatch(/token|[0-9a-f]{32}/i);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(subscriptionRequestSchema.parse(bodyOf(seen))).toEqual({
      email: 'an.peeters@example.be',
      firstname: 'An',
      lastname: null,
      // The language chosen for the mails, not the page's.
      locale: 'fr',
      criteria: { statuses: ['FOR_SALE'], types: [1, 2], cities: [4000], priceMin: 150000, priceMax: null, bedroomsMin: 2 },
      privacy: true,
    });
  });

  it('passes where the visitor first landed on with the subscription, and drops an origin that is not right', async () => {
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    const origin = { utmSource: 'newsletter', utmCampaign: 'lente-2026', referrerHost: 'mail.example.com', landingPath: '/fr/a-vendre', landedOn: '2026-03-02' };

    await expectAnswer(await create({ ...form, origin }), 201, { ok: true });
    await expectAnswer(await create({ ...form, origin: { landingPath: '/fr', landedOn: '2026-03-02', extra: 'x' } }), 201, { ok: true });

    expect(bodyOf(seen)).toMatchObject({ email: form.email, origin });
    expect(JSON.parse(seen[1]?.body ?? '')).not.toHaveProperty('origin');
  });

  it('takes ticked types as the checkbox values the browser holds (digits)', async () => {
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    await expectAnswer(await create({ ...form, criteria: { ...criteria, types: ['1', '10'] } }), 201, { ok: true });
    expect((bodyOf(seen) as { criteria: { types: unknown } }).criteria.types).toEqual([1, 10]);
  });

  it('refuses invalid forms with 400 and their field errors, sending nothing on', async () => {
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    await expectAnswer(await create({ ...form, privacy: false }), 400, { ok: false, error: 'invalid', fields: { privacy: 'privacyRequired' } });
    await expectAnswer(await create({ ...form, firstname: 'An\r\nBcc: spam@example.com' }), 400, {
      ok: false,
      error: 'invalid',
      fields: { firstname: 'singleLine' },
    });
    await expectAnswer(await create({ ...form, criteria: { ...criteria, priceMin: 500000, priceMax: 100000 } }), 400, {
      ok: false,
      error: 'invalid',
      fields: { 'criteria.priceMax': 'invalid' },
    });
    await expectAnswer(await create({ ...form, criteria: { ...criteria, statuses: ['SOLD'] } }), 400, {
      ok: false,
      error: 'invalid',
      fields: { 'criteria.statuses': 'invalid' },
    });
    await expectAnswer(await create({ ...form, siteId: 2 }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await create('{"email":'), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('tells a robot that filled the honeypot that it worked, and sends nothing on', async () => {
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    await expectAnswer(await create({ ...form, website: 'https://spam.example' }), 201, { ok: true });
    expect(seen).toHaveLength(0);
  });

  it('asks for a reCAPTCHA token for the subscribe action when reCAPTCHA is configured', async () => {
    captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: 'http://recaptcha.test/siteverify', minScore: 0.5 };
    const seen = answer('post', '/sites/1/subscriptions', receipt, 201);
    await expectAnswer(await create(form), 400, { ok: false, error: 'captcha' });
    server.use(http.post('http://recaptcha.test/siteverify', () => HttpResponse.json({ success: true, score: 0.9, action: 'subscribe', challenge_ts: new Date().toISOString(), hostname: 'localhost' })));
    await expectAnswer(await create({ ...form, 'g-recaptcha-response': 'token' }), 201, { ok: true });
    expect(seen).toHaveLength(1);
  });

  it('answers a failing site API with 502, logging nothing the visitor typed', async () => {
    answer('post', '/sites/1/subscriptions', { error: 'INTERNAL_ERROR', message: 'boom' }, 500);
    await expectAnswer(await create(form), 502, { ok: false, error: 'unavailable' });
    expectNotLogged(logs.lines, [form.email]);
  });
});

describe('POST /{locale}/notifications/{token} (edit)', () => {
  it('replaces the language and the criteria of the subscription the token names', async () => {
    const seen = answer('put', `/sites/1/subscriptions/${TOKEN}`, { ...subscription, locale: 'de' });
    await expectAnswer(await save(TOKEN, { locale: 'de', criteria: { ...criteria, bedroomsMin: 3 } }), 200, { ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('PUT');
    expect(subscriptionUpdateSchema.parse(bodyOf(seen))).toEqual({ locale: 'de', criteria: { ...criteria, bedroomsMin: 3 } });
  });

  it('answers an unknown or cancelled token with 404', async () => {
    answer('put', `/sites/1/subscriptions/${OTHER_TOKEN}`, { error: 'NOT_FOUND', message: 'Subscription not found' }, 404);
    await expectAnswer(await save(OTHER_TOKEN, { locale: 'nl', criteria }), 404, { ok: false, error: 'notFound' });
  });

  it('answers a malformed token with 404 without asking the site API', async () => {
    // Any call would be an unhandled request, which fails the test.
    for (const token of ['short', '../../sites/2/subscriptions/x', `${TOKEN}%2F..`, 'a'.repeat(129)]) {
      await expectAnswer(await save(token, { locale: 'nl', criteria }), 404, { ok: false, error: 'notFound' });
    }
  });

  it('refuses an invalid body with 400, sending nothing on, and never takes a new address', async () => {
    const seen = answer('put', `/sites/1/subscriptions/${TOKEN}`, subscription);
    await expectAnswer(await save(TOKEN, { locale: 'nl', criteria, email: 'someone.else@example.be' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await save(TOKEN, { locale: 'xx', criteria }), 400, { ok: false, error: 'invalid', fields: { locale: 'invalid' } });
    await expectAnswer(await save(TOKEN, { locale: 'nl', criteria: { ...criteria, priceMin: -5 } }), 400, {
      ok: false,
      error: 'invalid',
      fields: { 'criteria.priceMin': 'invalid' },
    });
    expect(seen).toHaveLength(0);
  });

  it('needs no reCAPTCHA token: the mailed token is the proof', async () => {
    captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: 'http://recaptcha.test/siteverify', minScore: 0.5 };
    const seen = answer('put', `/sites/1/subscriptions/${TOKEN}`, subscription);
    await expectAnswer(await save(TOKEN, { locale: 'nl', criteria }), 200, { ok: true });
    expect(seen).toHaveLength(1);
  });
});

describe('POST /{locale}/notifications/{token}/unsubscribe', () => {
  it('cancels the subscription the token names, and answers ok again on a second click', async () => {
    const seen = answer('delete', `/sites/1/subscriptions/${TOKEN}`, status(204));
    await expectAnswer(await cancel(TOKEN), 200, { ok: true });
    await expectAnswer(await cancel(TOKEN), 200, { ok: true });
    expect(seen.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
  });

  it('answers an unknown token with 404', async () => {
    answer('delete', `/sites/1/subscriptions/${OTHER_TOKEN}`, { error: 'NOT_FOUND', message: 'Subscription not found' }, 404);
    await expectAnswer(await cancel(OTHER_TOKEN), 404, { ok: false, error: 'notFound' });
  });

  it('answers a malformed token with 404 without asking the site API', async () => {
    await expectAnswer(await cancel('not-a-token'), 404, { ok: false, error: 'notFound' });
    await expectAnswer(await cancel('%2e%2e'), 404, { ok: false, error: 'notFound' });
  });

  it('refuses a body with anything in it, cancelling nothing', async () => {
    const seen = answer('delete', `/sites/1/subscriptions/${TOKEN}`, status(204));
    await expectAnswer(await cancel(TOKEN, { token: OTHER_TOKEN }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await cancel(TOKEN, 'unsubscribe'), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('answers a failing site API with 502, so the visitor can try again', async () => {
    answer('delete', `/sites/1/subscriptions/${TOKEN}`, status(503));
    await expectAnswer(await cancel(TOKEN), 502, { ok: false, error: 'unavailable' });
  });
});
