import { describe, expect, it } from 'vitest';
import { locales, routePathnames } from '@/lib/rules';
import { getPathname as intlGetPathname } from '@/lib/i18n/navigation';
import { getPathname, type AppHref } from '@/lib/i18n/pathname';

/** Values for every param a route of the table names. */
function sampleHref(pathname: string): AppHref {
  const params: Record<string, string | string[]> = {};
  for (const [, catchAll, name] of pathname.matchAll(/\[(\.\.\.)?(\w+)\]/g)) params[name!] = catchAll ? ['over-ons', 'team'] : 'x-12';
  return (Object.keys(params).length ? { pathname, params } : pathname) as AppHref;
}

describe('getPathname without next-intl’s navigation', () => {
  it('gives the address next-intl gives, for every route of the table in every language', () => {
    for (const pathname of Object.keys(routePathnames)) {
      for (const locale of locales) {
        const href = sampleHref(pathname);
        expect(getPathname({ href, locale }), `${pathname} ${locale}`).toBe(intlGetPathname({ href, locale }));
      }
    }
  });

  it('gives the valuation request its own word in every language', () => {
    const paths = locales.map((locale) => getPathname({ href: '/valuation', locale }));
    expect(paths).toEqual(['/nl/gratis-schatting', '/fr/estimation-gratuite', '/en/free-valuation', '/de/kostenlose-bewertung']);
  });

  it('gives next-intl’s address with a query, with repeated keys, and with characters to encode', () => {
    const hrefs = [
      { pathname: '/estates', query: { status: ['FOR_SALE', 'TO_RENT'], city: '62063' } },
      { pathname: '/', query: { ref: 'a b' } },
      { pathname: '/subscribe', query: { area: 'c:51.2,4.4,1000' } },
      { pathname: '/estates/[estateId]/[slug]', params: { estateId: 12, slug: 'villa-à-gent' } },
      { pathname: '/[...rest]', params: { rest: ['één', 'twee'] } },
    ] as AppHref[];
    for (const href of hrefs) for (const locale of locales) expect(getPathname({ href, locale })).toBe(intlGetPathname({ href, locale }));
  });
});
