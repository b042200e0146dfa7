import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/notifications/price-drops/route';
import { readPriceWatchResult } from '@/lib/favourites/price-watch';
import { priceWatchRequestSchema } from '@/lib/site-api/schemas';
import { answer, status } from '../site-api/msw';
import { expectAnswer, expectNotLogged, formRouteTestSetup, poster } from '../forms/route-helpers';

vi.mock('@/lib/env', async (importOriginal) => (await import('../forms/captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

const logs = formRouteTestSetup();

const post = poster(POST, 'notifications/price-drops');
const form = { email: 'an.peeters@example.be', estateIds: [12, 34], privacy: true };
const receipt = { email: form.email, locale: 'fr', createdAt: '2026-07-01T10:00:00.000Z' };

describe('POST /{locale}/notifications/price-drops (mail me when my favourites get cheaper)', () => {
  it('passes the address, the favourites and the page language to the site API, and answers 201', async () => {
    const seen = answer('post', '/sites/1/subscriptions/price-drops', receipt, 201);
    await expectAnswer(await post(form, { locale: 'fr' }), 201, { ok: true });
    expect(seen).toHaveLength(1);
    expect(priceWatchRequestSchema.parse(JSON.parse(seen[0]!.body))).toEqual({ email: form.email, locale: 'fr', estateIds: [12, 34], privacy: true });
  });

  it('takes the ids as the hidden inputs of a browser hold them (digits), and refuses none, a repeat or no consent with the fields named', async () => {
    const seen = answer('post', '/sites/1/subscriptions/price-drops', receipt, 201);
    await expectAnswer(await post({ ...form, estateIds: ['12'] }), 201, { ok: true });
    expect(JSON.parse(seen[0]!.body).estateIds).toEqual([12]);
    await expectAnswer(await post({ ...form, estateIds: [] }), 400, { ok: false, error: 'invalid', fields: { estateIds: 'required' } });
    await expectAnswer(await post({ ...form, estateIds: [12, 12] }), 400, { ok: false, error: 'invalid', fields: { estateIds: 'invalid' } });
    await expectAnswer(await post({ ...form, privacy: false, email: 'nope' }), 400, { ok: false, error: 'invalid', fields: { email: 'email', privacy: 'privacyRequired' } });
    expect(seen).toHaveLength(1);
  });

  it.each([404, 405, 501])('says the agency does not offer it when the site API lacks the call (%i), and logs no visitor data', async (code) => {
    answer('post', '/sites/1/subscriptions/price-drops', status(code, '{"error":"NOT_FOUND","message":"No such call"}'));
    await expectAnswer(await post(form), 404, { ok: false, error: 'unsupported' });
    expectNotLogged(logs.lines, [form.email]);
  });

  it('answers notFound when none of the favourites is the agency\'s any more, and unavailable when the API fails', async () => {
    answer('post', '/sites/1/subscriptions/price-drops', { error: 'VALIDATION_FAILED', message: 'None', fields: { estateIds: 'Unknown' } }, 422);
    await expectAnswer(await post(form), 404, { ok: false, error: 'notFound' });
    answer('post', '/sites/1/subscriptions/price-drops', status(500));
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    expectNotLogged(logs.lines, [form.email]);
  });
});

describe('readPriceWatchResult (the browser reads the answer without zod)', () => {
  it('keeps what our route answers and reads anything else as unavailable', () => {
    expect(readPriceWatchResult({ ok: true })).toEqual({ ok: true });
    expect(readPriceWatchResult({ ok: false, error: 'unsupported' })).toEqual({ ok: false, error: 'unsupported' });
    expect(readPriceWatchResult({ ok: false, error: 'invalid', fields: { email: 'email', other: 'x' } })).toEqual({ ok: false, error: 'invalid', fields: { email: 'email' } });
    expect(readPriceWatchResult({ ok: false, error: 'boom' })).toEqual({ ok: false, error: 'unavailable' });
    expect(readPriceWatchResult('<html>')).toEqual({ ok: false, error: 'unavailable' });
  });
});
