import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheTags, hostnameTags, resourceTag, siteTag } from '@/lib/site-api/cache-tags';
import { getSite, getSiteByHostname } from '@/lib/site-api/sites';
import {
  getAgreements,
  getAsset,
  getEstatePage,
  getNavigation,
  getNavigationById,
  getPage,
  getPageByUrl,
  getPages,
  getSiteTranslations,
  listEntities,
  listEntityItems,
  listPages,
  parseAssetReference,
} from '@/lib/site-api/content';
import {
  getEstate,
  getEstateCollection,
  getEstateContactInfo,
  getEstateFilters,
  getEstateGroup,
  searchEstates,
} from '@/lib/site-api/estates';
import {
  createRentalReservation,
  getRentalUnit,
  getRentalUnitFilters,
  getRentalUnitPeriods,
  getRentalUnitPhoto,
  searchRentalUnits,
} from '@/lib/site-api/rental-units';
import { cancelAppointment, createAppointment, getAgenda, getAppointment } from '@/lib/site-api/agenda';
import type { RentalReservationRequest } from '@/lib/site-api/schemas';
import { captureLogs } from '../support/logs';
import * as fx from './fixtures';
import { answer, server, status, startMswServer, type Seen } from './msw';

startMswServer();

beforeAll(() => {
  // The resource functions use the app's client, built from the environment on first use.
  vi.stubEnv('SITE_API_URL', fx.BASE_URL);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ctx = { siteId: 1, locale: 'nl' } as const;

function only(seen: Seen[]): Seen {
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

/** The Next.js init (next / cache) the last fetch was given. */
function spyFetchInit() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.at(-1)?.[1] as (RequestInit & { next?: unknown }) | undefined;
}

let logs: ReturnType<typeof captureLogs> | undefined;
afterEach(() => {
  logs?.restore();
  logs = undefined;
});

/** Keeps what the failures log out of the test's output; returns the lines, to read. */
function silenceErrors() {
  logs = captureLogs();
  return logs.lines;
}

describe('cache tags', () => {
  it('put the site id in every tag', () => {
    expect(siteTag(1)).toBe('site-1');
    expect(resourceTag(1, 'pages')).toBe('site-1-pages');
    expect(cacheTags(1, 'estate', 123)).toEqual(['site-1', 'site-1-estate', 'site-1-estate-123']);
    expect(cacheTags(2, 'pages')).toEqual(['site-2', 'site-2-pages']);
  });

  it('tag a hostname lookup by hostname, the site id being unknown yet', () => {
    expect(hostnameTags('immo.localhost')).toEqual(['sites', 'sites-hostname-immo.localhost']);
  });
});

describe('sites', () => {
  it('getSite: GET /sites/{siteId} with X-SITE', async () => {
    const seen = answer('get', '/sites/1', fx.site);
    await expect(getSite(1)).resolves.toEqual(fx.site);
    expect(only(seen).headers.get('x-site')).toBe('1');
  });

  it('getSiteByHostname: GET /sites/by-hostname/{hostname}, lower-cased, with X-SITE 0', async () => {
    const seen = answer('get', '/sites/by-hostname/:hostname', fx.site);
    await expect(getSiteByHostname('Immo.Localhost')).resolves.toEqual(fx.site);
    const request = only(seen);
    expect(request.url.pathname).toBe('/sites/by-hostname/immo.localhost');
    expect(request.headers.get('x-site')).toBe('0');
  });

  it('getSite is cached for a minute under the site tag', async () => {
    answer('get', '/sites/1', fx.site);
    const lastInit = spyFetchInit();
    await getSite(1);
    expect(lastInit()?.next).toEqual({ revalidate: 60, tags: ['site-1', 'site-1-site'] });
  });
});

describe('content', () => {
  it('getNavigation: GET /sites/{siteId}/navigation/{type} in the visitor language', async () => {
    const seen = answer('get', '/sites/1/navigation/header', fx.navigation);
    await expect(getNavigation(ctx, 'header')).resolves.toEqual(fx.navigation);
    const request = only(seen);
    expect(request.headers.get('accept-language')).toBe('nl');
    expect(request.headers.get('x-site')).toBe('1');
    expect(request.headers.has('zabun-client')).toBe(false);
  });

  it('getNavigationById: GET /sites/{siteId}/navigation/{type}/{id}', async () => {
    const seen = answer('get', '/sites/1/navigation/footer/4', { ...fx.navigation, id: 4, type: 'footer' });
    await expect(getNavigationById(ctx, 'footer', 4)).resolves.toMatchObject({ id: 4, type: 'footer' });
    only(seen);
  });

  it('listPages: GET /sites/{siteId}/pages/ (with the trailing slash)', async () => {
    const seen = answer('get', '/sites/1/pages/', fx.pageSummaries);
    await expect(listPages(ctx)).resolves.toEqual(fx.pageSummaries);
    expect(only(seen).url.pathname).toBe('/sites/1/pages/');
  });

  it('getPageByUrl: GET /sites/{siteId}/pages/by-url/{url}, the url encoded as one segment', async () => {
    const seen = answer('get', '/sites/1/pages/by-url/*', fx.page());
    await expect(getPageByUrl(ctx, '/over-ons/team/')).resolves.toEqual(fx.page());
    expect(only(seen).url.pathname).toBe('/sites/1/pages/by-url/over-ons%2Fteam');
  });

  it('getPage: GET /sites/{siteId}/pages/{id}, cached for a minute under the page tags', async () => {
    const seen = answer('get', '/sites/1/pages/5', fx.page());
    const lastInit = spyFetchInit();
    await expect(getPage(ctx, 5)).resolves.toEqual(fx.page());
    only(seen);
    expect(lastInit()?.next).toEqual({ revalidate: 60, tags: ['site-1', 'site-1-page', 'site-1-page-5'] });
  });

  it('getPages: fetches the pages in parallel, in order, leaving out unknown ones', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    server.use(
      http.get(`${fx.BASE_URL}/sites/1/pages/:id`, async ({ params }) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await delay(20);
        inFlight -= 1;
        const id = Number(params.id);
        return id === 2 ? status(404) : HttpResponse.json(fx.page(id));
      }),
    );
    const pages = await getPages(ctx, [3, 2, 1]);
    expect(pages.map((p) => p.id)).toEqual([3, 1]);
    expect(mostInFlight).toBe(3);
  });

  it('listEntities: GET /sites/{siteId}/entities', async () => {
    const seen = answer('get', '/sites/1/entities', fx.entities);
    await expect(listEntities(ctx)).resolves.toEqual(fx.entities);
    only(seen);
  });

  it('listEntityItems: GET /sites/{siteId}/entities/{entity}/items', async () => {
    const seen = answer('get', '/sites/1/entities/offices/items', fx.entityItems);
    await expect(listEntityItems(ctx, 'offices')).resolves.toEqual(fx.entityItems);
    only(seen);
  });

  it('getAgreements: GET /sites/{siteId}/agreements?locale=', async () => {
    const seen = answer('get', '/sites/1/agreements', fx.agreements);
    await expect(getAgreements({ siteId: 1, locale: 'fr' })).resolves.toEqual(fx.agreements);
    const request = only(seen);
    expect(request.url.searchParams.get('locale')).toBe('fr');
    expect(request.headers.get('accept-language')).toBe('fr');
  });

  it('getEstatePage: GET /sites/{siteId}/estate-pages/{estateId}/{locale}, the locale defaulting to the context', async () => {
    const seen = answer('get', '/sites/1/estate-pages/12/fr', fx.estatePage);
    await expect(getEstatePage({ siteId: 1, locale: 'fr' }, 12)).resolves.toEqual(fx.estatePage);
    only(seen);
  });

  it('getSiteTranslations: GET /translations/{locale} with the site in X-SITE', async () => {
    const seen = answer('get', '/translations/de', fx.translations);
    await expect(getSiteTranslations({ siteId: 2, locale: 'de' })).resolves.toEqual(fx.translations);
    expect(only(seen).headers.get('x-site')).toBe('2');
  });

  it('getAsset: GET /sites/{siteId}/assets/{name}?hash=&version=, the file handed back raw', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const seen = answer('get', '/sites/1/assets/logo.svg', new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } }));
    const response = await getAsset(ctx, 'logo.svg#a1b2c3', 7);
    expect(response).toBeInstanceOf(Response);
    expect(await response?.text()).toBe(svg);
    const request = only(seen);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ hash: 'a1b2c3', version: '7' });
    expect(request.headers.has('zabun-client')).toBe(false);
  });

  it('getAsset: refuses a malformed reference without calling the API', async () => {
    await expect(getAsset(ctx, '../secret#abc', 1)).rejects.toMatchObject({ kind: 'invalid-request', message: expect.stringMatching(/invalid asset reference/) });
  });
});

