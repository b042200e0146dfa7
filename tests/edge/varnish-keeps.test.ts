// What the Varnish edge keeps, and for whom.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { edgeUnderTest, headerCount, type Answer, type Call } from './varnish-harness';

const { app, edge, call } = edgeUnderTest();

describe('what the edge keeps', () => {
  it('answers a shareable page from its copy the second time, with x-cache and Age, asking the app once', async () => {
    app.route('/nl/kept', { headers: { 'cache-control': 's-maxage=60' } });
    const first = await call('/nl/kept');
    const second = await call('/nl/kept');
    expect(first).toMatchObject({ status: 200, body: '/nl/kept #1' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second).toMatchObject({ status: 200, body: '/nl/kept #1' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
    expect(app.count('/nl/kept')).toBe(1);
  });

  it('never keeps an answer that is private, no-store, no-cache, sets a cookie or has no Cache-Control', async () => {
    const answers: Record<string, Answer> = {
      '/nl/private': { headers: { 'cache-control': 'private, max-age=60' } },
      '/nl/no-store': { headers: { 'cache-control': 's-maxage=60, no-store' } },
      '/nl/no-cache': { headers: { 'cache-control': 'no-cache, s-maxage=60' } },
      '/nl/set-cookie': { headers: { 'cache-control': 's-maxage=60', 'set-cookie': 'NEXT_LOCALE=nl; Path=/' } },
      '/nl/no-cache-control': {},
    };
    for (const [path, answer] of Object.entries(answers)) {
      app.route(path, answer);
      await call(path);
      const second = await call(path);
      expect(second.body, path).toBe(`${path} #2`);
      expect(second.headers['x-cache'], path).toBe('pass');
    }
  });

  it('looks up a request that carries a cookie in the cache, and a miss still sends the cookie to the app', async () => {
    app.route('/nl/with-cookie', { headers: { 'cache-control': 's-maxage=60' } });
    const first = await call('/nl/with-cookie', { headers: { cookie: 'consent=all' } });
    const second = await call('/nl/with-cookie', { headers: { cookie: 'favourites=7' } });
    expect(app.last('/nl/with-cookie')?.headers.cookie).toBe('consent=all');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second).toMatchObject({ body: '/nl/with-cookie #1' });
    expect(second.headers['x-cache']).toBe('hit');
  });

  it('keeps one copy per host, a host in capitals or with a trailing dot being the same site, and its port another', async () => {
    app.route('/nl/host', (request, count) => ({ headers: { 'cache-control': 's-maxage=60' }, body: `${request.headers.host} #${count}` }));
    expect((await call('/nl/host', { host: 'a.test' })).body).toBe('a.test #1');
    expect((await call('/nl/host', { host: 'b.test' })).body).toBe('b.test #2');
    expect((await call('/nl/host', { host: 'A.Test.' })).body).toBe('a.test #1');
    expect((await call('/nl/host', { host: 'localhost.' })).body).toBe('localhost #3');
    expect((await call('/nl/host', { host: 'localhost' })).body).toBe('localhost #3');
    expect((await call('/nl/host', { host: 'localhost.:8080' })).body).toBe('localhost:8080 #4');
    expect(app.count('/nl/host')).toBe(4);
  });

  it("keeps one copy per value of the app's Vary", async () => {
    app.route('/nl/vary', (request, count) => ({
      headers: { 'cache-control': 's-maxage=60', vary: 'Accept-Language' },
      body: `${request.headers['accept-language']} #${count}`,
    }));
    const answers = [];
    for (const language of ['nl', 'fr', 'nl', 'fr']) answers.push((await call('/nl/vary', { headers: { 'accept-language': language } })).body);
    expect(answers).toEqual(['nl #1', 'fr #2', 'nl #1', 'fr #2']);
  });

  it('keeps http and https apart, the scheme being the one the edge set', async () => {
    app.route('/nl/scheme', (request, count) => ({ headers: { 'cache-control': 's-maxage=60' }, body: `${request.headers['x-forwarded-proto']} #${count}` }));
    expect((await call('/nl/scheme', { headers: { 'x-forwarded-proto': 'https' } })).body).toBe('https #1');
    expect((await call('/nl/scheme')).body).toBe('http #2');
    expect((await call('/nl/scheme', { headers: { 'x-forwarded-proto': 'https' }, from: '127.0.0.2' })).body).toBe('http #2');
    expect((await call('/nl/scheme', { headers: { 'x-forwarded-proto': 'HTTPS' } })).body).toBe('https #1');
  });

  it('sends POST, Authorization, /api/, /demo-api/, /healthz and /readyz to the app every time', async () => {
    const shareable = { headers: { 'cache-control': 's-maxage=60' } };
    for (const path of ['/nl/form', '/nl/account', '/api/revalidate', '/demo-api/estates', '/healthz?deep', '/readyz']) app.route(path, shareable);
    const calls: [string, Call][] = [
      ['/nl/form', { method: 'POST', body: 'name=a' }],
      ['/nl/account', { headers: { authorization: 'Basic YTpi' } }],
      ['/api/revalidate', {}],
      ['/demo-api/estates', {}],
      ['/healthz?deep', {}],
      ['/readyz', {}],
    ];
    for (const [path, options] of calls) {
      await call(path, options);
      const second = await call(path, options);
      expect(second.headers['x-cache'], path).toBe('pass');
      expect(app.count(path), path).toBe(2);
    }
    expect(app.last('/nl/form')?.method).toBe('POST');
  });

  it('asks the app once for 20 identical requests that miss at the same time', async () => {
    app.route('/nl/popular', { headers: { 'cache-control': 's-maxage=60' }, delayMs: 300 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => call('/nl/popular')));
    expect(replies.map((reply) => reply.body)).toEqual(Array(20).fill('/nl/popular #1'));
    expect(app.count('/nl/popular')).toBe(1);
  });

  it('keeps a 404 the app marks shareable for an hour at most 60 s', async () => {
    app.route('/nl/aanbod/404', { status: 404, headers: { 'cache-control': 's-maxage=3600' } });
    expect((await call('/nl/aanbod/404')).status).toBe(404);
    expect((await call('/nl/aanbod/404')).headers['x-cache']).toBe('hit');
    // The object's lifetime as Varnish logged it: "TTL VCL <ttl> <grace> <keep> …" after vcl_backend_response.
    const log = execFileSync('varnishlog', ['-n', edge().name, '-d', '-b', '-q', 'BereqURL eq "/nl/aanbod/404"', '-i', 'TTL'], { encoding: 'utf8' });
    const ttls = [...log.matchAll(/TTL\s+VCL\s+(-?\d+)/g)].map((match) => Number(match[1]));
    expect(ttls.at(-1)).toBe(60);
  });

  it('passes redirects on with exactly one Location, keeping a shareable 308 and not a private 307', async () => {
    app.route('/nl/oud', { status: 308, headers: { location: '/nl/nieuw', 'cache-control': 's-maxage=60' } });
    app.route('/nl/login', { status: 307, headers: { location: '/nl/account', 'cache-control': 'private, no-store' } });
    const replies = [await call('/nl/oud'), await call('/nl/oud'), await call('/nl/login'), await call('/nl/login')];
    expect(replies.map((reply) => [reply.status, reply.headers.location, headerCount(reply, 'location')])).toEqual([
      [308, '/nl/nieuw', 1],
      [308, '/nl/nieuw', 1],
      [307, '/nl/account', 1],
      [307, '/nl/account', 1],
    ]);
    expect(replies.map((reply) => reply.headers['x-cache'])).toEqual(['miss', 'hit', 'miss', 'pass']);
    expect([app.count('/nl/oud'), app.count('/nl/login')]).toEqual([1, 2]);
  });

  it('sends one Location when the app sends the same one twice (Next’s first answer of a redirect rendered on demand)', async () => {
    app.route('/nl/aanbod/7', { status: 308, headers: { location: ['/nl/aanbod/7/huis', '/nl/aanbod/7/huis'], 'cache-control': 's-maxage=60' } });
    const replies = [await call('/nl/aanbod/7'), await call('/nl/aanbod/7')];
    expect(replies.map((reply) => [reply.status, headerCount(reply, 'location'), reply.headers.location])).toEqual([
      [308, 1, '/nl/aanbod/7/huis'],
      [308, 1, '/nl/aanbod/7/huis'],
    ]);
  });

  it("carries the visitor's query onto a permanent redirect that names none, and leaves one that names its own", async () => {
    const canonical = { status: 308, headers: { location: '/nl/aanbod/8/huis', 'cache-control': 's-maxage=60' } };
    app.route('/nl/aanbod/8?utm_source=mail&utm_campaign=lente', canonical);
    app.route('/nl/aanbod/8', canonical);
    app.route('/nl/zoek?q=1', { status: 301, headers: { location: '/nl/aanbod?trans=kopen', 'cache-control': 's-maxage=60' } });
    app.route('/nl/even?utm_source=mail', { status: 307, headers: { location: '/nl/later', 'cache-control': 'private, no-store' } });
    const replies = [
      await call('/nl/aanbod/8?utm_source=mail&utm_campaign=lente'),
      await call('/nl/aanbod/8?utm_source=mail&utm_campaign=lente'),
      await call('/nl/aanbod/8'),
      await call('/nl/zoek?q=1'),
      await call('/nl/even?utm_source=mail'),
    ];
    expect(replies.map((reply) => [reply.status, reply.headers.location])).toEqual([
      [308, '/nl/aanbod/8/huis?utm_source=mail&utm_campaign=lente'],
      [308, '/nl/aanbod/8/huis?utm_source=mail&utm_campaign=lente'],
      [308, '/nl/aanbod/8/huis'],
      [301, '/nl/aanbod?trans=kopen'],
      [307, '/nl/later'],
    ]);
  });
});
