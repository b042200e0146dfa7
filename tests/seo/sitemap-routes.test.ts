// The sitemap under a failing site API (stale-if-error): the last good sitemap of the site, never a 503
// once there was one; a 503 only for a site that never had a good one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';

const collect = vi.hoisted(() => vi.fn<(siteId: number) => Promise<SitemapEntry[]>>());
const timeouts = vi.hoisted(() => [] as number[]);

vi.mock('@/lib/seo/sitemap', () => ({ collectSitemapEntries: collect }));
vi.mock('@/lib/tenancy/site-of-host', () => ({
  siteOfHost: async (headers: Headers) => {
    const host = headers.get('host');
    if (host === 'first.example') return { id: 101, hostnames: ['first.example'], defaultLocale: 'nl' };
    if (host === 'second.example') return { id: 102, hostnames: ['second.example'], defaultLocale: 'nl' };
    return null;
  },
}));
vi.mock('@/lib/tenancy/origin', () => ({ requestOrigin: async (site: { hostnames: string[] }) => new URL(`https://${site.hostnames[0]}`) }));

const { sitemapFileResponse, sitemapIndexResponse } = await import('@/lib/seo/sitemap-routes');
const { readTimeoutMs, READ_TIMEOUT_MS } = await import('@/lib/site-api/render-budget');

const request = (host: string) => new Request(`https://${host}/sitemap.xml`, { headers: { host } });
const entries = (...paths: string[]): SitemapEntry[] => paths.map((path) => ({ paths: { nl: path } }));

describe('the sitemap when the site API fails', () => {
  beforeEach(() => {
    collect.mockReset();
    timeouts.length = 0;
  });

  it('serves the last good sitemap of the site instead of a 503', async () => {
    collect.mockResolvedValueOnce(entries('/nl', '/nl/aanbod/1/huis'));
    const good = await sitemapFileResponse(request('first.example'), 'sitemap-1.xml');
    expect(good.status).toBe(200);
    const goodBody = await good.text();
    expect(goodBody).toContain('<loc>https://first.example/nl/aanbod/1/huis</loc>');

    collect.mockRejectedValueOnce(new Error('GET /sites/101/pages/ timed out'));
    const stale = await sitemapFileResponse(request('first.example'), 'sitemap-1.xml');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(goodBody);
    // Kept by a cache in front for minutes, not the hour of a fresh one: the next ask may find the API back.
    expect(good.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');

    collect.mockRejectedValueOnce(new Error('GET /sites/101/pages/ timed out'));
    const index = await sitemapIndexResponse(request('first.example'));
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<loc>https://first.example/sitemaps/sitemap-1.xml</loc>');
  });

  it('serves the fresh sitemap again once the site API answers, and never another site’s', async () => {
    collect.mockResolvedValueOnce(entries('/nl/aanbod/7/appartement'));
    expect(await (await sitemapFileResponse(request('first.example'), 'sitemap-1.xml')).text()).toContain('/nl/aanbod/7/appartement');

    collect.mockRejectedValueOnce(new Error('GET /sites/102/pages/ timed out'));
    const other = await sitemapIndexResponse(request('second.example'));
    // This site never had a good sitemap: 503, to be asked again later; the first site's is not borrowed.
    expect(other.status).toBe(503);
    expect(other.headers.get('retry-after')).toBe('300');
  });

  it('asks the site API once for the index and its files requested at the same time', async () => {
    let release: (value: SitemapEntry[]) => void = () => {};
    collect.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const answers = Promise.all([sitemapIndexResponse(request('second.example')), sitemapFileResponse(request('second.example'), 'sitemap-1.xml')]);
    release(entries('/nl'));
    expect((await answers).map((answer) => answer.status)).toEqual([200, 200]);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('gives the sitemap’s reads the call’s own timeout, not a page’s 2.5 s: no visitor waits for it', async () => {
    collect.mockImplementationOnce(async () => {
      timeouts.push(readTimeoutMs());
      return entries('/nl');
    });
    await sitemapIndexResponse(request('first.example'));
    expect(timeouts).toEqual([Number.POSITIVE_INFINITY]);
    expect(readTimeoutMs()).toBe(READ_TIMEOUT_MS);
  });
});
