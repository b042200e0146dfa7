// The map view's markers (`GET /{locale}/estate-map?…`) are computed once per site, language and search, then
// served from Next's data cache until a change the site API announces expires them: a warm answer costs no
// search, no card mapping and no JSON building (about 20 ms of CPU each without the cache, docs/bench-pages.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/[site]/[locale]/estate-map/route';
import { tagsOfChange } from '@/lib/site-api/revalidation';
import { revalidateTag, clearDataCache } from '../support/next-data-cache';
import { estateSummary } from '../support/estate-fixture';
import { BASE_URL } from '../site-api/fixtures';
import { http, HttpResponse } from 'msw';
import { answer, server, startAppSiteApi, status } from '../site-api/msw';

vi.mock('next/cache', () => import('../support/next-data-cache'));
vi.mock('next-intl/server', () => import('../support/next-intl-server'));
vi.mock('@/lib/i18n/pathname', () => ({ getPathname: ({ href, locale }: { href: { params: { estateId: string } }; locale: string }) => `/${locale}/aanbod/${href.params.estateId}` }));

startAppSiteApi(300);
beforeEach(() => {
  clearDataCache();
});
afterEach(() => vi.restoreAllMocks());

const SITE_1 = '1_bG9jYWxob3N0';
const SITE_2 = '2_bG9jYWxob3N0';

function view(query: string, { site = SITE_1, locale = 'nl' } = {}) {
  return GET(new Request(`http://localhost/${locale}/estate-map?${query}`), { params: Promise.resolve({ site, locale }) });
}

function searchResult(title: string) {
  const estate = estateSummary({ general: { title: { nl: title, fr: title, en: title, de: title } } });
  return { total: { value: 1 }, results: [estate] };
}

describe('GET /{locale}/estate-map (the list map\'s markers)', () => {
  it('answers a second view of the same map from the cache, without searching again, byte for byte the same', async () => {
    const searches = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    const first = await view('status=FOR_SALE');
    const second = await view('status=FOR_SALE');
    expect(searches).toHaveLength(1);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('private, max-age=30');
    }
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(JSON.parse(body)).toMatchObject({ total: 1, markers: [{ id: 4242, title: expect.stringContaining('Villa aan de Schelde'), href: '/nl/aanbod/4242' }] });
  });

  it('keys the answer by the search: the list\'s sort shares it, another filter or language has its own', async () => {
    const searches = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    await view('status=FOR_SALE');
    await view('status=FOR_SALE&sort=price&order=asc');
    expect(searches).toHaveLength(1);
    await view('status=FOR_RENT');
    await view('status=FOR_SALE', { locale: 'fr' });
    expect(searches).toHaveLength(3);
    expect(searches[2]!.headers.get('accept-language')).toBe('fr');
  });

  it('searches again once the site API announces a changed listing of the site, and not for another site\'s change', async () => {
    const before = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    await view('status=FOR_SALE');
    for (const tag of tagsOfChange({ siteId: 2, resource: 'estate', id: 4242 })) revalidateTag(tag);
    await view('status=FOR_SALE');
    expect(before).toHaveLength(1);

    for (const tag of tagsOfChange({ siteId: 1, resource: 'estate', id: 777 })) revalidateTag(tag);
    const after = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde, prijs verlaagd'));
    const changed = await view('status=FOR_SALE');
    expect(after).toHaveLength(1);
    expect(JSON.parse(await changed.text()).markers[0].title).toContain('prijs verlaagd');
  });

  it('searches the site API once for a map with a drawn area, and answers markers and a count only', async () => {
    const searches = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    const response = await view('status=FOR_SALE&area=c51.2194_4.4025_5000');
    expect(response.status).toBe(200);
    expect(searches).toHaveLength(1);
    expect(Object.keys(JSON.parse(await response.text())).sort()).toEqual(['markers', 'total']);
  });

  it('keeps each site\'s answers apart, and expires them with a change of the whole site', async () => {
    const site1 = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    const site2 = answer('post', '/sites/2/estates', searchResult('Maison à Namur'));
    expect(JSON.parse(await (await view('status=FOR_SALE', { site: SITE_2 })).text()).markers[0].title).toContain('Maison à Namur');
    expect(JSON.parse(await (await view('status=FOR_SALE')).text()).markers[0].title).toContain('Villa aan de Schelde');
    for (const tag of tagsOfChange({ siteId: 1, resource: 'site' })) revalidateTag(tag);
    await view('status=FOR_SALE');
    await view('status=FOR_SALE', { site: SITE_2 });
    expect(site1).toHaveLength(2);
    expect(site2).toHaveLength(1);
  });

  it('makes an answer once for the views that ask while it is being made (a cold or stale answer does not stampede)', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const searches: string[] = [];
    server.use(
      http.post(`${BASE_URL}/sites/1/estates`, async ({ request }) => {
        searches.push(await request.text());
        await held;
        return HttpResponse.json(searchResult('Villa aan de Schelde'));
      }),
    );
    const views = Array.from({ length: 5 }, () => view('status=FOR_SALE'));
    await vi.waitFor(() => expect(searches.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const bodies = await Promise.all(views.map(async (response) => (await response).text()));
    expect(searches).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('never caches a failed search: the answer carries the error, no-store, and the retry searches again', async () => {
    const failed = answer('post', '/sites/1/estates', status(500));
    const response = await view('status=FOR_SALE');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(await response.text())).toMatchObject({ markers: [], total: 0, error: { message: expect.any(String) } });
    const retried = answer('post', '/sites/1/estates', searchResult('Villa aan de Schelde'));
    const retry = await view('status=FOR_SALE');
    expect(retry.headers.get('cache-control')).toBe('private, max-age=30');
    expect(failed.length).toBeGreaterThan(0);
    expect(retried).toHaveLength(1);
  });
});
