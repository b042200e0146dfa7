import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTERNAL_HEADER, checkWriteAccess, demoInternalKey } from '@/lib/demo-api/access';
import { ApiError } from '@/lib/demo-api/http';
import { TEST_ADMIN_TOKEN, call, openTestDb } from './helpers';

const lead = { firstname: 'Eva', lastname: 'Peeters', email: 'eva@example.be', phone: null, message: 'Is het nog te koop?', estateId: null, rentalUnitId: null, options: [], privacy: true, locale: 'nl' };

/** A call as a stranger on the internet makes it: no internal key, maybe a token. */
const stranger = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(method, url, { body, headers: { [DEMO_INTERNAL_HEADER]: '', ...headers } });

describe('demo API writes on a public host', () => {
  beforeAll(async () => {
    await openTestDb();
  }, 60_000);

  it('refuses a visitor write that does not come through the website (403), and takes it from the website', async () => {
    const refused = await stranger('POST', '/sites/1/leads/contact', lead);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await stranger('POST', '/sites/1/subscriptions', { email: 'x@example.be', locale: 'nl', criteria: {}, privacy: true })).status).toBe(403);
    expect((await stranger('POST', '/sites/1/leads/contact', lead, { [DEMO_INTERNAL_HEADER]: 'guessed' })).status).toBe(403);
    expect((await call('POST', '/sites/1/leads/contact', { body: lead })).status).toBe(201);
  });

  it('needs DEMO_ADMIN_TOKEN for back-office writes: without it 401 with a Bearer challenge, the site\'s own key is not enough', async () => {
    const noToken = await call('PUT', '/sites/1/demo/hostnames', { body: { hostnames: ['evil.example'] } });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await call('POST', '/sites/1/demo/publish', { body: { count: 1 }, headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    const edit = await call('PUT', '/sites/1/demo/estates/999999', { admin: true, body: { price: 1 } });
    expect(edit.status).toBe(404);
  });

  it('takes the admin token for a direct visitor write too (test tooling), and leaves reads open', async () => {
    expect((await stranger('POST', '/sites/1/leads/contact', lead, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` })).status).toBe(201);
    expect((await stranger('GET', '/sites/1', undefined)).status).toBe(200);
    expect((await stranger('POST', '/sites/1/estates', { filter: {}, limit: 1, offset: 0 })).status).toBe(200);
  });
});

describe('checkWriteAccess', () => {
  const request = (headers: Record<string, string>) => new Request('http://test/demo-api/x', { method: 'POST', headers });
  const statusOf = (fn: () => void) => {
    try {
      fn();
      return 'allowed';
    } catch (error) {
      return error instanceof ApiError ? error.status : 'other';
    }
  };

  it('refuses every back-office call (403) while no DEMO_ADMIN_TOKEN is configured, whatever is sent', () => {
    expect(statusOf(() => checkWriteAccess(request({ authorization: 'Bearer anything-at-all-here' }), 'admin', undefined))).toBe(403);
    expect(statusOf(() => checkWriteAccess(request({ [DEMO_INTERNAL_HEADER]: demoInternalKey() }), 'admin', undefined))).toBe(403);
  });

  it('keeps one key per process', () => {
    expect(demoInternalKey()).toBe(demoInternalKey());
    expect(demoInternalKey().length).toBeGreaterThanOrEqual(40);
  });
});

describe('a demo API failure in the log', () => {
  it('names the kind of failure, never the values of the query (a visitor’s name and e-mail)', async () => {
    const { failureSummary } = await import('@/lib/demo-api/failure-summary');
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new Error('Failed query: insert into reservations … params: Eva\u0000,eva@example.be', { cause });
    const summary = failureSummary(error);
    expect(summary).toBe('Error <- Error 22021');
    expect(summary).not.toContain('eva@example.be');
  });
});
