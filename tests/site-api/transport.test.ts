// The site API's transport (lib/site-api/transport.ts) against a real HTTP server that counts what reaches
// it: identical reads in flight share one upstream call, writes never do, a shared call is cancelled only
// when every request waiting for it has gone, and the pool never holds more connections than its bound.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSiteApiClient } from '@/lib/site-api/client';
import { SiteApiError } from '@/lib/site-api/errors';
import { SHARE_KEY_HEADER, createSiteApiDispatcher } from '@/lib/site-api/transport';

type Seen = { method: string; url: string; body: string; headers: IncomingMessage['headers']; closedEarly: boolean };

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
const sockets = new Set<unknown>();
let maxSockets = 0;
/** Answers wait for this to be called (or answer at once when unset). */
let hold: Promise<void> | null = null;
let release: () => void = () => {};

function holdAnswers(): void {
  hold = new Promise((resolve) => (release = resolve));
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const entry: Seen = { method: request.method ?? '', url: request.url ?? '', body, headers: request.headers, closedEarly: false };
      seen.push(entry);
      response.on('close', () => {
        if (!response.writableFinished) entry.closedEarly = true;
      });
      await hold;
      if (response.destroyed) return;
      response.writeHead(request.method === 'GET' || body.includes('search') ? 200 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, n: seen.length, body }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    maxSockets = Math.max(maxSockets, sockets.size);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  release();
  hold = null;
  seen.length = 0;
});

const answer = z.object({ ok: z.boolean(), n: z.number(), body: z.string() });
const cached = { revalidate: 30, tags: ['site-1'] };
const search = (over: object = {}) => ({ siteId: 1, body: { search: 'FOR_SALE', ...over }, schema: answer, cache: cached });
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

describe('the site API transport', () => {
  it('makes one upstream call for identical searches in flight at the same time, and answers every caller', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    holdAnswers();
    const calls = Array.from({ length: 20 }, () => api.post('/sites/1/estates', search()));
    await until(() => seen.length === 1);
    release();
    const answers = await Promise.all(calls);
    expect(seen).toHaveLength(1);
    expect(answers.every((a) => a?.ok === true && a.n === 1)).toBe(true);
  });

  it('shares identical GETs, but not calls that differ in body, path or language', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    holdAnswers();
    const calls = [
      api.post('/sites/1/estates', search()),
      api.post('/sites/1/estates', search({ page: 2 })),
      api.post('/sites/2/estates', { ...search(), siteId: 2 }),
      api.get('/sites/1', { siteId: 1, locale: 'nl', schema: answer }),
      api.get('/sites/1', { siteId: 1, locale: 'nl', schema: answer }),
      api.get('/sites/1', { siteId: 1, locale: 'fr', schema: answer }),
    ];
    await until(() => seen.length === 5);
    release();
    await Promise.all(calls);
    expect(seen.map((s) => `${s.method} ${s.url}`).sort()).toEqual(['GET /sites/1', 'GET /sites/1', 'POST /sites/1/estates', 'POST /sites/1/estates', 'POST /sites/2/estates']);
  });

  it('never shares a write, nor a search the cache may not keep', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    holdAnswers();
    const lead = { siteId: 1, body: { name: 'Jan' }, schema: answer };
    const calls = [
      api.post('/sites/1/leads/contact', lead),
      api.post('/sites/1/leads/contact', lead),
      api.post('/sites/1/estates', { ...search(), cache: 'no-store' as const }),
      api.post('/sites/1/estates', { ...search(), cache: 'no-store' as const }),
    ];
    await until(() => seen.length === 4);
    release();
    await Promise.all(calls);
    expect(seen).toHaveLength(4);
  });

  it('keeps nothing once the call is over: the next identical read is a call of its own', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    await api.post('/sites/1/estates', search());
    await api.post('/sites/1/estates', search());
    expect(seen).toHaveLength(2);
  });

  it('does not send its share key to the site API', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    await api.post('/sites/1/estates', search());
    expect(seen[0]?.headers[SHARE_KEY_HEADER]).toBeUndefined();
    expect(seen[0]?.headers['x-site']).toBe('1');
  });

  it('sends ACCEPT-LANGUAGE only on a GET given a locale, not the "*" Node\'s fetch adds to every other call', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    await api.post('/sites/1/estates', search());
    await api.get('/sites/1/config', { siteId: 1, schema: answer });
    await api.get('/sites/1/config', { siteId: 1, schema: answer, locale: 'fr' });
    expect(seen.map((call) => call.headers['accept-language'])).toEqual([undefined, undefined, 'fr']);
  });

  it('cancels the upstream call once every visitor waiting for it has left, and only then', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    holdAnswers();
    const visitors = [new AbortController(), new AbortController(), new AbortController()];
    const calls = visitors.map((visitor) => api.post('/sites/1/estates', { ...search(), signal: visitor.signal }).then(
      () => 'answered',
      (error: unknown) => (error instanceof SiteApiError && error.kind === 'cancelled' ? 'cancelled' : `failed: ${String(error)}`),
    ));
    await until(() => seen.length === 1);
    visitors[0]!.abort();
    visitors[1]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen[0]?.closedEarly).toBe(false);
    visitors[2]!.abort();
    await until(() => seen[0]?.closedEarly === true);
    expect(await Promise.all(calls)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('answers the visitors still waiting when another one leaves', async () => {
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher() });
    holdAnswers();
    const leaving = new AbortController();
    const gone = api.post('/sites/1/estates', { ...search(), signal: leaving.signal }).catch((error: unknown) => error);
    const staying = api.post('/sites/1/estates', search());
    await until(() => seen.length === 1);
    leaving.abort();
    expect(await gone).toMatchObject({ kind: 'cancelled' });
    release();
    expect((await staying)?.ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.closedEarly).toBe(false);
  });

  it('holds at most its bound of connections to the site API, the further calls waiting their turn', async () => {
    sockets.clear();
    maxSockets = 0;
    const api = createSiteApiClient({ baseUrl, dispatcher: createSiteApiDispatcher(4) });
    holdAnswers();
    const calls = Array.from({ length: 30 }, (_, page) => api.post('/sites/1/estates', search({ page })));
    await until(() => seen.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(4);
    release();
    hold = null;
    const answers = await Promise.all(calls);
    expect(answers).toHaveLength(30);
    expect(seen).toHaveLength(30);
    expect(maxSockets).toBeLessThanOrEqual(4);
  });
});

describe('a read for a visitor who has left', () => {
  it('is not parsed nor checked when its answer comes (from the cache) after the visitor left', async () => {
    let checked = 0;
    const counted = z.object({ ok: z.boolean() }).superRefine(() => void (checked += 1));
    const visitor = new AbortController();
    // A cached answer: Next's fetch answers it whatever the signal, after the visitor has gone.
    const fromCache = async () => {
      visitor.abort();
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    };
    const api = createSiteApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: fromCache });
    await expect(api.post('/sites/1/estates', { ...search(), schema: counted, signal: visitor.signal })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(checked).toBe(0);
    const stayed = await api.post('/sites/1/estates', { ...search(), schema: counted });
    expect(stayed?.ok).toBe(true);
    expect(checked).toBe(1);
  });
});
