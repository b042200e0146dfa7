// The front door's page cache (lib/http/page-cache.ts): a shareable page is answered from the bytes Next sent
// the first time, never across hosts, request kinds or a site's change; what is per visitor is never kept.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache, requestKey, startPageCache } from '@/lib/http/page-cache';
import { expireCachedPages, notePageSite } from '@/lib/http/page-cache-scope';
import { installSocketAddressHook } from '@/lib/http/socket-address';

/** The agencies of this test, by host, as proxy.ts would find them. */
const SITES: Record<string, number> = { 'a.test': 1, 'b.test': 2 };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Next, as far as the cache can tell: proxy.ts names the site, then a page answers. The path says how:
 * `/nl/page` is shareable (`s-maxage=30`); `?private`, `?cookie`, `?vary`, `?status=404`, `?stale`, `?big` and
 * `?slow` change one thing each. Every answer names the render it came from, so a kept one is recognisable.
 */
function next() {
  let renders = 0;
  let release: (() => void) | null = null;
  const handler = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const host = (request.headers.host ?? '').split(':')[0]!;
    if (!url.searchParams.has('unknown-site') && SITES[host]) notePageSite(SITES[host]);
    renders += 1;
    const render = renders;
    if (url.searchParams.has('slow')) await new Promise<void>((resolve) => (release = resolve));
    const rsc = request.headers.rsc === '1';
    response.statusCode = Number(url.searchParams.get('status') ?? 200);
    response.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    response.setHeader('vary', url.searchParams.has('vary') ? 'rsc, cookie' : 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    response.setHeader('cache-control', url.searchParams.has('private') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=30, stale-while-revalidate=300');
    response.setHeader('x-nextjs-cache', url.searchParams.has('stale') ? 'STALE' : render === 1 ? 'MISS' : 'HIT');
    if (url.searchParams.has('cookie')) response.setHeader('set-cookie', ['session=abc; HttpOnly']);
    if (!request.headers.cookie && request.headers['accept-language'] === 'en') response.setHeader('set-cookie', ['NEXT_LOCALE=nl; Path=/; SameSite=lax']);
    // Next streams a page: a first chunk, then the rest (a string, then bytes).
    response.write(`<html lang="nl"><h1>${host} ${rsc ? 'flight' : 'page'} render ${render}</h1>`);
    const rest = url.searchParams.has('big') ? 'x'.repeat(3 * 1024 * 1024) : '€</html>';
    response.end(Buffer.from(rest));
  };
  return { handler, renders: () => renders, finishSlow: () => release?.() };
}

type Call = { method?: string; host?: string; headers?: Record<string, string> };

/** Requests to a local server with the Host a browser on `host` would send (fetch does not let one set it). */
function caller(port: number) {
  return (path: string, { method = 'GET', host = 'a.test', headers = {} }: Call = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('error', reject);
      request.end();
    });
}

