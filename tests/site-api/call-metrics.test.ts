// The site API's calls counted where they leave the process (lib/site-api/call-metrics.ts): by path
// template and outcome, a shared read once, and never by the path itself.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { metrics } from '@/lib/metrics/registry.mjs';
import { SITE_API_PATH_TEMPLATES, siteApiPathTemplate } from '@/lib/site-api/call-metrics';
import { createSiteApiClient } from '@/lib/site-api/client';
import { createSiteApiDispatcher } from '@/lib/site-api/transport';
import { countOf, seriesOf } from '../support/metrics';

let server: Server;
let origin: string;
/** The status each path answers; a path under /hang never answers. */
const statuses: Record<string, number> = { '/api/sites/1/estates/v2/404': 404, '/api/sites/1/estates/v2/500': 500 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (path.includes('/hang')) return;
    // Slow enough for identical reads to meet in flight.
    setTimeout(() => {
      response.writeHead(statuses[path] ?? 200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => metrics().registry.resetMetrics());

const ok = z.object({ ok: z.boolean() });
const client = (timeoutMs = 2000) => createSiteApiClient({ baseUrl: `${origin}/api`, timeoutMs, dispatcher: createSiteApiDispatcher(4, 2000, '/api') });
const calls = (labels: Record<string, string>) => countOf(metrics().siteApiCalls, labels);

describe('siteApiPathTemplate', () => {
  it.each([
    ['/sites/1', '/sites/:siteId'],
    ['/sites/by-hostname/www.agency.example', '/sites/by-hostname/:hostname'],
    ['/sites/1/estates/v2/123?x=1', '/sites/:siteId/estates/v2/:id'],
    ['/sites/1/estates/123/contact-info', '/sites/:siteId/estates/:id/contact-info'],
    ['/sites/1/rental-units/filters', '/sites/:siteId/rental-units/filters'],
    ['/sites/1/rental-units/reservation', '/sites/:siteId/rental-units/reservation'],
    ['/sites/1/rental-units/44', '/sites/:siteId/rental-units/:id'],
    ['/sites/1/live-agenda/reservation', '/sites/:siteId/live-agenda/reservation'],
    ['/sites/1/live-agenda/9', '/sites/:siteId/live-agenda/:id'],
    ['/sites/1/pages/', '/sites/:siteId/pages'],
    ['/sites/1/pages/by-url/over%2Fons', '/sites/:siteId/pages/by-url/:url'],
    ['/sites/1/subscriptions/price-drops', '/sites/:siteId/subscriptions/price-drops'],
    ['/sites/1/subscriptions/tok3n', '/sites/:siteId/subscriptions/:token'],
    ['/translations/nl', '/translations/:locale'],
    ['/sites/1/no-such-call', 'other'],
    ['/elsewhere', 'other'],
  ])('names %s %s', (path, template) => {
    expect(siteApiPathTemplate(path)).toBe(template);
  });

  it('names every call the resource modules make (their endpoint comments)', () => {
    const endpoints = readdirSync('lib/site-api')
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => [...readFileSync(`lib/site-api/${name}`, 'utf8').matchAll(/^\/\/ (?:GET|POST|PUT|DELETE) (\/[^\s?:,;]+)/gm)].map((match) => match[1]!));
    expect(endpoints.length).toBeGreaterThan(20);
    const example = (endpoint: string) => endpoint.replace(/\[[^\]]*\]/g, '').replace(/\{\w+\}/g, 'x1');
    expect(endpoints.filter((endpoint) => siteApiPathTemplate(example(endpoint)) === 'other')).toEqual([]);
  });

  it("reads the path under the site API URL's own path, and nothing outside it", () => {
    expect(siteApiPathTemplate('/demo-api/sites/1/estates', '/demo-api')).toBe('/sites/:siteId/estates');
    expect(siteApiPathTemplate('/sites/1/estates', '/demo-api')).toBe('other');
  });

  it('gives 1,000 random paths no more than the fixed templates', () => {
    const segment = () => (Math.random() < 0.5 ? ['sites', 'estates', 'v2', 'pages', 'rental-units', '1'][Math.floor(Math.random() * 6)]! : Math.random().toString(36).slice(2));
    const known = new Set<string>([...SITE_API_PATH_TEMPLATES, 'other']);
    const templates = new Set(Array.from({ length: 1000 }, () => siteApiPathTemplate(`/${Array.from({ length: 1 + Math.floor(Math.random() * 6) }, segment).join('/')}`)));
    expect([...templates].filter((template) => !known.has(template))).toEqual([]);
  });
});

describe('the site API transport', () => {
  it('counts a call by its path template and outcome, not by its path', async () => {
    await client().get('/sites/1/estates/v2/123', { siteId: 1, schema: ok });
    expect(await calls({ method: 'GET', path: '/sites/:siteId/estates/v2/:id', outcome: 'ok' })).toBe(1);
    expect(JSON.stringify(await seriesOf(metrics().siteApiCalls))).not.toContain('123');
  });

  it('counts answers of 4xx and 5xx by their class', async () => {
    await expect(client().get('/sites/1/estates/v2/404', { siteId: 1, schema: ok })).rejects.toThrow();
    await expect(client().get('/sites/1/estates/v2/500', { siteId: 1, schema: ok })).rejects.toThrow();
    expect(await calls({ path: '/sites/:siteId/estates/v2/:id', outcome: 'http_4xx' })).toBe(1);
    expect(await calls({ path: '/sites/:siteId/estates/v2/:id', outcome: 'http_5xx' })).toBe(1);
  });

  it('counts a call that ran out of time as a timeout', async () => {
    await expect(client(100).get('/sites/1/estates/v2/hang', { siteId: 1, schema: ok })).rejects.toThrow();
    expect(await calls({ outcome: 'timeout' })).toBe(1);
  });

  it('counts a call that found no site API as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const api = createSiteApiClient({ baseUrl: `http://127.0.0.1:${port}`, dispatcher: createSiteApiDispatcher() });
    await expect(api.get('/sites/1', { siteId: 1, schema: ok })).rejects.toThrow();
    expect(await calls({ path: '/sites/:siteId', outcome: 'network' })).toBe(1);
  });

  it('counts identical reads in flight together once: one call went out', async () => {
    const api = client();
    await Promise.all([1, 2, 3].map(() => api.get('/sites/1/pages/', { siteId: 1, schema: ok })));
    expect(await calls({ path: '/sites/:siteId/pages' })).toBe(1);
  });
});
