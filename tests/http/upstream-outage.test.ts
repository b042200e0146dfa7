import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSocketAddressHook } from '@/lib/http/socket-address';
import { notePageStatus } from '@/lib/http/upstream-outage';
import { createSiteApiClient } from '@/lib/site-api/client';
import { z } from 'zod';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

/** A site API that is down (no connection), or answers 503, or answers 200: one per request path. */
const upstream = {
  down: createSiteApiClient({ baseUrl: 'http://127.0.0.1:9/api', fetch: () => Promise.reject(new TypeError('fetch failed')) }),
  failing: createSiteApiClient({ baseUrl: 'http://api.test', fetch: async () => new Response('busy', { status: 503 }) }),
  missing: createSiteApiClient({ baseUrl: 'http://api.test', fetch: async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }) }),
  fine: createSiteApiClient({ baseUrl: 'http://api.test', fetch: async () => Response.json({ ok: true }) }),
};
const schema = z.object({ ok: z.boolean() });

/**
 * Like a page render: reads the site API, then fails with a 500 (or answers 200) some time later. A page
 * rendered per request that drew its own 404 or error section (`not-found`, `page-error`) answers 200 to
 * Next and names its status (lib/http/per-request-page.tsx); `json-error` is a route handler's 500.
 */
async function render(request: http.IncomingMessage, response: http.ServerResponse) {
  const [, , which = 'fine', outcome = 'error'] = (request.url ?? '').split('/');
  await upstream[which as keyof typeof upstream].get('/x', { siteId: 1, schema }).catch(() => null);
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (outcome === 'not-found') notePageStatus(404);
  if (outcome === 'page-error') notePageStatus(500);
  if (outcome === 'search-failed') notePageStatus(503);
  response.statusCode = outcome === 'error' || outcome === 'json-error' ? 500 : 200;
  if (outcome === 'json-error') {
    response.setHeader('content-type', 'application/json');
    response.end('{"error":"x"}');
    return;
  }
  // Next streams its page: a first chunk, then the rest.
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  response.write(outcome === 'error' ? '<html id="__next_error__">' : '<html lang="nl"><h1>own section</h1>');
  response.end(outcome);
}

describe('a page the site API failed', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    installSocketAddressHook();
    server = http.createServer((request, response) => void render(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After, not 500, when the site API was down or answered 5xx', async () => {
    for (const which of ['down', 'failing']) {
      const response = await fetch(`${base}/nl/${which}/error`);
      expect(response.status, which).toBe(503);
      expect(response.headers.get('retry-after'), which).toBe('30');
      expect(response.headers.get('cache-control'), which).toBe('no-store');
      const html = await response.text();
      expect(html, 'the localised page, not the empty shell of a failed render').toContain(`<h1>${nl.Fallback.unavailableTitle}</h1>`);
      expect(html).toContain('<html lang="nl">');
      expect(html).not.toContain('__next_error__');
    }
    const french = await (await fetch(`${base}/fr/down/error`)).text();
    expect(french).toContain(`<h1>${fr.Fallback.unavailableTitle}</h1>`);
  });

  it("keeps a 500 the site API did not cause (the site's own bug), with the localised error page instead of Next's empty shell; a 404 of the API is no outage", async () => {
    for (const which of ['fine', 'missing']) {
      const response = await fetch(`${base}/nl/${which}/error`);
      expect(response.status, which).toBe(500);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(`<h1>${nl.Error.title}</h1>`);
      expect(response.headers.get('retry-after'), which).toBeNull();
      expect(response.headers.get('cache-control'), which).toBe('no-store');
    }
    expect(await (await fetch(`${base}/fr/fine/error`)).text()).toContain(`<h1>${fr.Error.title}</h1>`);
    // A route handler's JSON 500 is no page: left as it is.
    const json = await fetch(`${base}/nl/fine/json-error`);
    expect(json.status).toBe(500);
    expect(await json.text()).toBe('{"error":"x"}');
  });

  it('gives a page rendered per request the status it named, and keeps the HTML it drew (its layout and heading)', async () => {
    const missing = await fetch(`${base}/nl/fine/not-found`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<html lang="nl"><h1>own section</h1>not-found');
    const failed = await fetch(`${base}/nl/fine/page-error`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('<html lang="nl"><h1>own section</h1>page-error');
    // An error section of a page whose site API failed is the outage's 503.
    const outage = await fetch(`${base}/nl/down/page-error`);
    expect(outage.status).toBe(503);
    expect(await outage.text()).toContain(`<h1>${nl.Fallback.unavailableTitle}</h1>`);
    // The context is per request: a 404 named by one never reaches another.
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/nl/fine/${i % 2 ? 'not-found' : 'ok'}`).then((r) => r.status)));
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 404 : 200)));
  });

  it('answers a list whose search failed with 503 and Retry-After, keeping the error state it drew and the visitor’s filters', async () => {
    // lib/listing/list-outage.ts: the list shows its localised error state with a retry in the form of the search.
    for (const which of ['down', 'failing']) {
      const response = await fetch(`${base}/nl/${which}/search-failed`);
      expect(response.status, which).toBe(503);
      expect(response.headers.get('retry-after'), which).toBe('30');
      expect(response.headers.get('cache-control'), which).toBe('no-store');
      expect(await response.text(), which).toBe('<html lang="nl"><h1>own section</h1>search-failed');
    }
  });

  it('leaves a page that succeeded despite a failed read as it is, and never mixes up two requests at once', async () => {
    expect((await fetch(`${base}/nl/down/ok`)).status).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/nl/${i % 2 ? 'down' : 'fine'}/error`).then((r) => r.status)));
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 503 : 500)));
  });
});
