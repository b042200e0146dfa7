import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/appointment-cancel/[appointmentId]/route';
import { appointment, APPOINTMENT_ID } from '../site-api/fixtures';
import { answer, status } from '../site-api/msw';
import { expectAnswer, formRouteTestSetup } from './route-helpers';
import { captcha } from './captcha';

vi.mock('@/lib/env', async (importOriginal) => (await import('./captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

formRouteTestSetup();

const CANCEL = `/sites/1/live-agenda/reservation/${APPOINTMENT_ID}`;

let visitor = 0;
function post(body: unknown, { appointmentId = APPOINTMENT_ID, locale = 'nl' } = {}) {
  visitor += 1;
  const request = new Request(`http://localhost/${locale}/appointment-cancel/${appointmentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-socket-address': `10.1.0.${visitor}` },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale, appointmentId }) });
}

describe('POST /{locale}/appointment-cancel/{appointmentId}', () => {
  it('cancels the appointment in the site API and answers 200; cancelling again is the same', async () => {
    const seen = answer('delete', CANCEL, status(204));
    await expectAnswer(await post({}), 200, { ok: true });
    await expectAnswer(await post({ website: '' }), 200, { ok: true });
    expect(seen.map((request) => [request.method, request.headers.get('x-site')])).toEqual([
      ['DELETE', '1'],
      ['DELETE', '1'],
    ]);
  });

  it('takes an API that answers the cancelled appointment instead of 204', async () => {
    answer('delete', CANCEL, { ...appointment, cancelled: true });
    await expectAnswer(await post({}), 200, { ok: true });
  });

  it('answers an unknown or malformed id with 404 notFound', async () => {
    answer('delete', CANCEL, { error: 'NOT_FOUND', message: 'Appointment not found' }, 404);
    await expectAnswer(await post({}), 404, { ok: false, error: 'notFound' });
    // Never sent on: a malformed id could only be a path trick.
    await expectAnswer(await post({}, { appointmentId: '..%2F..%2Fsites' }), 404, { ok: false, error: 'notFound' });
  });

  it('refuses a body with anything but the honeypot, and cancels nothing for a robot', async () => {
    const seen = answer('delete', CANCEL, status(204));
    await expectAnswer(await post({ appointmentId: APPOINTMENT_ID }), 400, { ok: false, error: 'invalid' });
    await expectAnswer(await post({ website: 'https://spam.example' }), 200, { ok: true });
    expect(seen).toHaveLength(0);
  });

  it('asks no reCAPTCHA token even when reCAPTCHA is configured: the id is the secret', async () => {
    captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: 'http://recaptcha.test/siteverify', minScore: 0.5 };
    const seen = answer('delete', CANCEL, status(204));
    await expectAnswer(await post({}), 200, { ok: true });
    expect(seen).toHaveLength(1);
  });

  it('answers a failing site API with 502 unavailable', async () => {
    answer('delete', CANCEL, { error: 'INTERNAL_ERROR', message: 'Boom' }, 500);
    await expectAnswer(await post({}), 502, { ok: false, error: 'unavailable' });
  });
});
