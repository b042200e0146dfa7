import { NextRequest, type NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@/lib/domain/enums';
import { withFastPath } from '@/lib/i18n/fast-routing';
import { LOCALE_HEADER } from '@/lib/i18n/locale-header';
import { routing } from '@/lib/i18n/routing';
import { i18nRoutingFor } from '@/lib/i18n/site-routing';
import { routePathnames } from '@/lib/spec';
import { siteSegment } from '@/lib/tenancy/site-param';
import { site } from '../site-api/fixtures';

// The whole proxy, on a site the hostname lookup already knows.
vi.mock('@/lib/site-api/sites', () => ({ getSiteByHostname: async () => site }));

const ORIGIN = 'http://agency.localhost:3000';

/** A value for each route parameter, with the characters a slug may carry. */
const SAMPLE_PARAMS: Record<string, string> = {
  estateId: '3410012',
  slug: 'huis-te-koop-in-gent',
  entityId: '5',
  rentalUnitId: '81',
  token: 'a1B2-c3_d4',
  appointmentId: '77',
  agendaId: '12',
  form: 'contact',
  '...rest': 'over-ons',
};

/** Every localised path of every route in every language, then under every language's prefix (another language's words included). */
function routePaths(): string[] {
  const paths = new Set<string>();
  for (const config of Object.values(routePathnames)) {
    const templates = typeof config === 'string' ? [config] : Object.values(config);
    for (const template of templates) {
      const path = template.replace(/\[([^\]]+)\]/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x');
      for (const locale of locales) paths.add(path === '/' ? `/${locale}` : `/${locale}${path}`);
      paths.add(path);
    }
  }
  return [...paths];
}

const EDGE_CASES = [
  '/',
  '/nl/',
  '/fr/',
  '/NL',
  '/NL/aanbod',
  '/Nl/aanbod',
  '/nl/Aanbod',
  '/nl/AANBOD/12',
  '/nl/aanbod/',
  '/nl/aanbod/12/',
  '/nl/a.b',
  '/de/a.b.c',
  '/nl/estates',
  '/nl/estates/12',
  '/fr/holiday/81',
  '/en/estates/12/slug',
  '/nl/estates/cached-list/kopen',
  '/nl/estates/landing/1',
  '/nl/cached-list',
  '/nl/aanbod/te-koop/appartement/gent',
  '/nl/aanbod/12/slug/3/extra/more',
  '/nl/%C3%A9t%C3%A9',
  '/nl/%c3%a9t%c3%a9',
  '/fr/offre/12/caf%C3%A9-%E2%82%AC-%F0%9F%8F%A0',
  '/nl/aanbod/12/%E0%A4%A',
  '/nl/%',
  '/nl/a%2Fb',
  // an encoded `%`: next-intl 4.15 keeps it encoded where 4.14 decoded it (its decodePathname)
  '/nl/a%25b',
  '/nl/aanbod/12/caf%25C3%25A9',
  '/fr/offre/12/100%25-neuf',
  '/nl/a%5Cb',
  '/nl/a%5cb',
  '/nl/%09tab',
  '/nl/%0Aline',
  '/nl/a%20b',
  '/nl/aanbod/%23hash',
  '/nl/aanbod/12%3Fq',
  '/nl//aanbod',
  '/nl/aanbod//12',
  '/nld',
  '/nl-be/aanbod',
  '/xx/aanbod',
  '/en',
  '/de',
  '/2_abc/nl/aanbod',
  '/nl/2_abc',
  '/nl/vakantie/81/photos',
  '/nl/hou-me-op-de-hoogte/succes',
  '/nl/hou-me-op-de-hoogte/uitschrijven/abc',
  '/fr/tenez-moi-au-courant/desinscrire/abc',
  '/nl/formulier/contact/verzonden',
  '/en/form/contact/sent',
  '/de/formular/kontakt/gesendet',
];

const QUERIES = ['', '?trans=kopen', '?trans=kopen&page=2&sort=price-asc', '?q=caf%C3%A9&x=%2F', '?'];

/** Request variants whose answers next-intl makes differently: the cookie, the browser's languages, background requests. */
const HEADER_VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8', 'sec-fetch-dest': 'document' },
  { 'accept-language': 'fr-BE,fr;q=0.9' },
  { 'accept-language': 'de-DE' },
  { 'accept-language': 'en-US,en;q=0.5' },
  { 'accept-language': 'ja, zh-CN;q=0.8' },
  { 'accept-language': '*' },
  { 'accept-language': 'not a language ;;;' },
  { 'accept-language': `${Array.from({ length: 40 }, (_, i) => `x${i}-YY;q=0.${i % 9}`).join(', ')}, de;q=0.1` },
  { cookie: 'NEXT_LOCALE=nl' },
  { cookie: 'NEXT_LOCALE=fr; other=1', 'accept-language': 'fr' },
  { cookie: 'NEXT_LOCALE=zz' },
  { cookie: 'NEXT_LOCALE=' },
  { 'sec-fetch-dest': 'empty', 'accept-language': 'de' },
  { 'sec-fetch-dest': 'iframe', cookie: 'NEXT_LOCALE=en' },
  { 'x-forwarded-host': 'other.example', 'x-forwarded-proto': 'https' },
];