/** A server whose requests go through `cache` first, as the front door sends them. */
async function serve(cache: PageCache) {
  const fake = next();
  const server = http.createServer((request, response) => cache.handle(request, response, () => void fake.handler(request, response)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const call = caller(port);
  return { ...fake, call, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the page cache', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  let cache: PageCache;
  beforeAll(async () => {
    cache = new PageCache(8);
    site = await serve(cache);
  });
  afterAll(() => site.close());
  afterEach(() => vi.useRealTimers());

  it('answers a shareable page again from the bytes Next sent, without rendering it again', async () => {
    const first = await site.call('/nl/page');
    const second = await site.call('/nl/page');
    expect(first.body).toBe('<html lang="nl"><h1>a.test page render 1</h1>€</html>');
    expect(second.body, 'the kept copy').toBe(first.body);
    expect(site.renders()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('s-maxage=30, stale-while-revalidate=300');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(second.headers.age, 'how old the kept copy is').toBe('0');
    expect(first.headers.age).toBeUndefined();
    expect(second.headers['x-nextjs-cache'], 'served from a cache, not the MISS of the first answer').toBe('HIT');
  });

  it('never answers one host with another host’s page, and a change of one site keeps the other’s pages', async () => {
    const before = site.renders();
    const a = await site.call('/nl/hosts', { host: 'a.test' });
    const b = await site.call('/nl/hosts', { host: 'b.test' });
    expect(a.body).toContain('a.test page');
    expect(b.body).toContain('b.test page');
    expect((await site.call('/nl/hosts', { host: 'b.test' })).body).toBe(b.body);
    expect(site.renders() - before).toBe(2);

    cache.purge(1);
    expect((await site.call('/nl/hosts', { host: 'b.test' })).body, 'site 2 untouched by site 1’s change').toBe(b.body);
    expect(site.renders() - before).toBe(2);
    const again = await site.call('/nl/hosts', { host: 'a.test' });
    expect(again.body, 'site 1 rendered afresh').not.toBe(a.body);
    expect(site.renders() - before).toBe(3);
  });

  it('keeps a page and its RSC payload, its compressed and plain forms, apart', async () => {
    const page = await site.call('/nl/kinds');
    const flight = await site.call('/nl/kinds', { headers: { rsc: '1' } });
    const prefetch = await site.call('/nl/kinds', { headers: { rsc: '1', 'next-router-prefetch': '1' } });
    const gzip = await site.call('/nl/kinds', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.body).toContain('page render');
    expect(flight.body).toContain('flight render');
    expect(flight.headers['content-type']).toBe('text/x-component');
    expect(new Set([page.body, flight.body, prefetch.body, gzip.body]).size, 'four requests, four renders').toBe(4);
    expect((await site.call('/nl/kinds', { headers: { rsc: '1' } })).body).toBe(flight.body);
    expect((await site.call('/nl/kinds')).body).toBe(page.body);
  });

  it('keeps nothing that is per visitor, not found, varies on what it does not key, or was not named a site’s page', async () => {
    for (const query of ['private', 'cookie', 'vary', 'status=404', 'unknown-site']) {
      const path = `/nl/not-kept?${query}`;
      const first = await site.call(path);
      const second = await site.call(path);
      expect(second.body, query).not.toBe(first.body);
      expect(second.headers.age, query).toBeUndefined();
    }
    const posted = await site.call('/nl/posted', { method: 'POST' });
    expect((await site.call('/nl/posted')).body).not.toBe(posted.body);
  });

  it('does not keep an answer too big to be a page', async () => {
    const before = site.renders();
    await site.call('/nl/huge?big');
    await site.call('/nl/huge?big');
    expect(site.renders() - before).toBe(2);
  });

  it('answers HEAD from the page’s copy, headers only', async () => {
    const page = await site.call('/nl/head');
    const before = site.renders();
    const head = await site.call('/nl/head', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.body)));
    expect(site.renders()).toBe(before);
  });

  it('gives the locale cookie proxy.ts set only to requests that would get it, and never across languages', async () => {
    const english = await site.call('/nl/cookie', { headers: { 'accept-language': 'en' } });
    expect(english.headers['set-cookie']).toEqual(['NEXT_LOCALE=nl; Path=/; SameSite=lax']);
    const again = await site.call('/nl/cookie', { headers: { 'accept-language': 'en' } });
    expect(again.headers.age).toBe('0');
    expect(again.headers['set-cookie'], 'the same cookie as the first answer').toEqual(['NEXT_LOCALE=nl; Path=/; SameSite=lax']);
    const dutch = await site.call('/nl/cookie', { headers: { 'accept-language': 'nl' } });
    expect(dutch.headers['set-cookie'], 'a Dutch browser gets no cookie').toBeUndefined();
    expect(dutch.headers.age, 'rendered for its own key').toBeUndefined();
    const withCookie = await site.call('/nl/cookie', { headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=nl' } });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });

  it('after s-maxage, lets one request refresh the page while the others get the kept copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rendered = site.renders();
    const rendering = site.call('/nl/refresh?slow');
    await vi.waitFor(() => expect(site.renders()).toBe(rendered + 1));
    site.finishSlow();
    const first = await rendering;
    vi.setSystemTime(Date.now() + 31_000);
    const before = site.renders();
    const refreshing = site.call('/nl/refresh?slow');
    await vi.waitFor(() => expect(site.renders()).toBe(before + 1));
    const meanwhile = await site.call('/nl/refresh?slow');
    expect(meanwhile.body, 'the stale copy while the refresh renders').toBe(first.body);
    site.finishSlow();
    const refreshed = await refreshing;
    expect(refreshed.body).not.toBe(first.body);
    expect((await site.call('/nl/refresh?slow')).body, 'the refreshed copy from then on').toBe(refreshed.body);
    expect(site.renders()).toBe(before + 1);
  });

  it('keeps a page Next served STALE as already out of date, so the next view asks Next again', async () => {
    const before = site.renders();
    await site.call('/nl/stale?stale');
    await site.call('/nl/stale?stale');
    expect(site.renders() - before).toBe(2);
  });

  it('does not keep a page rendered while its site’s pages were dropped (it may hold the old data)', async () => {
    const before = site.renders();
    const rendering = site.call('/nl/during?slow');
    await vi.waitFor(() => expect(site.renders()).toBe(before + 1));
    cache.purge(1);
    site.finishSlow();
    await rendering;
    const next = site.call('/nl/during?slow');
    await vi.waitFor(() => expect(site.renders()).toBe(before + 2));
    site.finishSlow();
    await next;
  });
});

describe('the page cache’s key', () => {
  const request = (headers: Record<string, string>, method = 'GET', url = '/nl') => ({ method, url, headers }) as unknown as http.IncomingMessage;

  it('is none for what must reach Next: writes, server actions, draft mode, credentials, huge URLs', () => {
    expect(requestKey(request({ host: 'a' }))).not.toBeNull();
    expect(requestKey(request({ host: 'a' }, 'POST'))).toBeNull();
    expect(requestKey(request({ host: 'a', 'next-action': 'x' }))).toBeNull();
    expect(requestKey(request({ host: 'a', cookie: 'x=1; __prerender_bypass=abc' }))).toBeNull();
    expect(requestKey(request({ host: 'a', authorization: 'Basic eDp5' }))).toBeNull();
    expect(requestKey(request({ host: 'a' }, 'GET', `/nl?${'q'.repeat(3000)}`))).toBeNull();
  });

  it('ignores headers no page depends on, such as a spoofed site id or other cookies', () => {
    const plain = requestKey(request({ host: 'a', cookie: 'NEXT_LOCALE=nl' }));
    expect(requestKey(request({ host: 'a', cookie: 'consent=1; NEXT_LOCALE=nl', 'x-site-id': '2', 'x-request-path': '/x' }))).toBe(plain);
    expect(requestKey(request({ host: 'b', cookie: 'NEXT_LOCALE=nl' }))).not.toBe(plain);
    expect(requestKey(request({ host: 'a', cookie: 'NEXT_LOCALE=fr' }))).not.toBe(plain);
    // A fetch (not a document) gets no locale cookie: its languages and cookie do not matter.
    expect(requestKey(request({ host: 'a', 'sec-fetch-dest': 'empty', 'accept-language': 'fr' }))).toBe(requestKey(request({ host: 'a', 'sec-fetch-dest': 'empty', 'accept-language': 'de' })));
  });
});

describe('PAGE_CACHE_MB', () => {
  afterEach(() => {
    delete process.env.PAGE_CACHE_MB;
    vi.resetModules();
  });

  it('sizes the cache (64 MB unless set); 0 turns it off; anything else is refused at start', async () => {
    const fresh = async (value?: string) => {
      vi.resetModules();
      if (value === undefined) delete process.env.PAGE_CACHE_MB;
      else process.env.PAGE_CACHE_MB = value;
      return (await import('@/lib/env')).env().PAGE_CACHE_MB;
    };
    expect(await fresh()).toBe(64);
    expect(await fresh(''), 'as .env.example leaves it').toBe(64);
    expect(await fresh('16')).toBe(16);
    expect(await fresh('0')).toBe(0);
    await expect(fresh('lots')).rejects.toThrow(/Invalid environment: PAGE_CACHE_MB/);
    expect(startPageCache({ megabytes: 0, redisUrl: '' })).toBeNull();
  });
});

describe('the front door with its page cache', () => {
  it('answers a kept page before anything else, and the app’s expiry drops it', async () => {
    class FrontDoor extends http.Server {}
    const cache = startPageCache({ megabytes: 4, redisUrl: '' })!;
    installSocketAddressHook(FrontDoor.prototype, cache);
    const fake = next();
    const server = new FrontDoor((request, response) => void fake.handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const call = caller((server.address() as AddressInfo).port);
    try {
      const get = () => call('/nl/door');
      const first = await get();
      expect(first.headers['x-content-type-options'], 'the security headers of the first answer').toBe('nosniff');
      const second = await get();
      expect(second.headers.age).toBe('0');
      expect(second.headers['x-content-type-options'], 'kept with the page').toBe('nosniff');
      expect(second.body).toBe(first.body);
      expect(fake.renders()).toBe(1);
      await expireCachedPages(1);
      expect((await get()).headers.age).toBeUndefined();
      expect(fake.renders()).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => spawnSync(file, ['--version']).status === 0);

describe.skipIf(!redisServer)('the page cache on several instances (REDIS_URL)', () => {
  let redis: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    redis = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
    const client = new Redis(url, { retryStrategy: () => 50 });
    client.on('error', () => {});
    await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 10_000 });
    client.disconnect();
  });
  afterAll(() => redis?.kill());

  it('drops a site’s pages on every instance when one of them hears of the change', async () => {
    const a = new PageCache(4, url);
    const b = new PageCache(4, url);
    const siteA = await serve(a);
    const siteB = await serve(b);
    try {
      await vi.waitFor(async () => {
        await a.listening();
        await b.listening();
      });
      for (const host of ['a.test', 'b.test']) {
        await siteB.call('/nl/shared', { host });
        await siteB.call('/nl/shared', { host });
      }
      expect(siteB.renders()).toBe(2);
      expect(b.size).toBe(2);
      await a.expire(1);
      await vi.waitFor(() => expect(b.size, 'instance B drops site 1’s page').toBe(1));
      await siteB.call('/nl/shared', { host: 'b.test' });
      expect(siteB.renders(), 'and keeps site 2’s').toBe(2);
      await siteB.call('/nl/shared', { host: 'a.test' });
      expect(siteB.renders()).toBe(3);
    } finally {
      a.stop();
      b.stop();
      await siteA.close();
      await siteB.close();
    }
  });

  it('a change announced while Redis is down still drops this instance’s pages, fast', async () => {
    const cache = new PageCache(4, 'redis://127.0.0.1:9');
    const site = await serve(cache);
    try {
      await site.call('/nl/alone');
      expect(cache.size).toBe(1);
      const started = Date.now();
      await cache.expire(1);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(cache.size).toBe(0);
    } finally {
      cache.stop();
      await site.close();
    }
  });
});
