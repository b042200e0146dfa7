import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/send-to-a-friend/route';
import { sendToFriendRequestSchema } from '@/lib/site-api/schemas';
import { BASE_URL } from '../site-api/fixtures';
import { answer, server } from '../site-api/msw';
import { expectAnswer, expectNotLogged, poster, formRouteTestSetup } from './route-helpers';

// The site's own hostnames: absolute links are built on one of them, never on the raw Host header.
vi.mock('@/lib/tenancy/site-of', () => {
  const site = { id: 1, hostnames: ['www.immo-schelde.be', 'immo.localhost', 'www.agence-meuse.be'] };
  return { routeSiteId: async () => 1, routeSite: async () => site };
});
// The headers Next hands `headers()` for the request: requestOrigin() reads the host there.
const incoming = vi.hoisted(() => ({ headers: new Headers(), trustForwardedHost: false }));
vi.mock('next/headers', () => ({ headers: async () => incoming.headers }));
// TRUST_FORWARDED_HOST changes within a test, and env() reads the environment once.
vi.mock('@/lib/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/env')>()),
  trustForwardedHost: () => incoming.trustForwardedHost,
}));

const logs = formRouteTestSetup();
beforeEach(() => {
  incoming.trustForwardedHost = false;
  incoming.headers = new Headers({ host: 'immo.localhost:3000' });
});

const LEADS = '/sites/1/leads/send-to-a-friend';
const lead = { id: 42, type: 'send-to-a-friend', createdAt: '2026-07-01T10:00:00.000Z' };
const post = poster(POST, 'send-to-a-friend');

const form = {
  senderName: 'An Peeters',
  senderEmail: 'an.peeters@example.be',
  friendName: '',
  friendEmail: 'jan.janssens@example.be',
  message: 'Kijk eens, iets voor jullie?',
  estateId: 5,
  rentalUnitId: null,
  path: '/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen',
};

describe('POST /{locale}/send-to-a-friend', () => {
  it("passes the form on with the page's path on the request's own origin, and answers 201", async () => {
    const seen = answer('post', LEADS, lead, 201);

    await expectAnswer(await post(form), 201, { ok: true });

    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(sendToFriendRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toEqual({
      senderName: 'An Peeters',
      senderEmail: 'an.peeters@example.be',
      friendName: null,
      friendEmail: 'jan.janssens@example.be',
      message: 'Kijk eens, iets voor jullie?',
      estateId: 5,
      rentalUnitId: null,
      url: 'http://immo.localhost:3000/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen',
      locale: 'nl',
    });
  });

  it("builds the link on the agency's canonical host over https, whatever alias or forwarded host was asked", async () => {
    const seen = answer('post', LEADS, lead, 201);
    incoming.headers = new Headers({ host: 'www.immo-schelde.be', 'x-forwarded-host': 'evil.example' });
    await post({ ...form, estateId: null, rentalUnitId: 21, path: '/fr/vacances/21' }, { locale: 'fr' });

    incoming.trustForwardedHost = true;
    incoming.headers = new Headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'www.agence-meuse.be' });
    await post({ ...form, path: '/fr/offre/5' }, { locale: 'fr' });

    const urls = seen.map((request) => (JSON.parse(request.body) as { url: string }).url);
    expect(urls).toEqual(['https://www.immo-schelde.be/fr/vacances/21', 'https://www.immo-schelde.be/fr/offre/5']);
  });

  it("never builds the link on a Host that is not one of the site's (user-info, another name): the site's first hostname instead", async () => {
    const seen = answer('post', LEADS, lead, 201);
    for (const host of ['immo.localhost:3000@evil.example', 'evil.example']) {
      incoming.headers = new Headers({ host });
      await expectAnswer(await post(form), 201, { ok: true });
    }
    const urls = seen.map((request) => (JSON.parse(request.body) as { url: string }).url);
    expect(urls).toEqual([
      'https://www.immo-schelde.be/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen',
      'https://www.immo-schelde.be/nl/aanbod/5/duplex-te-koop-in-kaai-12-2000-antwerpen',
    ]);
  });

  it('refuses a full URL, another host or a path that is no path as the page, sending nothing on', async () => {
    const seen = answer('post', LEADS, lead, 201);
    for (const path of ['https://evil.example/nl/aanbod/5', '//evil.example/nl/aanbod/5', '/\\evil.example/x', 'javascript:alert(1)', '', 'nl/aanbod/5']) {
      await expectAnswer(await post({ ...form, path }), 400, { ok: false, error: 'invalid' });
    }
    await expectAnswer(await post({ ...form, path: undefined, url: 'https://evil.example' }), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('refuses invalid forms with 400 and their field errors, sending nothing on', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, senderName: 'An\r\nBcc: spam@example.com', friendName: 'Jan\n' }), 400, {
      ok: false,
      error: 'invalid',
      fields: { senderName: 'singleLine', friendName: 'singleLine' },
    });
    await expectAnswer(await post({ ...form, senderEmail: 'an@', friendEmail: 42, message: 'x'.repeat(2001) }), 400, {
      ok: false,
      error: 'invalid',
      fields: { senderEmail: 'email', friendEmail: 'required', message: 'tooLong' },
    });
    await expectAnswer(await post({ ...form, senderName: 'a'.repeat(121) }), 400, { ok: false, error: 'invalid', fields: { senderName: 'tooLong' } });
    await expectAnswer(await post({ ...form, bcc: 'spam@example.com' }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ ...form, estateId: 5.5 }), 400, { ok: false, error: 'invalid' });
    expect(seen).toHaveLength(0);
  });

  it('refuses an oversize body with 413 and a burst with 429 and Retry-After', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, message: 'x'.repeat(25_000) }), 413, { ok: false, error: 'invalid' });

    const from = { headers: { 'x-socket-address': '203.0.113.9' } };
    for (let i = 0; i < 5; i += 1) expect((await post(form, from)).status).toBe(201);
    const refused = await post(form, from);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectAnswer(refused, 429, { ok: false, error: 'rateLimited' });
    expect(seen).toHaveLength(5);
  });

  it('tells a robot that filled the honeypot that it worked and sends nothing on', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post({ ...form, website: 'spam' }), 201, { ok: true });
    expect(seen).toHaveLength(0);
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'warn', refusal: 'honeypot' })]);
  });

  it('answers an unknown rental unit with 404 and a failing site API with 502, logging no visitor data', async () => {
    answer('post', LEADS, { error: 'VALIDATION_FAILED', message: 'Unknown rental unit', fields: { rentalUnitId: 'Unknown rental unit' } }, 422);
    await expectAnswer(await post({ ...form, estateId: null, rentalUnitId: 999 }), 404, { ok: false, error: 'notFound' });

    answer('post', LEADS, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }, 503);
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    server.use(http.post(`${BASE_URL}${LEADS}`, () => HttpResponse.error()));
    await expectAnswer(await post(form), 502, { ok: false, error: 'unavailable' });
    expectNotLogged(logs.lines, [form.senderEmail, form.friendEmail, form.message, form.senderName]);
  });
});
