import { delay, http, HttpResponse, passthrough } from 'msw';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSiteApiClient, siteApi } from '@/lib/site-api/client';
import { SiteApiError, toErrorInfo } from '@/lib/site-api/errors';
import { estateSearchBodySchema, siteSchema } from '@/lib/site-api/schemas';
import { BASE_URL, site } from './fixtures';
import { answer, server, status, startMswServer } from './msw';
import { captureLogs } from '../support/logs';

startMswServer();

const api = createSiteApiClient({ baseUrl: BASE_URL, timeoutMs: 2000 });
const ok = z.object({ ok: z.boolean() });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const listener = createServer().listen(0, '127.0.0.1', () => {
      const { port } = listener.address() as AddressInfo;
      listener.close(() => resolve(port));
    });
  });
}

describe('headers', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)('%s sends X-SITE with the site id', async (verb) => {
    const seen = answer(verb, '/ping', { ok: true });
    await api[verb]('/ping', { siteId: 7, schema: ok });
    expect(seen[0]?.headers.get('x-site')).toBe('7');
  });

  it('lets extra headers override X-SITE', async () => {
    const seen = answer('get', '/ping', { ok: true });
    await api.get('/ping', { siteId: 7, headers: { 'X-SITE': '9' }, schema: ok });
    expect(seen[0]?.headers.get('x-site')).toBe('9');
  });

  it('sends ACCEPT-LANGUAGE on a GET with a locale', async () => {
    const seen = answer('get', '/ping', { ok: true });
    await api.get('/ping', { siteId: 1, locale: 'fr', schema: ok });
    expect(seen[0]?.headers.get('accept-language')).toBe('fr');
  });

  it('sends no ACCEPT-LANGUAGE on a GET without a locale', async () => {
    const seen = answer('get', '/ping', { ok: true });
    await api.get('/ping', { siteId: 1, schema: ok });
    expect(seen[0]?.headers.has('accept-language')).toBe(false);
  });

  it.each(['post', 'put', 'delete'] as const)('%s sends no ACCEPT-LANGUAGE even with a locale', async (verb) => {
    const seen = answer(verb, '/ping', { ok: true });
    await api[verb]('/ping', { siteId: 1, locale: 'fr', schema: ok });
    expect(seen[0]?.headers.has('accept-language')).toBe(false);
  });

  it.each(['get', 'post'] as const)('%s sends zabun-client: true when asked', async (verb) => {
    const seen = answer(verb, '/ping', { ok: true });
    await api[verb]('/ping', { siteId: 1, zabunClient: true, schema: ok });
    expect(seen[0]?.headers.get('zabun-client')).toBe('true');
  });

  it('sends no zabun-client header otherwise', async () => {
    const seen = answer('get', '/ping', { ok: true });
    await api.get('/ping', { siteId: 1, schema: ok });
    expect(seen[0]?.headers.has('zabun-client')).toBe(false);
  });

  it('sends the extra headers of a POST', async () => {
    const seen = answer('post', '/ping', { ok: true });
    await api.post('/ping', { siteId: 1, headers: { 'x-request-id': 'abc-1' }, body: {}, schema: ok });
    expect(seen[0]?.headers.get('x-request-id')).toBe('abc-1');
  });
});

