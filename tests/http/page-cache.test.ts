// The front door's page cache (lib/http/page-cache.ts): a shareable page is answered from the bytes Next sent
// the first time, never across hosts, request kinds or a site's change; what is per visitor is never kept.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache, pageOfUrl, purgeOfMessage, requestKey, startPageCache } from '@/lib/http/page-cache';
import { expireCachedPages, notePageReadTags, notePageSite } from '@/lib/http/page-cache-scope';
import { installSocketAddressHook } from '@/lib/http/socket-address';

/** The agencies of this test, by host, as proxy.ts would find them. */
const SITES: Record<string, number> = { 'a.test': 1, 'b.test': 2, 'c.test': 2 };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Next, as far as the cache can tell: proxy.ts names the site, then a page answers. The path says how:
 * `/nl/page` is shareable (`s-maxage=30`); `?private`, `?cookie`, `?vary`, `?status=404`, `?stale`, `?big` and
 * `?slow` change one thing each. `?reads=a,b` renders the page (MISS) reading the site-API tags a and b, unless
 * the request says `x-fake-next-cache`: `HIT`, it comes from Next's own cache and reads nothing; `STALE`, it is
 * a stale copy, and the render Next runs after it reads a and b once it is sent; `STALE-DEDUPED`, a stale copy
 * whose render runs for another request. Every answer names the render it came from, so a kept one is recognisable.
 */
