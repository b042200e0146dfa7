import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { verifyRecaptcha, type RecaptchaConfig } from '@/lib/forms/recaptcha';
import { server, startMswServer } from '../site-api/msw';

startMswServer();

const VERIFY_URL = 'http://recaptcha.test/siteverify';
const config: RecaptchaConfig = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: VERIFY_URL, minScore: 0.5 };
const NOW = Date.parse('2026-07-01T10:00:00.000Z');

/** The fake verify service: answers `reply` and records what it was sent. */
function verifyService(reply: Record<string, unknown> | Response) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.post(VERIFY_URL, async ({ request }) => {
      expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      seen.push(new URLSearchParams(await request.text()));
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  return seen;
}

const human = { success: true, score: 0.9, action: 'contact', challenge_ts: '2026-07-01T09:59:30Z', hostname: 'localhost' };

describe('verifying a reCAPTCHA token', () => {
  it('accepts a success for the form action with a good score and a fresh challenge, posting the secret and the token', async () => {
    const seen = verifyService(human);
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: true });
    expect(seen.map((body) => Object.fromEntries(body))).toEqual([{ secret: 'secret-key', response: 'token-1' }]);
  });

  it('refuses a missing token without asking the service', async () => {
    // msw fails the test on any request nobody expected.
    expect(await verifyRecaptcha(undefined, 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyRecaptcha('', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses what the service calls no success', async () => {
    verifyService({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'rejected' });
  });

  it('refuses a score under the minimum, or none at all', async () => {
    verifyService({ ...human, score: 0.3 });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'score' });
    verifyService({ ...human, score: undefined });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'score' });
    verifyService({ ...human, score: 0.5 });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: true });
  });

  it('refuses a token solved on a host that is not one of the site’s, or that names none', async () => {
    verifyService({ ...human, hostname: 'evil.example' });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost', 'www.immo.be'] })).toEqual({ ok: false, reason: 'hostname' });
    verifyService({ ...human, hostname: undefined });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'hostname' });
    verifyService({ ...human, hostname: 'WWW.immo.be' });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost', 'www.immo.be'] })).toEqual({ ok: true });
  });

  it("refuses a token asked for another form's action", async () => {
    verifyService({ ...human, action: 'send_to_friend' });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'action' });
  });

  it('refuses a challenge older than two minutes, or without a time', async () => {
    verifyService({ ...human, challenge_ts: '2026-07-01T09:57:59Z' });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'stale' });
    verifyService({ ...human, challenge_ts: undefined });
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'stale' });
  });

  it('reports the service as unavailable when it fails, is unreachable, answers garbage or is too slow', async () => {
    verifyService(new HttpResponse('Service Unavailable', { status: 503 }));
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'unavailable' });

    server.use(http.post(VERIFY_URL, () => HttpResponse.error()));
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'unavailable' });

    verifyService(new HttpResponse('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'unavailable' });

    server.use(
      http.post(VERIFY_URL, async () => {
        await delay(2000);
        return HttpResponse.json(human);
      }),
    );
    expect(await verifyRecaptcha('token-1', 'contact', config, { now: NOW, timeoutMs: 200, hostnames: ['localhost'] })).toEqual({ ok: false, reason: 'unavailable' });
  });
});
