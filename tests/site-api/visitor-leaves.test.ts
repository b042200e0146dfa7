// A visitor who leaves (another page, a closed tab, a favourites list unmounted) aborts their request: the
// route handlers that read the site API for them give those reads up, and end quietly: no error in the
// log, no 5xx, and no call left waiting upstream for an answer nobody reads.
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogsPerTest } from '../support/logs';
import { BASE_URL } from './fixtures';
import { server, startAppSiteApi } from './msw';

vi.mock('@/lib/tenancy/site-of', () => import('../support/fixture-route-site'));
// The cards' texts are not what these tests are about; they need no site API.
vi.mock('@/lib/estates/card-mapper', () => ({ getCardMapper: async () => (estate: unknown) => estate }));
vi.mock('@/lib/rental-units/rental-texts', () => ({ getRentalCardMapper: async () => (unit: unknown) => unit }));
vi.mock('@/lib/tenancy/origin', () => ({ requestOrigin: async () => new URL('https://www.immo-schelde.be') }));
vi.mock('next-intl/server', () => import('../support/next-intl-server'));

// A timeout far longer than a test waits: only the visitor's leaving can end these calls in time.
startAppSiteApi(20_000);

const logs = captureLogsPerTest();
/** What was logged as a warning or an error: a failure, not a call's or a request's record. */
const failures = () => logs.lines.filter((line) => line.level !== 'info' && line.level !== 'debug');
afterEach(() => vi.restoreAllMocks());

/** Every site-API call hangs until its request is given up; `gone` counts the calls given up upstream. */
function hangingSiteApi(): { started: () => number; gone: () => number } {
  let started = 0;
  let gone = 0;
  server.use(
    http.all(`${BASE_URL}/*`, ({ request }) => {
      started += 1;
      // Answered only once given up, when no one reads it any more.
      return new Promise<Response>((resolve) => {
        request.signal.addEventListener('abort', () => {
          gone += 1;
          resolve(new Response(null, { status: 204 }));
        });
      });
    }),
  );
  return { started: () => started, gone: () => gone };
}

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route as a visitor who leaves once the site API has been asked. */
async function leaveDuring(handler: Handler, path: string, params: Record<string, string>, api: ReturnType<typeof hangingSiteApi>) {
  const visitor = new AbortController();
  const began = performance.now();
  const answer = handler(new Request(`http://localhost${path}`, { signal: visitor.signal }), { params: Promise.resolve({ site: '1_bG9jYWxob3N0', ...params }) });
  await vi.waitFor(() => expect(api.started()).toBeGreaterThan(0), { timeout: 2000, interval: 10 });
  visitor.abort();
  const response = await answer;
  return { response, ms: performance.now() - began };
}

const routes: { name: string; load: () => Promise<Handler>; path: string; params: Record<string, string> }[] = [
  {
    name: 'a favourite estate (GET /{locale}/estate/{id})',
    load: async () => (await import('@/app/[site]/[locale]/estate/[estateId]/route')).GET as Handler,
    path: '/nl/estate/5',
    params: { locale: 'nl', estateId: '5' },
  },
  {
    name: 'the similar estates (GET /{locale}/similar-estate/{id})',
    load: async () => (await import('@/app/[site]/[locale]/similar-estate/[estateId]/route')).GET as Handler,
    path: '/nl/similar-estate/5',
    params: { locale: 'nl', estateId: '5' },
  },
  {
    name: 'the similar holiday rentals (GET /{locale}/similar-rental-unit/{id})',
    load: async () => (await import('@/app/[site]/[locale]/similar-rental-unit/[rentalUnitId]/route')).GET as Handler,
    path: '/nl/similar-rental-unit/7',
    params: { locale: 'nl', rentalUnitId: '7' },
  },
  {
    name: 'the next page of the estate list (GET /{locale}/estate-search)',
    load: async () => (await import('@/app/[site]/[locale]/estate-search/route')).GET as Handler,
    path: '/nl/estate-search?offset=15',
    params: { locale: 'nl' },
  },
  {
    name: 'the next page of the holiday rentals (GET /{locale}/rental-search)',
    load: async () => (await import('@/app/[site]/[locale]/rental-search/route')).GET as Handler,
    path: '/nl/rental-search?offset=15',
    params: { locale: 'nl' },
  },
  {
    name: 'an appointment for the calendar (GET /{locale}/appointment-calendar/{id})',
    load: async () => (await import('@/app/[site]/[locale]/appointment-calendar/[appointmentId]/route')).GET as Handler,
    path: '/nl/appointment-calendar/0f7c2b9a8c1e4a579d2e3b6f1a4c5d7e',
    params: { locale: 'nl', appointmentId: '0f7c2b9a8c1e4a579d2e3b6f1a4c5d7e' },
  },
  {
    name: 'a brochure (GET /{locale}/estate-brochure/{id})',
    load: async () => (await import('@/app/[site]/[locale]/estate-brochure/[estateId]/route')).GET as Handler,
    path: '/nl/estate-brochure/5',
    params: { locale: 'nl', estateId: '5' },
  },
];

describe('a visitor who leaves while the site API is slow', () => {
  it.each(routes)('$name: the read is given up upstream, and the request ends at once, unlogged and no 5xx', async ({ load, path, params }) => {
    const api = hangingSiteApi();
    const { response, ms } = await leaveDuring(await load(), path, params, api);

    // Without the visitor's signal the read waits for its own deadline (2.5 s), then fails as an outage.
    expect(ms).toBeLessThan(1500);
    expect(response.status).toBe(499);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await vi.waitFor(() => expect(api.gone()).toBe(api.started()), { timeout: 1000, interval: 10 });
    expect(failures()).toEqual([]);
  });

  it('a visitor who stays still gets the failure when the site API itself fails (the quiet end is for leaving only)', async () => {
    server.use(http.all(`${BASE_URL}/*`, () => new Response(null, { status: 503 })));
    const { GET } = await import('@/app/[site]/[locale]/similar-estate/[estateId]/route');
    const response = await GET(new Request('http://localhost/nl/similar-estate/5'), { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale: 'nl', estateId: '5' }) });
    expect(response.status).toBe(502);
    expect(failures()).not.toEqual([]);
  });
});
