import { NextRequest, type NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { describe, expect, it, vi } from 'vitest';
import { locales, routePathnames } from '@/lib/rules';
import { routing } from '@/lib/i18n/routing';

// Every call of next-intl's routing, counted, so the tests can tell a kept answer from a fresh one.
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('next-intl/middleware', async (importOriginal) => {
  const original = (await importOriginal<typeof import('next-intl/middleware')>()).default;
  return {
    default: (config: Parameters<typeof original>[0]) => {
      const handler = original(config);
      return (request: NextRequest) => {
        calls.count++;
        return handler(request);
      };
    },
  };
});

const { i18nRoutingFor } = await import('@/lib/i18n/site-routing');

/** next-intl's own answer, from handlers of its own (a fresh match every time; counted too, so counts are taken around the call under test). */
const reference = { nl: createMiddleware({ ...routing, defaultLocale: 'nl' }), fr: createMiddleware({ ...routing, defaultLocale: 'fr' }) };

const answer = (response: NextResponse) => ({ status: response.status, headers: [...response.headers].sort(([a], [b]) => a.localeCompare(b)) });

const request = (origin: string, path: string, language: string) =>
  new NextRequest(`${origin}${path}`, { headers: { 'accept-language': language, 'user-agent': 'test', cookie: 'NEXT_LOCALE=de' } });

/** Each route of the spec in each language, in its own words and in another language's, with the odd forms a visitor types. */
function paths(): string[] {
  const fill = (template: string) => template.replace(/\[estateId\]|\[rentalUnitId\]|\[entityId\]/g, '12').replace(/\[[^\]]+\]/g, 'a-b');
  const all = new Set<string>();
  for (const localized of Object.values(routePathnames)) {
    const byLocale = typeof localized === 'string' ? { nl: localized, fr: localized, en: localized, de: localized } : localized;
    for (const locale of locales) {
      for (const words of locales) {
        const path = fill(byLocale[words]);
        all.add(`/${locale}${path === '/' ? '' : path}`);
      }
    }
    all.add(`/nl${fill(byLocale.nl)}/?trans=kopen&page=2`);
  }
  for (const odd of ['/nl', '/fr/', '/nl/onbekend/pad', '/de/angebot?sort=price', '/nl/%E7%B4%84', '/en/offer/12/a%20b']) all.add(odd);
  return [...all];
}

describe("next-intl's answers kept per site language and path", () => {
  it("replays for every route in every language exactly what next-intl answers, whatever the host, the browser's languages or a cookie", () => {
    const checked = paths();
    expect(checked.length).toBeGreaterThan(200);
    for (const defaultLocale of ['nl', 'fr'] as const) {
      const routed = i18nRoutingFor(defaultLocale);
      for (const path of checked) {
        const first = request('http://agency.localhost:3000', path, 'fr-BE');
        expect(answer(routed(first)), `${defaultLocale} ${path}`).toEqual(answer(reference[defaultLocale](first)));
        // Kept now: another host, another browser, the same answer as next-intl gives that request.
        const second = request('https://www.immo.example', path, 'de-DE');
        const before = calls.count;
        const kept = routed(second);
        expect(calls.count - before, `${defaultLocale} ${path}: asked next-intl again`).toBe(0);
        expect(answer(kept), `${defaultLocale} ${path}, kept`).toEqual(answer(reference[defaultLocale](second)));
      }
    }
  });

  it("keeps one site language's answer apart from another's", () => {
    const path = '/nl/aanbod/12';
    const nl = i18nRoutingFor('nl')(request('http://a.localhost', path, 'nl'));
    const fr = i18nRoutingFor('fr')(request('http://a.localhost', path, 'nl'));
    expect(answer(nl)).toEqual(answer(reference.nl(request('http://a.localhost', path, 'nl'))));
    expect(answer(fr)).toEqual(answer(reference.fr(request('http://a.localhost', path, 'nl'))));
  });

  it("routes a path without a language anew each time, by the browser's languages", () => {
    const routed = i18nRoutingFor('nl');
    for (const [language, expected] of [['fr-BE', '/fr/offre'], ['de-DE', '/de/angebot'], ['es', '/nl/aanbod']] as const) {
      const before = calls.count;
      const response = routed(request('http://agency.localhost', '/aanbod', language));
      expect(calls.count - before).toBe(1);
      expect(new URL(response.headers.get('location')!).pathname, language).toBe(expected);
    }
  });

  it('hands the page the language of the path, and the request headers of this visitor, not the first one’s', () => {
    const routed = i18nRoutingFor('nl');
    routed(new NextRequest('http://agency.localhost/en/offer/7', { headers: { 'x-forwarded-for': '203.0.113.1' } }));
    const kept = routed(new NextRequest('http://agency.localhost/en/offer/7', { headers: { 'x-forwarded-for': '198.51.100.2' } }));
    expect(kept.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
    expect(kept.headers.get('x-middleware-request-x-forwarded-for')).toBe('198.51.100.2');
    expect(new URL(kept.headers.get('x-middleware-rewrite')!).pathname).toBe('/en/estates/7');
  });
});