function next() {
  let renders = 0;
  let release: (() => void) | null = null;
  const handler = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const host = (request.headers.host ?? '').split(':')[0]!;
    if (!url.searchParams.has('unknown-site') && SITES[host]) notePageSite(SITES[host], host);
    renders += 1;
    const render = renders;
    const fromNextCache = request.headers['x-fake-next-cache'];
    const reads = url.searchParams.get('reads');
    if (reads !== null && fromNextCache === undefined) notePageReadTags(reads.split(','));
    if (reads !== null && fromNextCache === 'STALE') response.once('finish', () => setTimeout(() => notePageReadTags(reads.split(',')), 20));
    if (url.searchParams.has('slow')) await new Promise<void>((resolve) => (release = resolve));
    const rsc = request.headers.rsc === '1';
    response.statusCode = Number(url.searchParams.get('status') ?? 200);
    response.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    response.setHeader('vary', url.searchParams.has('vary') ? 'rsc, cookie' : 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    response.setHeader('cache-control', url.searchParams.has('private') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=30, stale-while-revalidate=300');
    const state = fromNextCache === 'HIT' ? 'HIT' : fromNextCache !== undefined || url.searchParams.has('stale') ? 'STALE' : reads !== null || render === 1 ? 'MISS' : 'HIT';
    response.setHeader('x-nextjs-cache', state);
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

    cache.purge({ siteId: 1 });
    expect((await site.call('/nl/hosts', { host: 'b.test' })).body, 'site 2 untouched by site 1’s change').toBe(b.body);
    expect(site.renders() - before).toBe(2);
    const again = await site.call('/nl/hosts', { host: 'a.test' });
    expect(again.body, 'site 1 rendered afresh').not.toBe(a.body);
    expect(site.renders() - before).toBe(3);
  });

  it('drops, for a change of a few tags, only the pages that read one of them, and a page whose reads it never saw', async () => {
    const kept = (answer: Answer) => answer.headers.age !== undefined;
    const paths = {
      changed: '/nl/tags/5?reads=site-1,site-1-estate-5,site-1-estate-page-5',
      other: '/nl/tags/6?reads=site-1,site-1-estate-6,site-1-estate-page-6',
      list: '/nl/tags?reads=site-1,site-1-estates',
      unknown: '/nl/tags/unknown',
      otherSite: '/nl/tags/5?reads=site-2,site-2-estate-5',
    };
    for (const path of Object.values(paths)) await site.call(path, { host: path === paths.otherSite ? 'b.test' : 'a.test' });
    for (const path of Object.values(paths)) expect(kept(await site.call(path, { host: path === paths.otherSite ? 'b.test' : 'a.test' })), path).toBe(true);

    cache.purge({ siteId: 1, tags: ['site-1-estate-5', 'site-1-estate-page-5', 'site-1-estates'] });
    expect(kept(await site.call(paths.other)), 'another listing’s page').toBe(true);
    expect(kept(await site.call(paths.otherSite, { host: 'b.test' })), 'the other agency’s page of the same id').toBe(true);
    expect(kept(await site.call(paths.changed)), 'the changed listing’s page').toBe(false);
    expect(kept(await site.call(paths.list)), 'the list').toBe(false);
    expect(kept(await site.call(paths.unknown)), 'a page whose reads are not known').toBe(false);
  });

  it('drops, for a change of a whole site, the pages kept for the hostnames it has now, whichever site they were', async () => {
    const kept = async (host: string) => (await site.call('/nl/moved', { host })).headers.age !== undefined;
    for (const host of ['a.test', 'b.test', 'c.test']) await site.call('/nl/moved', { host });
    for (const host of ['a.test', 'b.test', 'c.test']) expect(await kept(host), host).toBe(true);
    // Site 1 now has b.test, which was site 2's; c.test stays site 2's.
    cache.purge({ siteId: 1, hostnames: ['a.test', 'b.test'] });
    expect(await kept('c.test'), 'site 2’s own hostname').toBe(true);
    expect(await kept('b.test'), 'the hostname that moved').toBe(false);
    expect(await kept('a.test')).toBe(false);
  });

  it('gives a page Next serves from its own cache the tags it read when Next last rendered it, its RSC payload too', async () => {
    const path = '/nl/learnt?reads=site-1,site-1-page-3';
    const fromNext = { 'x-fake-next-cache': 'HIT' };
    await site.call(path);
    cache.purge({ siteId: 1 });
    await site.call(path, { headers: fromNext });
    await site.call(`${path}&_rsc=1x2y`, { headers: { ...fromNext, rsc: '1' } });
    cache.purge({ siteId: 1, tags: ['site-1-page-4'] });
    expect((await site.call(path)).headers.age, 'read no page 4').toBeDefined();
    expect((await site.call(`${path}&_rsc=1x2y`, { headers: { rsc: '1' } })).headers.age, 'the payload of the same page').toBeDefined();
    cache.purge({ siteId: 1, tags: ['site-1-page-3'] });
    expect((await site.call(path)).headers.age, 'read page 3').toBeUndefined();
    expect((await site.call(`${path}&_rsc=1x2y`, { headers: { rsc: '1' } })).headers.age).toBeUndefined();
  });

  it('learns what a page read from the render Next runs after answering it STALE, once that page comes as a HIT', async () => {
    const path = '/nl/background?reads=site-1,site-1-page-11';
    await site.call(path, { headers: { 'x-fake-next-cache': 'STALE' } });
    await site.call(path, { headers: { 'x-fake-next-cache': 'STALE-DEDUPED' } });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await site.call(path, { headers: { 'x-fake-next-cache': 'HIT' } });
    cache.purge({ siteId: 1, tags: ['site-1-page-12'] });
    expect((await site.call(path)).headers.age, 'read no page 12').toBeDefined();
    cache.purge({ siteId: 1, tags: ['site-1-page-11'] });
    expect((await site.call(path)).headers.age, 'read page 11').toBeUndefined();
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
    cache.purge({ siteId: 1 });
    site.finishSlow();
    await rendering;
    const next = site.call('/nl/during?slow');
    await vi.waitFor(() => expect(site.renders()).toBe(before + 2));
    site.finishSlow();
    await next;
  });

  it('keeps a page rendered while another agency’s pages were dropped, not while a site’s hostnames moved', async () => {
    const renderAcross = async (path: string, purge: () => void) => {
      const before = site.renders();
      const rendering = site.call(path);
      await vi.waitFor(() => expect(site.renders()).toBe(before + 1));
      purge();
      site.finishSlow();
      await rendering;
      const next = site.call(path);
      const kept = (await Promise.race([next.then(() => true), new Promise((resolve) => setTimeout(resolve, 200, false))])) as boolean;
      if (!kept) {
        site.finishSlow();
        await next;
      }
      return kept;
    };
    expect(await renderAcross('/nl/across?slow&other', () => cache.purge({ siteId: 2, tags: ['site-2-estates'] })), 'site 2’s change').toBe(true);
    expect(await renderAcross('/nl/across?slow&moved', () => cache.purge({ siteId: 2, hostnames: ['b.test'] })), 'a hostname may have moved').toBe(false);
  });
});