describe('request', () => {
  it.each(['post', 'put'] as const)('%s sends the body as JSON', async (verb) => {
    const seen = answer(verb, '/things', { ok: true });
    await api[verb]('/things', { siteId: 1, body: { name: 'Kaai', tags: [1, 2] }, schema: ok });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'Kaai', tags: [1, 2] });
  });

  it('sends the body as its schema parses it (defaults applied)', async () => {
    const seen = answer('post', '/search', { ok: true });
    await api.post('/search', { siteId: 1, body: { filter: {} }, bodySchema: estateSearchBodySchema, schema: ok });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ filter: { query: {} } });
  });

  it('refuses a body that fails its schema, without calling the API', async () => {
    const seen = answer('post', '/search', { ok: true });
    const call = api.post('/search', {
      siteId: 1,
      body: { filter: {}, limit: -1 },
      bodySchema: estateSearchBodySchema,
      schema: ok,
    });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(call).rejects.toThrow(/limit/);
    expect(seen).toHaveLength(0);
  });

  it('drops undefined and null query values and keeps the rest', async () => {
    const seen = answer('get', '/list', { ok: true });
    await api.get('/list', { siteId: 1, query: { locale: 'nl', page: 2, gone: undefined, empty: null }, schema: ok });
    expect(seen[0]?.url.search).toBe('?locale=nl&page=2');
  });

  it('joins the base URL without its trailing slash and the path', async () => {
    const seen = answer('get', '/prefix/sites/1', { ok: true });
    await createSiteApiClient({ baseUrl: `${BASE_URL}/prefix/` }).get('/sites/1', { siteId: 1, schema: ok });
    expect(seen[0]?.url.pathname).toBe('/prefix/sites/1');
  });

  it('passes cache hints to fetch as Next.js options, or no-store', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ ok: true }));
    const client = createSiteApiClient({ baseUrl: BASE_URL, fetch: fetchSpy });
    await client.get('/a', { siteId: 1, schema: ok, cache: { revalidate: 60, tags: ['site-1', 'site-1-pages'] } });
    await client.get('/b', { siteId: 1, schema: ok, cache: 'no-store' });
    const [first, second] = fetchSpy.mock.calls;
    expect(first?.[1]).toMatchObject({ next: { revalidate: 60, tags: ['site-1', 'site-1-pages'] } });
    expect(first?.[1]).not.toHaveProperty('cache');
    expect(second?.[1]).toMatchObject({ cache: 'no-store' });
    expect(second?.[1]).not.toHaveProperty('next');
  });
});

