import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPageCachePurger, type PagePurge } from '@/lib/http/page-cache-scope';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
/** The site API's answer to "which hostnames has site N now". */
const currentHostnames = vi.fn();
vi.mock('@/lib/site-api/sites', () => ({ currentHostnames: (siteId: number) => currentHostnames(siteId), getSiteByHostname: async () => null }));
/** What the route asks the front door's page cache to drop. */
const purges: PagePurge[] = [];

const SECRET = 'a-long-shared-secret-for-tests';

/** The route as a fresh module, so each test reads the environment it sets. */
async function post(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) {
  vi.resetModules();
  const { POST } = await import('@/app/api/revalidate/route');
  return POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

beforeEach(() => {
  revalidateTag.mockClear();
  currentHostnames.mockReset();
  purges.length = 0;
  registerPageCachePurger(async (purge) => void purges.push(purge));
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('tagsOfChange', () => {
  it('a changed estate drops its own answers and every list it can appear in, of its site only', async () => {
    const { tagsOfChange } = await import('@/lib/site-api/revalidation');
    const tags = tagsOfChange({ siteId: 7, resource: 'estate', id: 123 });
    expect(tags).toEqual(['site-7-estate-123', 'site-7-estate-page-123', 'site-7-estates', 'site-7-estate-filters', 'site-7-estate-collection']);
    expect(tags.every((tag) => tag.startsWith('site-7-'))).toBe(true);
  });

  it('a change without a resource drops everything of the site, its hostname lookups included', async () => {
    const { changeSchema, tagsOfChange } = await import('@/lib/site-api/revalidation');
    expect(tagsOfChange(changeSchema.parse({ siteId: 7 }))).toEqual(['site-7', 'sites']);
  });

  it('a changed rental unit drops its availability and the rental searches', async () => {
    const { tagsOfChange } = await import('@/lib/site-api/revalidation');
    expect(tagsOfChange({ siteId: 2, resource: 'rental-unit', id: 9 })).toEqual(['site-2-rental-unit-9', 'site-2-rental-units', 'site-2-rental-unit-filters']);
  });

  it('a changed page drops the page and the answers by URL', async () => {
    const { tagsOfChange } = await import('@/lib/site-api/revalidation');
    expect(tagsOfChange({ siteId: 1, resource: 'page', id: 4 })).toEqual(['site-1-page-4', 'site-1-pages']);
  });
});

describe('POST /api/revalidate', () => {
  it('expires the tags of the change and names them', async () => {
    const response = await post({ siteId: 7, resource: 'estate', id: 123 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['site-7-estate-123', 'site-7-estate-page-123', 'site-7-estates', 'site-7-estate-filters', 'site-7-estate-collection'],
    });
    expect(revalidateTag).toHaveBeenCalledWith('site-7-estate-123', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledTimes(5);
  });

  it('tells the front door the site and the tags, so it drops only the kept pages that read one of them', async () => {
    await post({ siteId: 7, resource: 'estate', id: 123 });
    expect(purges).toEqual([{ siteId: 7, tags: ['site-7-estate-123', 'site-7-estate-page-123', 'site-7-estates', 'site-7-estate-filters', 'site-7-estate-collection'] }]);
    expect(currentHostnames).not.toHaveBeenCalled();
  });

  it('for a whole site, drops its kept pages and those of every hostname it has now, not every agency’s', async () => {
    currentHostnames.mockResolvedValue(['www.immo.be', 'moved-here.be']);
    expect((await post({ siteId: 7 })).status).toBe(200);
    expect(currentHostnames).toHaveBeenCalledWith(7);
    expect(purges).toEqual([{ siteId: 7, hostnames: ['www.immo.be', 'moved-here.be'] }]);
  });

  it('for a whole site whose hostnames the site API cannot tell now, drops every agency’s kept pages', async () => {
    currentHostnames.mockRejectedValue(new Error('site API down'));
    expect((await post({ siteId: 7, resource: 'site' })).status).toBe(200);
    expect(purges).toEqual([{ siteId: null }]);
  });

  it('refuses a wrong or missing secret and expires nothing', async () => {
    expect((await post({ siteId: 7 }, { authorization: 'Bearer wrong-secret-of-some-length' })).status).toBe(401);
    expect((await post({ siteId: 7 }, { authorization: SECRET })).status).toBe(401);
    expect((await post({ siteId: 7 }, {})).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('does not exist when no secret is configured', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await post({ siteId: 7 })).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 naming the problem for a malformed change', async () => {
    const unknownResource = await post({ siteId: 7, resource: 'everything' });
    expect(unknownResource.status).toBe(400);
    expect((await unknownResource.json()).issues[0]).toMatch(/^resource:/);
    expect((await post({ siteId: 'seven' })).status).toBe(400);
    expect((await post({ siteId: 7, id: 'a b' })).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
