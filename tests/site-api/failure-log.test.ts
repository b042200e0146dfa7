// The server log during an outage: one concise line per failed site-API call (what failed, how, for which
// site, as fields and as a readable message), no stack trace, no visitor data; a visitor who left logs
// nothing; a bug of ours keeps its stack.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logRequestFailure } from '@/lib/log/request-failure';
import { loggablePath, reportFailure } from '@/lib/log/upstream-failure';
import { getEstate, searchEstates } from '@/lib/site-api/estates';
import { getSubscription } from '@/lib/site-api/subscriptions';
import { captureLogsPerTest, memoryLogger, type LogLine } from '../support/logs';
import { BASE_URL } from './fixtures';
import { server, startAppSiteApi } from './msw';

startAppSiteApi(200);

const logs = captureLogsPerTest();

/** Everything logged, as the messages an operator reads. */
const printed = (lines: LogLine[]) => lines.map((line) => line.msg);

/** What instrumentation.ts's onRequestError logs for each failed request Next reports, recorded. */
function requestFailureLog() {
  const { logger, lines } = memoryLogger();
  return { report: (error: unknown) => logRequestFailure(error, '/[site]/[locale]/estates/[estateId]/[slug]', logger), lines };
}

const VISITOR_EMAIL = 'jan.peeters@example.be';
const LINE = /^\[site-api\] site \d+: (GET|POST|PUT|DELETE) \/[^\s?]* failed: [^\n]+$/;

describe('a failed site-API call in the server log', () => {
  it('a search the API fails is one line: site, method, path and status with the API’s error code; no stack, no answer body', async () => {
    server.use(
      http.post(`${BASE_URL}/sites/1/estates`, () =>
        HttpResponse.json({ error: 'SERVICE_UNAVAILABLE', message: `down while serving ${VISITOR_EMAIL}` }, { status: 503 }),
      ),
    );
    const result = await searchEstates({ siteId: 1, locale: 'nl' }, { filter: { query: {} }, limit: 15, offset: 0 });
    expect(result.error?.status).toBe(503);

    const lines = printed(logs.lines);
    expect(lines).toEqual(['[site-api] site 1: POST /sites/1/estates failed: 503 Service Unavailable (SERVICE_UNAVAILABLE); answered an empty result']);
    expect(lines[0]).toMatch(LINE);
    expect(lines.join('\n')).not.toContain(VISITOR_EMAIL);
  });

  it('a read that times out, logged by Next once for the page and once for its metadata, prints one line without the stack', async () => {
    server.use(http.get(`${BASE_URL}/sites/1/estates/v2/5`, () => new Promise<Response>(() => {})));
    const error = await getEstate({ siteId: 1, locale: 'nl' }, 5).catch((thrown: unknown) => thrown);
    const { report, lines } = requestFailureLog();
    report(error);
    report(new Error('rendering the page failed', { cause: error }));

    expect(printed(lines)).toEqual(['[site-api] site 1: GET /sites/1/estates/v2/5 failed: no answer within 200 ms']);
    expect(lines[0]).toMatchObject({ level: 'error', failure: 'site-api', siteId: '1', method: 'GET', path: '/sites/1/estates/v2/5', reason: 'no answer within 200 ms' });
    expect(lines[0]).not.toHaveProperty('err');
    expect(JSON.stringify(lines)).not.toMatch(/\\n\s+at /);
  });

  it('a token link’s call names no token, and no query string is logged', async () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OQ';
    server.use(http.get(`${BASE_URL}/sites/1/subscriptions/:token`, () => new HttpResponse(null, { status: 500 })));
    const error = await getSubscription({ siteId: 1, locale: 'nl' }, token).catch((thrown: unknown) => thrown);
    reportFailure(error, 'the subscription page answered 503');

    const lines = printed(logs.lines);
    expect(lines).toEqual(['[site-api] site 1: GET /sites/1/subscriptions/… failed: 500 Internal Server Error; the subscription page answered 503']);
    expect(loggablePath(`${BASE_URL}/sites/1/assets/logo.svg?hash=a1b2&version=7`)).toBe('/sites/1/assets/logo.svg');
    expect(loggablePath(`${BASE_URL}/sites/1/live-agenda/reservation/0f7c2b9a8c1e4a579d2e3b6f1a4c5d7e`)).toBe('/sites/1/live-agenda/reservation/…');
    expect(loggablePath(`${BASE_URL}/sites/1/subscriptions/price-drops`)).toBe('/sites/1/subscriptions/price-drops');
  });

  it('the hostname lookup, made before any site is known, names the hostname and no site', async () => {
    server.use(http.get(`${BASE_URL}/sites/by-hostname/:host`, () => new HttpResponse(null, { status: 502 })));
    const { getSiteByHostname } = await import('@/lib/site-api/sites');
    reportFailure(await getSiteByHostname('www.immo-schelde.be').catch((thrown: unknown) => thrown), 'the site of www.immo-schelde.be is unknown for now: answered 503');
    expect(printed(logs.lines)).toEqual([
      '[site-api] GET /sites/by-hostname/www.immo-schelde.be failed: 502 Bad Gateway; the site of www.immo-schelde.be is unknown for now: answered 503',
    ]);
  });

  it('a visitor who left prints nothing', async () => {
    server.use(http.post(`${BASE_URL}/sites/1/estates`, () => new Promise<Response>(() => {})));
    const visitor = new AbortController();
    const search = searchEstates({ siteId: 1, locale: 'nl', signal: visitor.signal }, { filter: { query: {} }, limit: 15, offset: 0 });
    setTimeout(() => visitor.abort(), 20);
    expect((await search).error?.kind).toBe('cancelled');
    expect(logs.lines).toEqual([]);
  });

  it('a bug of ours keeps its stack, named by its route’s template, when a request fails and when reported', () => {
    const { report, lines } = requestFailureLog();
    const bug = new TypeError("Cannot read properties of undefined (reading 'general')");
    reportFailure(bug, 'similar estates of 5 answered 502');
    report(new TypeError('another bug'));

    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({ level: 'error', msg: 'similar estates of 5 answered 502', err: { type: 'TypeError', message: bug.message } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'request failed', route: '/[site]/[locale]/estates/[estateId]/[slug]', err: { type: 'TypeError', message: 'another bug' } });
    const stack = String((lines[0]!.err as { stack: string }).stack);
    expect(stack).toMatch(/\n\s+at /);
    // A stack frame names the file within the app, not where the app is installed on this machine.
    expect(stack).not.toContain(process.cwd());
  });

  it('an error already reported where it happened (a cached list failing its render) is not printed again', async () => {
    const { markReported } = await import('@/lib/log/upstream-failure');
    const { report, lines } = requestFailureLog();
    report(markReported(new Error("A cached list's search failed: TimeoutError")));
    expect(lines).toEqual([]);
  });
});