describe('answers', () => {
  it('gives null for a 204', async () => {
    answer('delete', '/things/1', status(204));
    await expect(api.delete('/things/1', { siteId: 1, schema: ok })).resolves.toBeNull();
  });

  it('parses JSON and returns what the schema makes of it', async () => {
    answer('get', '/sites/1', { ...site, unknownExtra: 'dropped' });
    const result = await api.get('/sites/1', { siteId: 1, schema: siteSchema });
    expect(result).toEqual(site);
    expect(result).not.toHaveProperty('unknownExtra');
  });

  it('accepts a JSON media type with parameters or a +json suffix', async () => {
    answer('get', '/a', new HttpResponse('{"ok":true}', { headers: { 'content-type': 'application/problem+json; charset=utf-8' } }));
    await expect(api.get('/a', { siteId: 1, schema: ok })).resolves.toEqual({ ok: true });
  });

  it('rejects a JSON answer of the wrong shape with the zod issues', async () => {
    answer('get', '/sites/1', { ...site, id: 'one' });
    const error = await api.get('/sites/1', { siteId: 1, schema: siteSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', method: 'GET', url: `${BASE_URL}/sites/1`, status: 200 });
    expect((error as SiteApiError).message).toMatch(/id: .*number/i);
    expect((error as SiteApiError).issues[0]?.path).toEqual(['id']);
    expect((error as SiteApiError).bodyExcerpt).toContain('"id":"one"');
  });

  it('rejects malformed JSON', async () => {
    answer('get', '/a', new HttpResponse('{"ok":', { headers: { 'content-type': 'application/json' } }));
    await expect(api.get('/a', { siteId: 1, schema: ok })).rejects.toThrow(/not valid JSON/);
  });

  it('rejects a non-JSON answer where a schema expects JSON', async () => {
    answer('get', '/a', new HttpResponse('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } }));
    const call = api.get('/a', { siteId: 1, schema: ok });
    await expect(call).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(call).rejects.toThrow(/expected JSON, got text\/html/);
  });

  it('returns a raw answer untouched', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    answer('get', '/photo', new HttpResponse(bytes, { headers: { 'content-type': 'image/png' } }));
    const response = await api.get('/photo', { siteId: 1, raw: true });
    expect(response).toBeInstanceOf(Response);
    expect(response?.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response!.arrayBuffer())).toEqual(bytes);
  });
});

const httpError = (status: number, statusText?: string, body?: string) =>
  new SiteApiError({ kind: 'http', method: 'GET', url: '/sites/1/estates/v2/5', status, ...(statusText === undefined ? {} : { statusText }), ...(body === undefined ? {} : { body }) });

describe('HTTP errors', () => {
  it.each([400, 404, 409, 418, 429, 500, 503, 599])('turns %i into an http SiteApiError with its status', async (code) => {
    answer('get', '/sites/1/estates/v2/5', new HttpResponse('{"message":"nope"}', { status: code, statusText: 'Reason' }));
    const error = await api.get('/sites/1/estates/v2/5', { siteId: 1, schema: ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ kind: 'http', status: code, statusText: 'Reason', bodyExcerpt: '{"message":"nope"}' });
    expect((error as Error).message).toBe(`GET ${BASE_URL}/sites/1/estates/v2/5 failed: ${code} Reason`);
  });

  it('builds the message from status code and status text', () => {
    const error = httpError(404, 'Not Found', '');
    expect(error.message).toBe('GET /sites/1/estates/v2/5 failed: 404 Not Found');
  });

  it('falls back to the standard reason phrase when the status text is empty (HTTP/2)', () => {
    const error = httpError(503, '');
    expect(error.isHttp(503)).toBe(true);
    expect(error.statusText).toBe('Service Unavailable');
  });

  it('keeps only an excerpt of a long body', () => {
    const error = httpError(500, 'Internal Server Error', 'x'.repeat(5000));
    expect(error.bodyExcerpt?.length).toBeLessThan(600);
  });

  it('carries the answer parsed when it is JSON short enough to keep whole, and nothing parsed otherwise', () => {
    expect(httpError(409, '', '{"error":"SLOT_TAKEN","slots":[]}').body).toEqual({ error: 'SLOT_TAKEN', slots: [] });
    expect(httpError(502, '', '<html>bad gateway</html>').body).toBeUndefined();
    expect(httpError(422, '', JSON.stringify({ message: 'x'.repeat(600) })).body).toBeUndefined();
  });

  it('tells a 404 and a 409 by its helpers, and only for an HTTP answer', () => {
    expect(httpError(404).isNotFound()).toBe(true);
    expect(httpError(404).isConflict()).toBe(false);
    expect(httpError(409).isConflict()).toBe(true);
    expect(httpError(410).isHttp(410)).toBe(true);
    const brokenAnswer = new SiteApiError({ kind: 'invalid-response', method: 'GET', url: '/x', status: 404, reason: 'not JSON' });
    expect(brokenAnswer.isNotFound()).toBe(false);
    expect(brokenAnswer.isHttp()).toBe(false);
  });

  it('does not log a failed POST nor its answer, which may repeat what a visitor typed; the thrown error carries it for its handler', async () => {
    const logs = captureLogs();
    answer('post', '/things', new HttpResponse('jan.peeters@example.be is already subscribed', { status: 409 }));
    const error = await api.post('/things', { siteId: 1, body: {}, schema: ok }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SiteApiError);
    expect((error as SiteApiError).isConflict()).toBe(true);
    expect((error as SiteApiError).bodyExcerpt).toContain('already subscribed');
    logs.restore();
    expect(logs.lines.filter((line) => line.level !== 'info')).toEqual([]);
    expect(JSON.stringify(logs.lines)).not.toContain('jan.peeters');
  });

  it('does not log a failed GET (the thrown error carries it)', async () => {
    const logs = captureLogs();
    answer('get', '/things', new HttpResponse('gone', { status: 404 }));
    await expect(api.get('/things', { siteId: 1, schema: ok })).rejects.toMatchObject({ kind: 'http', status: 404 });
    logs.restore();
    expect(logs.lines.filter((line) => line.level !== 'info')).toEqual([]);
  });

  it('turns an error into plain data without URL or body', () => {
    const info = toErrorInfo(new SiteApiError({ kind: 'http', method: 'POST', url: `${BASE_URL}/sites/1/estates`, status: 502, statusText: 'Bad Gateway', body: 'secret' }));
    expect(info).toEqual({ kind: 'http', message: '502 Bad Gateway', status: 502 });
  });
});

describe('transport failures', () => {
  it('rejects with a timeout when the answer takes longer than the timeout', async () => {
    server.use(
      http.get(`${BASE_URL}/slow`, async () => {
        await delay(1000);
        return HttpResponse.json({ ok: true });
      }),
    );
    const error = await createSiteApiClient({ baseUrl: BASE_URL, timeoutMs: 50 })
      .get('/slow', { siteId: 1, schema: ok })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50, method: 'GET', url: `${BASE_URL}/slow` });
  });

  it('lets a call override the client timeout', async () => {
    server.use(
      http.get(`${BASE_URL}/slow`, async () => {
        await delay(150);
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createSiteApiClient({ baseUrl: BASE_URL, timeoutMs: 50 });
    await expect(client.get('/slow', { siteId: 1, schema: ok, timeoutMs: 2000 })).resolves.toEqual({ ok: true });
  });

  it('cuts a read to the render’s read timeout and reports it, and never a write', async () => {
    server.use(
      http.get(`${BASE_URL}/slow`, async () => {
        await delay(400);
        return HttpResponse.json({ ok: true });
      }),
      http.post(`${BASE_URL}/slow`, async () => {
        await delay(150);
        return HttpResponse.json({ ok: true });
      }),
    );
    const onReadTimeout = vi.fn();
    const client = createSiteApiClient({ baseUrl: BASE_URL, timeoutMs: 5000, readTimeoutMs: () => 50, onReadTimeout });
    const started = Date.now();
    const error = await client.get('/slow', { siteId: 1, schema: ok }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(350);
    expect(onReadTimeout).toHaveBeenCalledOnce();
    await expect(client.post('/slow', { siteId: 1, schema: ok, body: {} })).resolves.toEqual({ ok: true });
  });

  it('cuts a search sent as POST with a cache hint (the estate and rental lists) like any read', async () => {
    server.use(
      http.post(`${BASE_URL}/slow`, async () => {
        await delay(400);
        return HttpResponse.json({ ok: true });
      }),
    );
    const onReadTimeout = vi.fn();
    const client = createSiteApiClient({ baseUrl: BASE_URL, timeoutMs: 5000, readTimeoutMs: () => 50, onReadTimeout });
    const started = Date.now();
    const search = { siteId: 1, schema: ok, body: {}, cache: { revalidate: 30, tags: ['site-1-estates'] } };
    const error = await client.post('/slow', search).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50, method: 'POST' });
    expect(Date.now() - started).toBeLessThan(350);
    expect(onReadTimeout).toHaveBeenCalledOnce();
  });

  it('rejects with a network error when the API refuses the connection', async () => {
    // Port 9 itself is on fetch's list of blocked ports: take a port that was free a moment ago instead.
    const closed = `http://127.0.0.1:${await closedPort()}`;
    server.use(http.get(`${closed}/*`, () => passthrough()));
    const error = await createSiteApiClient({ baseUrl: closed })
      .get('/sites/1', { siteId: 1, schema: ok })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect((error as SiteApiError).message).toMatch(/ECONNREFUSED/);
  });
});

describe('configuration', () => {
  it.each([undefined, ''])('rejects every call when the base URL is %j', async (baseUrl) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const client = createSiteApiClient({ baseUrl, fetch: fetchSpy });
    const call = client.get('/sites/1', { siteId: 1, schema: ok });
    await expect(call).rejects.toMatchObject({ kind: 'not-configured' });
    await expect(call).rejects.toThrow(/^Api is not configured$/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('builds the app client once, from SITE_API_URL', async () => {
    vi.stubEnv('SITE_API_URL', BASE_URL);
    const seen = answer('get', '/sites/1', site);
    expect(siteApi()).toBe(siteApi());
    await siteApi().get('/sites/1', { siteId: 1, schema: siteSchema });
    expect(seen).toHaveLength(1);
  });
});