describe('a page’s URL, for what it read', () => {
  it('is its path and query without the marker Next adds to its own requests', () => {
    expect(pageOfUrl('/nl/aanbod')).toBe('/nl/aanbod');
    expect(pageOfUrl('/nl/aanbod?_rsc=abc')).toBe('/nl/aanbod');
    expect(pageOfUrl('/nl/aanbod?trans=kopen&_rsc=abc')).toBe('/nl/aanbod?trans=kopen');
    expect(pageOfUrl('/nl/aanbod?trans=huren')).not.toBe(pageOfUrl('/nl/aanbod?trans=kopen'));
  });
});

describe('a purge message from another instance', () => {
  it('names a site and the tags it expired; tags it cannot trust drop the whole site; anything else is ignored', () => {
    expect(purgeOfMessage('{"siteId":3,"tags":["site-3-estate-7"]}')).toEqual({ siteId: 3, tags: ['site-3-estate-7'] });
    expect(purgeOfMessage('{"siteId":3}')).toEqual({ siteId: 3 });
    expect(purgeOfMessage('{"siteId":null,"tags":["x"]}')).toEqual({ siteId: null });
    expect(purgeOfMessage('{"siteId":3,"tags":"site-3"}')).toEqual({ siteId: 3 });
    expect(purgeOfMessage('{"siteId":3,"tags":[7]}')).toEqual({ siteId: 3 });
    expect(purgeOfMessage(JSON.stringify({ siteId: 3, tags: Array.from({ length: 257 }, (_, i) => `t${i}`) }))).toEqual({ siteId: 3 });
    expect(purgeOfMessage(JSON.stringify({ siteId: 3, tags: ['x'.repeat(257)] }))).toEqual({ siteId: 3 });
    expect(purgeOfMessage('{"siteId":3,"hostnames":["www.immo.be"]}')).toEqual({ siteId: 3, hostnames: ['www.immo.be'] });
    expect(purgeOfMessage('{"siteId":3,"hostnames":"www.immo.be"}'), 'hostnames it cannot read: every site').toEqual({ siteId: null });
    for (const message of ['', 'null', '3', '{"siteId":"3"}', '{"siteId":1.5}', '{}', '[1]']) expect(purgeOfMessage(message), message).toBeUndefined();
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
      await expireCachedPages({ siteId: 1 });
      expect((await get()).headers.age).toBeUndefined();
      expect(fake.renders()).toBe(2);
      const read = () => call('/nl/door?reads=site-1,site-1-page-8');
      await read();
      await expireCachedPages({ siteId: 1, tags: ['site-1-page-9'] });
      expect((await read()).headers.age, 'the app’s expiry names its tags to the front door').toBe('0');
      await expireCachedPages({ siteId: 1, tags: ['site-1-page-8'] });
      expect((await read()).headers.age).toBeUndefined();
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
      await a.expire({ siteId: 1 });
      await vi.waitFor(() => expect(b.size, 'instance B drops site 1’s page').toBe(1));
      await siteB.call('/nl/shared', { host: 'b.test' });
      expect(siteB.renders(), 'and keeps site 2’s').toBe(2);
      await siteB.call('/nl/shared', { host: 'a.test' });
      expect(siteB.renders()).toBe(3);

      // A change of one listing, announced to A, drops on B the page that read it and not the one that did not.
      for (const id of [5, 6]) {
        await siteB.call(`/nl/shared/${id}?reads=site-1-estate-${id}`);
        await siteB.call(`/nl/shared/${id}?reads=site-1-estate-${id}`);
      }
      const size = b.size;
      await a.expire({ siteId: 1, tags: ['site-1-estate-5'] });
      // The listing's page goes, and site 1's /nl/shared, whose reads B never saw.
      await vi.waitFor(() => expect(b.size).toBe(size - 2));
      expect((await siteB.call('/nl/shared/6?reads=site-1-estate-6')).headers.age, 'another listing’s page stays on B').toBeDefined();
      expect((await siteB.call('/nl/shared/5?reads=site-1-estate-5')).headers.age).toBeUndefined();
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
      await cache.expire({ siteId: 1 });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(cache.size).toBe(0);
    } finally {
      cache.stop();
      await site.close();
    }
  });
});
