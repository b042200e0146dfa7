import { describe, expect, it } from 'vitest';
import { leadFailure } from '@/lib/forms/lead-failure';
import { SiteApiError } from '@/lib/site-api/errors';
import { captureLogs } from '../support/logs';

const fields = ['firstname', 'lastname', 'email', 'message'] as const;
const refused = (status: number, body: unknown) =>
  new SiteApiError({ kind: 'http', method: 'POST', url: 'http://site-api.test/sites/1/leads/contact', status, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('what the visitor is told when the site API refuses a lead', () => {
  it('is notFound for an unknown listing', () => {
    expect(leadFailure(refused(404, { error: 'NOT_FOUND', message: 'Site not found' }), fields)).toEqual({ status: 404, result: { ok: false, error: 'notFound' } });
    expect(leadFailure(refused(422, { error: 'VALIDATION_FAILED', message: 'Unknown estate', fields: { estateId: 'Unknown estate' } }), fields)).toEqual({
      status: 404,
      result: { ok: false, error: 'notFound' },
    });
  });

  it('puts a refused field on that field, even from an answer cut short', () => {
    expect(leadFailure(refused(422, { error: 'VALIDATION_FAILED', message: 'No', fields: { email: 'Undeliverable' } }), fields)).toEqual({
      status: 422,
      result: { ok: false, error: 'invalid', fields: { email: 'invalid' } },
    });
    // Over 500 characters the error keeps an excerpt that is no JSON; its own "message" is not the form's.
    const long = `{"error":"VALIDATION_FAILED","message":"${'x'.repeat(480)}","fields":{"lastname":"Too odd"}}`;
    expect(leadFailure(refused(422, long), fields)).toEqual({ status: 422, result: { ok: false, error: 'invalid' } });
    const cut = `{"error":"VALIDATION_FAILED","fields":{"lastname":"Too odd"},"message":"${'x'.repeat(480)}"}`;
    expect(leadFailure(refused(422, cut), fields)).toEqual({ status: 422, result: { ok: false, error: 'invalid', fields: { lastname: 'invalid' } } });
  });

  it("puts fields the API's schema refused on them, and logs the gap with our rules", () => {
    const logs = captureLogs();
    const issues = [{ path: 'firstname', message: 'must be one line without control characters', code: 'invalid_format' }];
    expect(leadFailure(refused(400, { error: 'INVALID_BODY', message: 'Invalid body', issues }), fields)).toEqual({
      status: 400,
      result: { ok: false, error: 'invalid', fields: { firstname: 'invalid' } },
    });
    const beforeSending = new SiteApiError({ kind: 'invalid-request', method: 'POST', url: '/sites/1/leads/contact', issues: [{ path: ['email'], message: 'Invalid email' }] });
    expect(leadFailure(beforeSending, fields)).toEqual({ status: 400, result: { ok: false, error: 'invalid', fields: { email: 'invalid' } } });
    logs.restore();
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 'error', topic: 'form', path: '/sites/1/leads/contact', fields: ['firstname'] }),
      expect.objectContaining({ level: 'error', topic: 'form', path: '/sites/1/leads/contact', fields: ['email'] }),
    ]);
    expect(JSON.stringify(logs.lines)).not.toContain('control characters');
  });

  it('leaves anything else to the caller (answered as unavailable)', () => {
    expect(leadFailure(refused(500, { error: 'INTERNAL_ERROR', message: 'Oops' }), fields)).toBeNull();
    expect(leadFailure(refused(400, { error: 'INVALID_JSON', message: 'The body is not valid JSON' }), fields)).toBeNull();
    expect(leadFailure(new SiteApiError({ kind: 'timeout', method: 'POST', url: '/x', timeoutMs: 300 }), fields)).toBeNull();
    expect(leadFailure(new Error('bug'), fields)).toBeNull();
  });
});
