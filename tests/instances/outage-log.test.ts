// The production server's log while its site API fails ("never a stack trace or visitor data in a log"):
// each failed call is one JSON line whose message reads `[site-api] site 7: GET /sites/7/estates/v2/791 failed: no answer within
// 1500 ms`, printed once, with no stack frame and nothing the visitor sent. Next's own logging is off
// (server.mjs) and instrumentation.ts's onRequestError prints these lines, so only the built server shows
// them: needs `next build` first.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_SEARCHES, startFakeSiteApi, unlistedEstate } from '../../e2e/support/fake-site-api';
import { start, stop, until, type Started } from './support/processes';

const SITE = 3456;
const API = 3457;
const PHOTOS = 3458;
const VISITOR_EMAIL = 'jan.peeters@example.be';

let server: Started | undefined;
let stopApi: (() => Promise<void>) | undefined;

const get = (path: string) => fetch(`http://localhost:${SITE}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });

beforeAll(async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
  stopApi = await startFakeSiteApi({ api: API, photos: PHOTOS });
  server = start(process.execPath, ['server.mjs', '-p', String(SITE)], {
    PORT: String(SITE),
    SITE_API_URL: `http://127.0.0.1:${API}`,
    SITE_API_TIMEOUT_MS: '1500',
    // The photos' URLs name the e2e fake's photo port: the same pages as the contract server's, should any be cached.
    IMAGE_HOSTS: '127.0.0.1:3104',
    SMTP_URL: '',
    REDIS_URL: '',
  });
  await until('the site', async () => (await get('/healthz')).status === 200, 60_000);
});

afterAll(async () => {
  stop(server);
  await stopApi?.();
});

describe('the server log while the site API hangs or fails', () => {
  it('prints one line per failed call, naming the call, its failure and the site; no stack, no visitor data', async () => {
    // A page rendered per request (a query no cached search has), so no page of this test lands in the
    // build's shared page cache; its one-off warnings (site texts) come before the lines under test.
    expect((await get('/nl/aanbod?sort=price&price-min=1000')).status).toBe(200);
    const before = server!.output().length;
    const hung = await unlistedEstate(API);
    await fetch(`http://127.0.0.1:${API}/__fake/hang/${hung}`, { method: 'POST' });
    try {
      // A detail page whose estate hangs (the app alone answers Next's 500; the edge in front turns it into
      // its 503 page), the favourites' card of it, a list whose search fails and one whose search hangs
      // (their error state, never kept); the visitor's address in a query string must reach no log.
      expect((await get(`/nl/aanbod/${hung}?email=${VISITOR_EMAIL}`)).status).toBe(500);
      expect((await get(`/nl/estate/${hung}`)).status).toBe(502);
      expect((await get(`/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.fail}&email=${VISITOR_EMAIL}`)).status).toBe(200);
      expect((await get(`/nl/aanbod?sort=price&price-min=${OUTAGE_SEARCHES.hang}`)).status).toBe(200);
    } finally {
      await fetch(`http://127.0.0.1:${API}/__fake/hang/${hung}`, { method: 'DELETE' });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));

    const written = server!.output().slice(before).split('\n').filter((line) => line.trim() !== '');
    const report = written.join('\n');
    // One JSON object a line; the failures are the lines the request and call records are not.
    const parsed = written.map((line) => JSON.parse(line) as { msg: string; level: string; err?: unknown });
    const lines = parsed.filter((line) => line.msg !== 'request' && line.msg !== 'site-api call').map((line) => line.msg);
    expect(parsed.filter((line) => line.err !== undefined), report).toEqual([]);
    expect(lines.length, report).toBeGreaterThan(0);
    for (const line of lines) expect(line, report).toMatch(/^\[site-api\] site 7: (GET|POST) \/sites\/7\/[^\s?]+ failed: (no answer within 1500 ms|503 Service Unavailable \(SERVICE_UNAVAILABLE\))(; .+)?$/);
    expect(report).not.toContain(VISITOR_EMAIL);
    // The detail page's failure once, though Next logs it for the page and for its metadata.
    expect(lines.filter((line) => line === `[site-api] site 7: GET /sites/7/estates/v2/${hung} failed: no answer within 1500 ms`)).toHaveLength(1);
    expect(lines).toContain(`[site-api] site 7: GET /sites/7/estates/v2/${hung} failed: no answer within 1500 ms; favourite estate ${hung} of site 7 answered 502`);
    expect(lines).toContain('[site-api] site 7: POST /sites/7/estates failed: 503 Service Unavailable (SERVICE_UNAVAILABLE); answered an empty result');
    expect(lines).toContain('[site-api] site 7: POST /sites/7/estates failed: no answer within 1500 ms; answered an empty result');
  });
});