function requestOf(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`${ORIGIN}${path}`, { headers: { host: 'agency.localhost:3000', 'user-agent': 'test', ...headers } });
}

/** The request-header override of an answer: the names Next is to keep, and one `x-middleware-request-*` per header. */
const isRequestOverride = (name: string) => name === 'x-middleware-override-headers' || name.startsWith('x-middleware-request-');

/** Everything an answer carries that Next acts on: status, every header (rewrite, location, set-cookie, link, the request headers handed on). */
function answerOf(response: NextResponse) {
  return { status: response.status, headers: [...response.headers], cookies: response.cookies.getAll() };
}

/**
 * The same, less next-intl's request-header override when it only hands on its locale header (the request's
 * own headers plus `x-next-intl-locale`): the fast path leaves it out (no page reads it, lib/i18n/locale-header.ts;
 * the proxy's test below checks that it does), next-intl still sends it on the paths it answers itself.
 */
function answerWithoutLocaleHeader(response: NextResponse, request: NextRequest) {
  const answer = answerOf(response);
  const override = response.headers.get('x-middleware-override-headers');
  if (override === null) return answer;
  const handedOn = [...request.headers.keys(), LOCALE_HEADER].sort().join(',');
  expect(override.split(',').sort().join(','), 'next-intl hands on nothing but its locale header').toBe(handedOn);
  for (const [key, value] of request.headers) expect(response.headers.get(`x-middleware-request-${key}`)).toBe(value);
  return { ...answer, headers: answer.headers.filter(([name]) => !isRequestOverride(name)) };
}

