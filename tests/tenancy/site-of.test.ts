import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteOf } from '@/lib/tenancy/site-of';
import { siteSegment } from '@/lib/tenancy/site-param';

const named = vi.hoisted(() => ({ locales: [] as string[] }));
vi.mock('next-intl/server', () => ({ setRequestLocale: (locale: string) => named.locales.push(locale) }));
// What siteOf gives needs no call to the site API: the route holds it all.
vi.mock('@/lib/site-api/sites', () => ({
  getSite: () => {
    throw new Error('siteOf asked the site API');
  },
}));

beforeEach(() => {
  named.locales = [];
});

const route = (site: string, locale: string) => Promise.resolve({ site, locale });
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' };

describe('the site of a page, from its route', () => {
  it('is the site id, the language and the origin the proxy put in the route, and names the language to next-intl', async () => {
    await expect(siteOf(route(siteSegment(7, 'www.immo-schelde.be'), 'fr'))).resolves.toEqual({
      siteId: 7,
      locale: 'fr',
      origin: new URL('https://www.immo-schelde.be'),
    });
    expect(named.locales).toEqual(['fr']);
  });

  it('keeps the port of a local host, over http', async () => {
    const { origin } = await siteOf(route(siteSegment(1, 'immo.localhost:3000'), 'nl'));
    expect(origin.href).toBe('http://immo.localhost:3000/');
  });

  it('is the 404 for a segment that is not one, in the language asked', async () => {
    await expect(siteOf(route('7_not a host', 'de'))).rejects.toMatchObject(NOT_FOUND);
    expect(named.locales).toEqual(['de']);
  });

  it('is the 404 for a language the site has not, in the default language', async () => {
    await expect(siteOf(route(siteSegment(7, 'www.immo-schelde.be'), 'es'))).rejects.toMatchObject(NOT_FOUND);
    expect(named.locales).toEqual(['nl']);
  });
});