describe('parseAssetReference', () => {
  it('splits name#hash', () => {
    expect(parseAssetReference('logo.svg#a1b2c3')).toEqual({ name: 'logo.svg', hash: 'a1b2c3' });
  });

  it.each(['', 'logo.svg', 'logo.svg#', '#a1b2', 'a#b#c', '..#abc', '.#abc', 'img/logo.svg#abc', 'logo.svg#ab-c', 'lo go#abc'])(
    'rejects %j',
    (reference) => {
      expect(() => parseAssetReference(reference)).toThrow(/invalid asset reference .*expected "name#hash"/);
    },
  );
});

describe('estates', () => {
  const searchBody = { filter: { query: { terms: { status: ['FOR_SALE'] } } }, limit: 15, offset: 0 };

  it('searchEstates: POST /sites/{siteId}/estates with the body, zabun-client and the language', async () => {
    const seen = answer('post', '/sites/1/estates', fx.estateSearchResult);
    const result = await searchEstates(ctx, searchBody);
    expect(result).toEqual(fx.estateSearchResult);
    expect(result).not.toHaveProperty('error');
    const request = only(seen);
    expect(JSON.parse(request.body)).toEqual(searchBody);
    expect(request.headers.get('zabun-client')).toBe('true');
    expect(request.headers.get('accept-language')).toBe('nl');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('searchEstates is a cacheable read despite being a POST (30 s, estates tags)', async () => {
    answer('post', '/sites/1/estates', fx.estateSearchResult);
    const lastInit = spyFetchInit();
    await searchEstates(ctx, searchBody);
    expect(lastInit()?.next).toEqual({ revalidate: 30, tags: ['site-1', 'site-1-estates'] });
  });

  it('searchEstates: a failure gives an empty result carrying the error', async () => {
    const log = silenceErrors();
    answer('post', '/sites/1/estates', status(500, 'boom'));
    await expect(searchEstates(ctx, searchBody)).resolves.toEqual({
      total: { value: 0 },
      results: [],
      error: { kind: 'http', message: '500 Internal Server Error', status: 500 },
    });
    expect(log).toEqual([expect.objectContaining({ level: 'warn', failure: 'site-api', status: 500 })]);
  });

  it('searchEstates: an answer of the wrong shape gives an empty result too', async () => {
    silenceErrors();
    answer('post', '/sites/1/estates', { total: 3, results: [] });
    const result = await searchEstates(ctx, searchBody);
    expect(result.results).toEqual([]);
    expect(result.error?.kind).toBe('invalid-response');
  });

  it('getEstateFilters: POST /sites/{siteId}/estate-filters with the search body', async () => {
    const seen = answer('post', '/sites/1/estate-filters', fx.estateFilters);
    await expect(getEstateFilters(ctx, searchBody)).resolves.toEqual(fx.estateFilters);
    const request = only(seen);
    expect(JSON.parse(request.body)).toEqual(searchBody);
    expect(request.headers.get('zabun-client')).toBe('true');
  });

  it('getEstateFilters: a failure gives an empty filter carrying the error', async () => {
    silenceErrors();
    answer('post', '/sites/1/estate-filters', status(503));
    await expect(getEstateFilters(ctx, searchBody)).resolves.toEqual({
      headTypes: [],
      locations: [],
      prices: { min: null, max: null },
      transactions: [],
      epcLabels: [],
      error: { kind: 'http', message: '503 Service Unavailable', status: 503 },
    });
  });

  it('getEstate: GET /sites/{siteId}/estates/v2/{id} with zabun-client, cached 30 s under the estate tags', async () => {
    const seen = answer('get', '/sites/1/estates/v2/5', fx.estateDetail);
    const lastInit = spyFetchInit();
    await expect(getEstate(ctx, 5)).resolves.toEqual(fx.estateDetail);
    const request = only(seen);
    expect(request.headers.get('zabun-client')).toBe('true');
    expect(request.headers.get('accept-language')).toBe('nl');
    expect(lastInit()?.next).toEqual({ revalidate: 30, tags: ['site-1', 'site-1-estate', 'site-1-estate-5'] });
  });

  it('getEstate: another failure than 404 throws', async () => {
    answer('get', '/sites/1/estates/v2/5', status(500));
    await expect(getEstate(ctx, 5)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('getEstateGroup: GET /sites/{siteId}/estates/group/{id}', async () => {
    const seen = answer('get', '/sites/1/estates/group/40', fx.estateGroup);
    await expect(getEstateGroup(ctx, 40)).resolves.toEqual(fx.estateGroup);
    expect(only(seen).headers.get('zabun-client')).toBe('true');
  });

  it('getEstateContactInfo: GET /sites/{siteId}/estates/{id}/contact-info', async () => {
    const seen = answer('get', '/sites/1/estates/5/contact-info', fx.contactInfo);
    await expect(getEstateContactInfo(ctx, 5)).resolves.toEqual(fx.contactInfo);
    expect(only(seen).headers.get('zabun-client')).toBe('true');
  });

  it('getEstateCollection: GET /sites/{siteId}/estate-collections/{id}', async () => {
    const seen = answer('get', '/sites/1/estate-collections/9', fx.estateCollection);
    await expect(getEstateCollection(ctx, 9)).resolves.toEqual(fx.estateCollection);
    expect(only(seen).headers.get('zabun-client')).toBe('true');
  });
});

describe('rental units', () => {
  const body = { filter: { city: [8400] }, limit: 15, offset: 0 };

  it('searchRentalUnits: POST /sites/{siteId}/rental-units, without zabun-client', async () => {
    const seen = answer('post', '/sites/1/rental-units', fx.rentalUnitSearchResult);
    await expect(searchRentalUnits(ctx, body)).resolves.toEqual(fx.rentalUnitSearchResult);
    const request = only(seen);
    expect(JSON.parse(request.body)).toEqual(body);
    expect(request.headers.has('zabun-client')).toBe(false);
  });

  it('searchRentalUnits: a failure gives an empty result carrying the error', async () => {
    silenceErrors();
    answer('post', '/sites/1/rental-units', status(500));
    await expect(searchRentalUnits(ctx, body)).resolves.toEqual({
      total: 0,
      results: [],
      error: { kind: 'http', message: '500 Internal Server Error', status: 500 },
    });
  });

  it('getRentalUnitFilters: POST /sites/{siteId}/rental-units/filters', async () => {
    const seen = answer('post', '/sites/1/rental-units/filters', fx.rentalUnitFilters);
    await expect(getRentalUnitFilters(ctx)).resolves.toEqual(fx.rentalUnitFilters);
    expect(JSON.parse(only(seen).body)).toEqual({ filter: {} });
  });

  it('getRentalUnitFilters: a failure gives empty filter data carrying the error', async () => {
    silenceErrors();
    answer('post', '/sites/1/rental-units/filters', status(502));
    await expect(getRentalUnitFilters(ctx)).resolves.toEqual({
      locations: [],
      subKinds: [],
      maxOccupations: [],
      cities: [],
      periodTypes: [],
      periodStartDates: [],
      periodDates: [],
      error: { kind: 'http', message: '502 Bad Gateway', status: 502 },
    });
  });

  it('getRentalUnit: GET /sites/{siteId}/rental-units/{id}', async () => {
    const seen = answer('get', '/sites/1/rental-units/21', fx.rentalUnit());
    await expect(getRentalUnit(ctx, 21)).resolves.toEqual(fx.rentalUnit());
    only(seen);
  });

  it('getRentalUnitPeriods: GET /sites/{siteId}/rental-units/{id}/periods', async () => {
    const seen = answer('get', '/sites/1/rental-units/21/periods', fx.rentalPeriods);
    await expect(getRentalUnitPeriods(ctx, 21)).resolves.toEqual({ periods: fx.rentalPeriods });
    only(seen);
  });

  it('getRentalUnitPeriods: a failure gives no periods and the error', async () => {
    silenceErrors();
    answer('get', '/sites/1/rental-units/21/periods', status(404));
    await expect(getRentalUnitPeriods(ctx, 21)).resolves.toEqual({
      periods: [],
      error: { kind: 'http', message: '404 Not Found', status: 404 },
    });
  });

  it('createRentalReservation: POST /sites/{siteId}/rental-units/reservation with the request', async () => {
    const seen = answer('post', '/sites/1/rental-units/reservation', fx.rentalReservation, 201);
    await expect(createRentalReservation(ctx, fx.rentalReservationRequest)).resolves.toEqual(fx.rentalReservation);
    expect(JSON.parse(only(seen).body)).toEqual(fx.rentalReservationRequest);
  });

  it('createRentalReservation: refuses an invalid request without calling the API', async () => {
    const seen = answer('post', '/sites/1/rental-units/reservation', fx.rentalReservation, 201);
    const invalid: RentalReservationRequest = { ...fx.rentalReservationRequest, email: 'not-an-email' };
    await expect(createRentalReservation(ctx, invalid)).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(seen).toHaveLength(0);
  });

  it('getRentalUnitPhoto: GET /sites/{siteId}/rental-units/photo/{photoId}/{size}, raw', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const seen = answer('get', '/sites/1/rental-units/photo/301/large', new HttpResponse(bytes, { headers: { 'content-type': 'image/jpeg' } }));
    const response = await getRentalUnitPhoto(ctx, 301, 'large');
    expect(new Uint8Array(await response!.arrayBuffer())).toEqual(bytes);
    only(seen);
  });
});

describe('agenda', () => {
  it('getAgenda: GET /sites/{siteId}/live-agenda/{id}, never cached', async () => {
    const seen = answer('get', '/sites/1/live-agenda/3', fx.agenda);
    const lastInit = spyFetchInit();
    await expect(getAgenda(ctx, 3)).resolves.toEqual(fx.agenda);
    only(seen);
    expect(lastInit()?.cache).toBe('no-store');
  });

  it('getAppointment: GET /sites/{siteId}/live-agenda/reservation/{id}, never cached', async () => {
    const seen = answer('get', `/sites/1/live-agenda/reservation/${fx.APPOINTMENT_ID}`, fx.appointment);
    const lastInit = spyFetchInit();
    await expect(getAppointment(ctx, fx.APPOINTMENT_ID)).resolves.toEqual(fx.appointment);
    only(seen);
    expect(lastInit()?.cache).toBe('no-store');
  });

  it('createAppointment: POST /sites/{siteId}/live-agenda/reservation with the request', async () => {
    const seen = answer('post', '/sites/1/live-agenda/reservation', fx.appointment, 201);
    await expect(createAppointment(ctx, fx.appointmentRequest)).resolves.toEqual(fx.appointment);
    expect(JSON.parse(only(seen).body)).toEqual(fx.appointmentRequest);
  });

  it('createAppointment: a slot taken meanwhile throws a conflict', async () => {
    silenceErrors();
    answer('post', '/sites/1/live-agenda/reservation', status(409, 'slot taken'));
    await expect(createAppointment(ctx, fx.appointmentRequest)).rejects.toMatchObject({ kind: 'http', status: 409 });
  });

  it('cancelAppointment: DELETE /sites/{siteId}/live-agenda/reservation/{id}; a 204 gives null', async () => {
    const seen = answer('delete', `/sites/1/live-agenda/reservation/${fx.APPOINTMENT_ID}`, status(204));
    await expect(cancelAppointment(ctx, fx.APPOINTMENT_ID)).resolves.toBeNull();
    expect(only(seen).headers.get('x-site')).toBe('1');
  });

  it('cancelAppointment: answers the cancelled appointment when the API sends it', async () => {
    const cancelled = { ...fx.appointment, cancelled: true };
    answer('delete', `/sites/1/live-agenda/reservation/${fx.APPOINTMENT_ID}`, cancelled);
    await expect(cancelAppointment(ctx, fx.APPOINTMENT_ID)).resolves.toEqual(cancelled);
  });
});

describe('a 404 becomes null', () => {
  it.each([
    ['getSite', '/sites/1', () => getSite(1)],
    ['getSiteByHostname', '/sites/by-hostname/unknown.example', () => getSiteByHostname('unknown.example')],
    ['getNavigation', '/sites/1/navigation/footer', () => getNavigation(ctx, 'footer')],
    ['getPageByUrl', '/sites/1/pages/by-url/nope', () => getPageByUrl(ctx, 'nope')],
    ['getPage', '/sites/1/pages/99', () => getPage(ctx, 99)],
    ['getEstate', '/sites/1/estates/v2/99', () => getEstate(ctx, 99)],
    ['getEstateGroup', '/sites/1/estates/group/99', () => getEstateGroup(ctx, 99)],
    ['getEstateContactInfo', '/sites/1/estates/99/contact-info', () => getEstateContactInfo(ctx, 99)],
    ['getEstateCollection', '/sites/1/estate-collections/99', () => getEstateCollection(ctx, 99)],
    ['getRentalUnit', '/sites/1/rental-units/99', () => getRentalUnit(ctx, 99)],
    ['getAgenda', '/sites/1/live-agenda/99', () => getAgenda(ctx, 99)],
    ['getAppointment', `/sites/1/live-agenda/reservation/${'f'.repeat(32)}`, () => getAppointment(ctx, 'f'.repeat(32))],
    ['getAsset', '/sites/1/assets/gone.png', () => getAsset(ctx, 'gone.png#abc', 1)],
    ['getRentalUnitPhoto', '/sites/1/rental-units/photo/99/large', () => getRentalUnitPhoto(ctx, 99, 'large')],
    ['listEntityItems', '/sites/1/entities/gone/items', () => listEntityItems(ctx, 'gone')],
    ['getEstatePage', '/sites/1/estate-pages/99/nl', () => getEstatePage(ctx, 99, 'nl')],
  ] as const)('%s', async (_name, path, call) => {
    const seen = answer('get', path, status(404));
    await expect(call()).resolves.toBeNull();
    only(seen);
  });
});