/** Regular expressions compiled (`new RegExp`, `RegExp()`) while `run` runs; literals are compiled once with their code. */
async function regExpsCompiledBy(run: () => unknown): Promise<number> {
  let compiled = 0;
  const Original = RegExp;
  const counting = new Proxy(Original, {
    construct(target, args, newTarget) {
      compiled++;
      return Reflect.construct(target, args, newTarget) as object;
    },
    apply(target, thisArg, args) {
      compiled++;
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
  vi.stubGlobal('RegExp', counting);
  try {
    await run();
  } finally {
    vi.unstubAllGlobals();
  }
  return compiled;
}

function configFor(defaultLocale: Locale) {
  return { ...routing, defaultLocale };
}

describe('the fast path in front of next-intl’s routing', () => {
  const paths = [...routePaths(), ...EDGE_CASES];

  it.each(locales)('answers exactly as next-intl does, header for header, on a site whose language is %s', (defaultLocale) => {
    const nextIntl = createMiddleware(configFor(defaultLocale));
    const fast = i18nRoutingFor(defaultLocale);
    let compared = 0;
    const compare = (url: string, headers: Record<string, string>) => {
      const request = requestOf(url, headers);
      expect(answerWithoutLocaleHeader(fast(request), request), `${url} ${JSON.stringify(headers)}`).toEqual(answerWithoutLocaleHeader(nextIntl(request), request));
      compared++;
    };
    // Every path with every query string, and with every kind of request (each with one of the query strings in turn).
    paths.forEach((path, p) => {
      for (const query of QUERIES) compare(`${path}${query}`, {});
      HEADER_VARIANTS.forEach((headers, h) => compare(`${path}${QUERIES[(p + h) % QUERIES.length]}`, headers));
    });
    expect(compared).toBeGreaterThan(3000);
  });

  it('tries the templates in next-intl’s order, not the configuration’s (the catch-all last, static words before parameters)', () => {
    const reversed = { ...configFor('nl'), pathnames: Object.fromEntries(Object.entries(routePathnames).reverse()) as typeof routePathnames };
    const nextIntl = createMiddleware(reversed);
    const fast = withFastPath(reversed, nextIntl);
    for (const path of [...routePaths(), '/nl/hou-me-op-de-hoogte/succes', '/fr/tenez-moi-au-courant/reussi', '/nl/aanbod/12/slug/3']) {
      const request = requestOf(path);
      expect(answerWithoutLocaleHeader(fast(request), request), path).toEqual(answerWithoutLocaleHeader(nextIntl(request), request));
    }
  });

  it('answers a page in its own language without next-intl, and leaves the unusual paths to it', () => {
    const nextIntl = vi.fn(createMiddleware(configFor('nl')));
    const route = withFastPath(configFor('nl'), nextIntl);
    // The Accept-Language verdict is asked of next-intl once per header value and language.
    const browser = { 'accept-language': 'nl-BE,nl;q=0.9', 'sec-fetch-dest': 'document' };
    for (const locale of locales) for (const headers of [browser, {}]) route(requestOf(`/${locale}`, headers));
    expect(nextIntl).toHaveBeenCalledTimes(2 * locales.length);
    nextIntl.mockClear();

    const ownLanguage = [
      '/nl',
      '/nl/aanbod',
      '/nl/aanbod?trans=kopen',
      '/nl/aanbod/3410012/huis-te-koop-in-gent',
      '/fr/offre/3410012/maison-a-vendre',
      '/en/offer/12',
      '/de/feiertage/81',
      '/nl/vakantie/81',
      '/nl/over-ons',
      '/fr/a-propos/equipe',
      '/nl/a.b',
      '/nl/caf%C3%A9',
      '/nl/privacy-verklaring',
      '/en/keep-me-informed/success',
    ];
    for (const path of ownLanguage) {
      for (const headers of [browser, { ...browser, cookie: 'NEXT_LOCALE=fr' }, {}]) {
        expect(route(requestOf(path, headers)).headers.get('x-middleware-rewrite') ?? route(requestOf(path, headers)).headers.get('x-middleware-next'), path).toBeTruthy();
      }
    }
    expect(nextIntl).not.toHaveBeenCalled();

    const unusual = ['/', '/aanbod', '/NL/aanbod', '/nl/', '/nl/aanbod/', '/fr/aanbod/12', '/nl/offre', '/nl/%E0%A4%A', '/nl//x', '/nl/a%5Cb', '/nl/a%25b', '/nld/x'];
    for (const path of unusual) route(requestOf(path, browser));
    expect(nextIntl).toHaveBeenCalledTimes(unusual.length);
  });

  it('is off, leaving every request to next-intl, under routing options it was not proven equal for', () => {
    const nextIntl = vi.fn(createMiddleware({ ...configFor('nl'), alternateLinks: true }));
    const route = withFastPath({ ...configFor('nl'), alternateLinks: true }, nextIntl);
    const response = route(requestOf('/nl/aanbod'));
    expect(nextIntl).toHaveBeenCalledTimes(1);
    expect(response.headers.get('link')).toContain('hreflang');
  });
});

describe('the cost of routing a warm page view', () => {
  afterEach(() => vi.unstubAllGlobals());

  const views = [
    ['/nl/aanbod/3410012/huis-te-koop-in-gent', { 'accept-language': 'nl-BE,nl;q=0.9', 'sec-fetch-dest': 'document' }],
    ['/fr/offre/3410012/maison-a-vendre?x=1', { 'accept-language': 'fr-BE,fr;q=0.9' }],
    ['/nl/vakantie/81', { cookie: 'NEXT_LOCALE=nl' }],
    ['/de/impressum', {}],
    ['/nl', { 'accept-language': 'nl' }],
  ] as const;

  it('compiles no regular expression per request once warm (next-intl alone compiles dozens)', async () => {
    const route = i18nRoutingFor('nl');
    for (const [path, headers] of views) route(requestOf(path, headers));
    expect(await regExpsCompiledBy(() => views.forEach(([path, headers]) => route(requestOf(path, headers))))).toBe(0);

    const nextIntl = createMiddleware(configFor('nl'));
    expect(await regExpsCompiledBy(() => views.forEach(([path, headers]) => nextIntl(requestOf(path, headers))))).toBeGreaterThan(20 * views.length);
  });

  it('holds for the whole proxy: hostname lookup, site segment, page policy and routing compile nothing per warm view', async () => {
    const { default: proxy } = await import('@/proxy');
    const viewAll = () => Promise.all(views.map(([path, headers]) => proxy(requestOf(path, headers))));
    const answers = await viewAll();
    expect(answers.map((answer) => answer.headers.get('x-middleware-rewrite'))).toEqual(views.map(() => expect.stringContaining(`/${siteSegment(site.id, 'agency.localhost:3000')}/`)));
    expect(await regExpsCompiledBy(viewAll)).toBe(0);
  });

  it('hands no request header on to a page in its own language: Next copies none into the answer and back per view', async () => {
    const { default: proxy } = await import('@/proxy');
    for (const [path, headers] of views) {
      const answer = await proxy(requestOf(path, headers));
      expect(answer.headers.get('x-middleware-rewrite'), path).toBeTruthy();
      expect([...answer.headers.keys()].filter(isRequestOverride), path).toEqual([]);
    }
    // next-intl itself would hand on every request header plus its locale header.
    const nextIntl = createMiddleware(configFor('nl'));
    expect(nextIntl(requestOf(views[0][0], views[0][1])).headers.get('x-middleware-override-headers')).toContain(LOCALE_HEADER);
  });
});
