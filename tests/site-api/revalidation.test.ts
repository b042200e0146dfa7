import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../support/logs';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
/** Next's `after`: the retries of a failed purge, awaited here so a test sees them. */
const later: Promise<unknown>[] = [];
vi.mock('next/server', () => ({ after: (work: Promise<unknown>) => void later.push(work) }));
/** The site API's answer to "which hostnames has site N now". */
const currentHostnames = vi.fn();
vi.mock('@/lib/site-api/sites', () => ({ currentHostnames: (siteId: number) => currentHostnames(siteId), getSiteByHostname: async () => null }));

/** An edge node: records each purge's method and keys, and answers with `edgeStatus`. */
const purges: { method: string; keys: string }[] = [];
let edgeStatus = 200;
let edge: http.Server;
let edgeUrl: string;
beforeAll(async () => {
  edge = http.createServer((request, response) => {
    purges.push({ method: request.method ?? '', keys: String(request.headers['xkey-purge'] ?? '') });
    response.writeHead(edgeStatus, { purged: '3' }).end();
  });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
});
afterAll(() => edge.close());

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
  later.length = 0;
  edgeStatus = 200;
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.stubEnv('EDGE_PURGE_URLS', edgeUrl);
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
  it('expires the tags of the change and names them with the edge keys it purged', async () => {
    const response = await post({ siteId: 7, resource: 'estate', id: 123 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['site-7-estate-123', 'site-7-estate-page-123', 'site-7-estates', 'site-7-estate-filters', 'site-7-estate-collection'],
      purged: ['site-7-estate-123', 'site-7-estates'],
    });
    expect(revalidateTag).toHaveBeenCalledWith('site-7-estate-123', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledTimes(5);
  });

  it('purges every edge node by the keys of the pages that show the change: the listing’s and the lists, of its site only', async () => {
    vi.stubEnv('EDGE_PURGE_URLS', `${edgeUrl},${edgeUrl}/`);
    await post({ siteId: 7, resource: 'estate', id: 123 });
    expect(purges).toEqual([
      { method: 'PURGE', keys: 'site-7-estate-123 site-7-estates' },
      { method: 'PURGE', keys: 'site-7-estate-123 site-7-estates' },
    ]);
    expect(currentHostnames).not.toHaveBeenCalled();
  });

  it('for a whole site, purges its pages and those of every hostname it has now (one may have come from another agency)', async () => {
    currentHostnames.mockResolvedValue(['www.immo.be', 'moved-here.be']);
    expect((await post({ siteId: 7 })).status).toBe(200);
    expect(currentHostnames).toHaveBeenCalledWith(7);
    expect(purges).toEqual([{ method: 'PURGE', keys: 'site-7 host-www.immo.be host-moved-here.be' }]);
  });

  it('for a whole site whose hostnames the site API cannot tell now, still purges the site’s own pages', async () => {
    currentHostnames.mockRejectedValue(new Error('site API down'));
    expect((await post({ siteId: 7, resource: 'site' })).status).toBe(200);
    expect(purges).toEqual([{ method: 'PURGE', keys: 'site-7' }]);
  });

  it('answers the site API 200 when an edge node fails, logs it and tries again in the background', async () => {
    edgeStatus = 503;
    const logs = captureLogs();
    try {
      expect((await post({ siteId: 7, resource: 'navigation' })).status).toBe(200);
      expect(later).toHaveLength(1);
      const { purgeEdge } = await import('@/lib/http/edge-purge');
      const retries: Promise<unknown>[] = [];
      const outcomes = await purgeEdge(['site-8'], { urls: [edgeUrl], delays: [10, 10], later: (work) => void retries.push(work) });
      expect(outcomes).toEqual([{ url: edgeUrl, ok: false, error: '503 Service Unavailable' }]);
      await Promise.all(retries);
      // One try, then one after each delay.
      expect(purges.filter((purge) => purge.keys === 'site-8')).toHaveLength(3);
      const printed = logs.lines.map((line) => line.msg).join('\n');
      expect(printed).toMatch(/purge of site-7 on http:\/\/127\.0\.0\.1:\d+ failed: 503 Service Unavailable; trying again/);
      expect(printed).toMatch(/purge of site-8 .* failed 3 times/);
      expect(logs.lines.find((line) => line.msg.includes('site-8') && line.level === 'error')).toMatchObject({ topic: 'edge-purge', keys: ['site-8'], edge: edgeUrl, attempts: 3 });
    } finally {
      logs.restore();
    }
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
