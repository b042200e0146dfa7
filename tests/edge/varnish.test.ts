// The Varnish edge (deploy/varnish/default.vcl) in front of small fake apps whose answers each test sets:
// what it keeps and for whom, how it serves stale copies, its 503 page, the requests it refuses, the
// headers it sets and drops, and purges by key. Needs varnishd with the xkey vmod (.ci/run installs them).
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '@/scripts/lib/edge.mjs';

type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string; delayMs?: number; hang?: boolean };
type Route = Answer | ((request: http.IncomingMessage, count: number) => Answer);

/**
 * An app that answers each path (with its query) as the test says, and counts what reached it. An
 * answer's body names its path and its count ("/nl/a #2"), so a kept copy is recognisable.
 */
async function fakeApp() {
  const routes = new Map<string, Route>();
  const seen = new Map<string, http.IncomingMessage[]>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const list = seen.get(path) ?? [];
    list.push(request);
    seen.set(path, list);
    const route = routes.get(path) ?? (path === '/healthz' ? { body: 'ok', headers: { 'cache-control': 'no-store' } } : { status: 404, body: 'no route' });
    const answer = typeof route === 'function' ? route(request, list.length) : route;
    if (answer.hang) return;
    const send = () => {
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...answer.headers });
      response.end(answer.body ?? `${path} #${list.length}`);
    };
    request.resume();
    request.on('end', () => (answer.delayMs ? setTimeout(send, answer.delayMs) : send()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    route: (path: string, route: Route) => routes.set(path, route),
    count: (path: string) => seen.get(path)?.length ?? 0,
    last: (path: string) => seen.get(path)?.at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type FakeApp = Awaited<ReturnType<typeof fakeApp>>;

type Reply = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string; ms: number };
type Call = { method?: string; host?: string; headers?: Record<string, string>; from?: string; body?: string };

let edge: Edge;
let app: FakeApp;
let other: FakeApp;
let flaky: FakeApp;

/** A request to the edge with the Host a browser would send (fetch does not let one set it), from 127.0.0.1 unless `from`. */
function call(path: string, { method = 'GET', host = 'localhost', headers = {}, from, body }: Call = {}) {
  const started = Date.now();
  return new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: edge.port, path, method, headers: { host, ...headers }, agent: false, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The status line of a request written byte for byte (what http.request would refuse to send). */
function raw(text: string, port = edge.port) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(answer));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the app has seen `count` requests for `path` (a background refresh), at most `ms`. */
async function seenAtLeast(target: FakeApp, path: string, count: number, ms = 5000) {
  const deadline = Date.now() + ms;
  while (target.count(path) < count && Date.now() < deadline) await sleep(25);
  return target.count(path);
}

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const headerCount = (reply: Reply, name: string) => reply.rawHeaders.filter((_, i) => i % 2 === 0).filter((h) => h.toLowerCase() === name).length;

beforeAll(async () => {
  [app, other, flaky] = await Promise.all([fakeApp(), fakeApp(), fakeApp()]);
  edge = await startEdge({
    listen: 0,
    proxyListen: 0,
    backends: [app.address],
    extraBackends: { other: other.address, flaky: flaky.address, down: `127.0.0.1:${await closedPort()}` },
    siteRecv: [
      'if (req.http.host ~ "^other\\.test") { set req.backend_hint = other; }',
      'if (req.http.host ~ "^flaky\\.test") { set req.backend_hint = flaky; }',
      'if (req.http.host ~ "^down\\.test") { set req.backend_hint = down; }',
    ].join('\n'),
  });
});

afterAll(async () => {
  await edge?.stop();
  await Promise.all([app, other, flaky].map((server) => server?.close()));
});

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
    const log = execFileSync('varnishlog', ['-n', edge.name, '-d', '-b', '-q', 'BereqURL eq "/nl/aanbod/404"', '-i', 'TTL'], { encoding: 'utf8' });
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

describe('stale copies', () => {
  it('within stale-while-revalidate, serves the stale copy at once and refreshes it in the background', async () => {
    // The refresh takes a second: a visitor who waited for it would notice.
    app.route('/nl/swr', (_, count) => ({ headers: { 'cache-control': 's-maxage=1, stale-while-revalidate=30' }, delayMs: count === 1 ? 0 : 1000 }));
    await call('/nl/swr');
    await sleep(1100);
    const stale = await call('/nl/swr');
    expect(stale.body).toBe('/nl/swr #1');
    expect(stale.headers['x-cache']).toBe('hit');
    expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(1);
    expect(stale.ms).toBeLessThan(500);
    expect(await seenAtLeast(app, '/nl/swr', 2)).toBe(2);
    await sleep(1300);
    expect((await call('/nl/swr')).body).toBe('/nl/swr #2');
  });

  it('keeps the stale copy when the background refresh fails with a 5xx or times out', async () => {
    let failure: Answer = { status: 500, body: 'app error' };
    app.route('/nl/swr-fails', (_, count) => (count === 1 ? { headers: { 'cache-control': 's-maxage=1, stale-while-revalidate=30' } } : failure));
    await call('/nl/swr-fails');
    await sleep(1100);
    expect((await call('/nl/swr-fails')).body).toBe('/nl/swr-fails #1');
    expect(await seenAtLeast(app, '/nl/swr-fails', 2)).toBe(2);
    await sleep(100);
    failure = { hang: true };
    const afterError = await call('/nl/swr-fails');
    expect(afterError.body).toBe('/nl/swr-fails #1');
    expect(afterError.ms).toBeLessThan(1000);
    expect(await seenAtLeast(app, '/nl/swr-fails', 3)).toBe(3);
    // The hung refresh gives up after the 3 s first-byte timeout; the copy is still there after it.
    await sleep(3300);
    failure = { status: 503, body: 'app down' };
    expect((await call('/nl/swr-fails')).body).toBe('/nl/swr-fails #1');
  });

  it('past stale-while-revalidate, asks the app first and delivers its fresh answer', async () => {
    app.route('/nl/sie-fresh', { headers: { 'cache-control': 's-maxage=1, stale-if-error=60' } });
    await call('/nl/sie-fresh');
    await sleep(1100);
    const reply = await call('/nl/sie-fresh');
    expect(reply.body).toBe('/nl/sie-fresh #2');
    expect(reply.headers['x-cache']).toBe('miss');
  });

  it('past stale-while-revalidate but within stale-if-error, serves the stale copy when the app answers 5xx', async () => {
    app.route('/nl/sie-5xx', (_, count) =>
      count === 1 ? { headers: { 'cache-control': 's-maxage=1, stale-while-revalidate=1, stale-if-error=60' } } : { status: 500, body: 'app error' },
    );
    await call('/nl/sie-5xx');
    await sleep(2100);
    const reply = await call('/nl/sie-5xx');
    expect(reply).toMatchObject({ status: 200, body: '/nl/sie-5xx #1' });
    expect(reply.headers['x-cache']).toBe('hit');
    expect(Number(reply.headers.age)).toBeGreaterThanOrEqual(2);
    expect(app.count('/nl/sie-5xx')).toBe(2);
  });

  it('within stale-if-error, serves the stale copy after the 3 s first-byte timeout of a hung app, to visitors queued behind it too', async () => {
    app.route('/nl/sie-hang', (_, count) => (count === 1 ? { headers: { 'cache-control': 's-maxage=1, stale-if-error=60' } } : { hang: true }));
    await call('/nl/sie-hang');
    await sleep(1100);
    const replies = await Promise.all([0, 100, 200].map(async (delay) => (await sleep(delay), call('/nl/sie-hang'))));
    for (const reply of replies) {
      expect(reply).toMatchObject({ status: 200, body: '/nl/sie-hang #1' });
      expect(reply.ms).toBeGreaterThanOrEqual(2700);
      expect(reply.ms).toBeLessThan(3500);
    }
    expect(app.count('/nl/sie-hang')).toBe(2);
  });

  it('within stale-if-error, serves the stale copy when the app refuses connections', async () => {
    flaky.route('/nl/sie-refused', { headers: { 'cache-control': 's-maxage=1, stale-if-error=60' } });
    await call('/nl/sie-refused', { host: 'flaky.test' });
    await flaky.close();
    await sleep(1100);
    const reply = await call('/nl/sie-refused', { host: 'flaky.test' });
    expect(reply).toMatchObject({ status: 200, body: '/nl/sie-refused #1' });
    expect(reply.ms).toBeLessThan(1000);
  });
});

describe('when there is no copy and the app fails', () => {
  it('answers a hung app within 3.5 s with the 503 page in the language of the path', async () => {
    const paths = ['/fr/biens/12', '/en', '/de?x=1', '/nl/aanbod', '/', '/french'];
    for (const path of paths) app.route(path, { hang: true });
    const replies = await Promise.all(paths.map((path) => call(path)));
    const languages = replies.map((reply) => /<html lang="(\w+)">/.exec(reply.body)?.[1]);
    expect(languages).toEqual(['fr', 'en', 'de', 'nl', 'nl', 'nl']);
    for (const reply of replies) {
      expect(reply.status).toBe(503);
      expect(reply.ms).toBeLessThanOrEqual(3500);
      expect(reply.headers).toMatchObject({
        'retry-after': '30',
        'cache-control': 'no-store',
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    const french = replies[0]!.body;
    expect(french).toMatch(/^<!doctype html>/);
    expect(french).toContain('<title>Temporairement indisponible</title>');
    expect(french).toContain('<h1>Temporairement indisponible</h1>');
    expect(french).toContain('réessayer dans un instant');
    expect(french).toContain('<a href="/fr">');
    expect(replies[3]!.body).toContain('Probeer het over een ogenblik opnieuw.');
  });

  it("waits past 3 s for a form post (a visitor's message) and for a sitemap or robots.txt (read by crawlers)", async () => {
    const slow = { headers: { 'cache-control': 'no-store' }, delayMs: 4000 };
    for (const path of ['/nl/contact-form-handler', '/sitemap.xml', '/sitemaps/sitemap-1.xml', '/robots.txt']) app.route(path, slow);
    const replies = await Promise.all([
      call('/nl/contact-form-handler', { method: 'POST', body: 'message=hallo' }),
      call('/sitemap.xml'),
      call('/sitemaps/sitemap-1.xml'),
      call('/robots.txt'),
    ]);
    expect(replies.map((reply) => [reply.status, reply.body])).toEqual([
      [200, '/nl/contact-form-handler #1'],
      [200, '/sitemap.xml #1'],
      [200, '/sitemaps/sitemap-1.xml #1'],
      [200, '/robots.txt #1'],
    ]);
  });

  it('answers the 503 page at once when the app refuses connections', async () => {
    const reply = await call('/de/immobilien', { host: 'down.test' });
    expect(reply.status).toBe(503);
    expect(reply.body).toContain('Bitte versuchen Sie es in einem Moment erneut.');
    expect(reply.ms).toBeLessThan(1000);
  });

  it('answers a page whose render failed (500) with the 503 page in the language of the path, and never keeps it', async () => {
    app.route('/fr/offre/5/maison', (_, count) => ({ status: 500, headers: { 'cache-control': 'private, no-cache, no-store' }, body: `<html id="__next_error__"> #${count}` }));
    const first = await call('/fr/offre/5/maison');
    expect(first.status).toBe(503);
    expect(first.body).toContain('<html lang="fr"');
    expect(first.body).not.toContain('__next_error__');
    expect(first.headers['retry-after']).toBe('30');
    await call('/fr/offre/5/maison');
    expect(app.count('/fr/offre/5/maison')).toBe(2);
  });

  it("passes the app's own 5xx page on as it is, and asks the app again next time", async () => {
    app.route('/nl/outage', (_, count) => ({ status: 503, headers: { 'retry-after': '60', 'cache-control': 's-maxage=60' }, body: `eigen pagina #${count}` }));
    const first = await call('/nl/outage');
    expect(first).toMatchObject({ status: 503, body: 'eigen pagina #1' });
    expect(first.headers['retry-after']).toBe('60');
    expect((await call('/nl/outage')).body).toBe('eigen pagina #2');
  });
});

describe('requests the edge refuses', () => {
  it('answers 405 with Allow to a method pages do not take, and lets the API have its own', async () => {
    for (const [method, path] of [
      ['PUT', '/nl/aanbod'],
      ['DELETE', '/nl'],
      ['OPTIONS', '/nl'],
      ['TRACE', '/nl'],
      ['BREW', '/nl'],
    ]) {
      const reply = await call(path!, { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('GET, HEAD, POST');
    }
    const trace = await call('/api/favourites', { method: 'TRACE' });
    expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD, POST, PUT, DELETE, OPTIONS, PATCH']);
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      app.route(`/api/favourites?${method}`, { headers: { 'cache-control': 'no-store' } });
      app.route(`/demo-api/estates?${method}`, { headers: { 'cache-control': 'no-store' } });
      expect((await call(`/api/favourites?${method}`, { method })).status, method).toBe(200);
      expect((await call(`/demo-api/estates?${method}`, { method })).status, method).toBe(200);
      expect(app.last(`/api/favourites?${method}`)?.method).toBe(method);
    }
  });

  it('answers 400 to a GET with a body, a path not starting with /, and a missing or malformed Host', async () => {
    expect(await raw('GET /nl HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET nl HTTP/1.1\r\nHost: localhost\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET /nl HTTP/1.1\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET /nl HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET /nl HTTP/1.1\r\nHost: user@localhost\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET /nl HTTP/1.1\r\nHost: local host\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await raw('GET /nl HTTP/1.1\r\nHost: localhost:http\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(app.count('/nl')).toBe(0);
  });

  it('takes an absolute-form request as its path on the host it names', async () => {
    app.route('/nl/absolute', (request) => ({ headers: { 'cache-control': 'no-store' }, body: request.headers.host }));
    expect(await raw('GET http://A.test/nl/absolute HTTP/1.1\r\nHost: other\r\n\r\n')).toBe('HTTP/1.1 200 OK');
    expect(app.last('/nl/absolute')?.headers.host).toBe('a.test');
  });
});

describe('the headers', () => {
  it("appends the visitor's address to X-Forwarded-For, keeping a proxy's entries before it", async () => {
    app.route('/api/whoami', { headers: { 'cache-control': 'no-store' } });
    await call('/api/whoami');
    expect(app.last('/api/whoami')?.headers['x-forwarded-for']).toBe('127.0.0.1');
    await call('/api/whoami', { headers: { 'x-forwarded-for': '203.0.113.9' }, from: '127.0.0.2' });
    expect(app.last('/api/whoami')?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.2');
  });

  it('sets X-Forwarded-Proto to http unless a TLS terminator said https, and drops X-Forwarded-Host', async () => {
    app.route('/api/scheme', { headers: { 'cache-control': 'no-store' } });
    const seenProto = async (call_: Call) => {
      await call('/api/scheme', call_);
      return app.last('/api/scheme')?.headers['x-forwarded-proto'];
    };
    expect(await seenProto({ headers: { 'x-forwarded-proto': 'https' }, from: '127.0.0.2' })).toBe('http');
    expect(await seenProto({ from: '127.0.0.2' })).toBe('http');
    expect(await seenProto({ headers: { 'x-forwarded-proto': 'gopher' } })).toBe('http');
    expect(await seenProto({ headers: { 'x-forwarded-proto': 'https' } })).toBe('https');
    await call('/api/scheme', { headers: { 'x-forwarded-host': 'other-agency.test' } });
    expect(app.last('/api/scheme')?.headers['x-forwarded-host']).toBeUndefined();
    expect(app.last('/api/scheme')?.headers.host).toBe('localhost');
  });

  it("behind a TLS terminator that speaks the PROXY protocol, appends the visitor's address and believes the terminator's https", async () => {
    app.route('/api/proxied', { headers: { 'cache-control': 'no-store' } });
    const proxied = (visitor: string, request: string) => raw(`PROXY TCP4 ${visitor} 127.0.0.1 40000 443\r\n${request}`, edge.proxyPort);
    expect(await proxied('198.51.100.7', 'GET /api/proxied HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\n\r\n')).toBe('HTTP/1.1 200 OK');
    expect(app.last('/api/proxied')?.headers).toMatchObject({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    // The terminator's address is a purger's, but the visitor behind it is not.
    expect(await proxied('198.51.100.7', 'PURGE / HTTP/1.1\r\nHost: localhost\r\nxkey-purge: site-1\r\n\r\n')).toBe('HTTP/1.1 403 Forbidden');
  });

  it("delivers none of the app's keys, Next's internal headers or the software's names", async () => {
    app.route('/nl/internals', {
      headers: {
        'cache-control': 's-maxage=60',
        xkey: 'site-5 site-5-estate-50',
        'surrogate-key': 'site-5 site-5-estate-50',
        'x-nextjs-cache': 'HIT',
        'x-nextjs-prerender': '1',
        'x-nextjs-stale-time': '300',
        'x-middleware-rewrite': '/1/nl/internals',
        'x-powered-by': 'Next.js',
        server: 'node',
        via: '1.1 somewhere',
        link: '</font.woff2>; rel=preload',
      },
    });
    for (const reply of [await call('/nl/internals'), await call('/nl/internals')]) {
      const names = reply.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
      expect(names.filter((name) => /^(xkey|surrogate-key|x-nextjs-.*|x-middleware-.*|via|x-varnish|server|x-powered-by)$/.test(name))).toEqual([]);
      expect(names).toEqual(expect.arrayContaining(['x-cache', 'age', 'link']));
    }
    const refused = await call('/nl', { method: 'TRACE' });
    expect(refused.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase())).not.toContain('server');
    expect([refused.headers['x-varnish'], refused.headers.via, refused.headers['x-cache']]).toEqual([undefined, undefined, 'synth']);
  });
});

describe('purging by key', () => {
  const purge = (keys: string | undefined, call_: Call = {}) =>
    call('/', { ...call_, method: 'PURGE', headers: { ...(keys === undefined ? {} : { 'xkey-purge': keys }), ...call_.headers } });

  it('forgets every page tagged with one of the keys, from a purger, and keeps the others', async () => {
    const tagged = (keys: string) => ({ headers: { 'cache-control': 's-maxage=60', xkey: keys, 'surrogate-key': keys } });
    app.route('/nl/aanbod/1', tagged('site-1 site-1-estate-1'));
    app.route('/nl/aanbod/2', tagged('site-1 site-1-estate-2'));
    app.route('/nl/aanbod/3', tagged('site-2 site-2-estate-3'));
    for (const path of ['/nl/aanbod/1', '/nl/aanbod/2', '/nl/aanbod/3']) await call(path);

    const one = await purge('site-1-estate-1 site-9');
    expect([one.status, one.headers.purged]).toEqual([200, '1']);
    expect((await call('/nl/aanbod/1')).body).toBe('/nl/aanbod/1 #2');
    expect((await call('/nl/aanbod/2')).headers['x-cache']).toBe('hit');

    const site = await purge('site-1');
    expect([site.status, site.headers.purged]).toEqual([200, '2']);
    expect((await call('/nl/aanbod/2')).body).toBe('/nl/aanbod/2 #2');
    expect((await call('/nl/aanbod/3')).headers['x-cache']).toBe('hit');
  });

  it('refuses a purge from another address (403), relayed by a proxy (403) or naming no key (400)', async () => {
    app.route('/nl/aanbod/4', { headers: { 'cache-control': 's-maxage=60', xkey: 'site-4' } });
    await call('/nl/aanbod/4');
    expect((await purge('site-4', { from: '127.0.0.2' })).status).toBe(403);
    expect((await purge('site-4', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    expect((await purge(undefined)).status).toBe(400);
    expect((await purge(' ')).status).toBe(400);
    expect((await call('/nl/aanbod/4')).headers['x-cache']).toBe('hit');
  });
});

describe('several app instances', () => {
  it('shares requests between the instances and stops sending any to one whose /healthz fails', async () => {
    const [first, second] = await Promise.all([fakeApp(), fakeApp()]);
    let secondHealthy = true;
    first.route('/api/which', { headers: { 'cache-control': 'no-store' }, body: 'first' });
    second.route('/api/which', { headers: { 'cache-control': 'no-store' }, body: 'second' });
    second.route('/healthz', () => (secondHealthy ? { body: 'ok' } : { status: 503, body: 'draining' }));
    const pair = await startEdge({ listen: 0, backends: [first.address, second.address] });
    const which = async () => {
      const reply = await new Promise<string>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: pair.port, path: '/api/which', headers: { host: 'localhost' }, agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(body));
        }).on('error', reject),
      );
      return reply;
    };
    try {
      expect(new Set([await which(), await which()])).toEqual(new Set(['first', 'second']));
      secondHealthy = false;
      // Four failed probes in a row (every 2 s) take it out; round robin would send one of any two requests to it.
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && [await which(), await which()].includes('second')) await sleep(200);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await which());
      expect(answers).toEqual(Array(6).fill('first'));
    } finally {
      await pair.stop();
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('the runner (scripts/lib/edge.mjs)', () => {
  it("routes a host to another backend through the deployment's site_recv", async () => {
    other.route('/nl/elsewhere', { headers: { 'cache-control': 'no-store' }, body: 'from the other backend' });
    expect((await call('/nl/elsewhere', { host: 'other.test' })).body).toBe('from the other backend');
    expect(app.count('/nl/elsewhere')).toBe(0);
  });

  it("surfaces varnishd's compiler message when the VCL does not compile", async () => {
    await expect(startEdge({ listen: 0, siteRecv: 'set req.http.x-broken = ;' })).rejects.toThrow(/VCC-compiler/);
  });

  it('names the packages to install when varnishd is missing', async () => {
    await expect(startEdge({ listen: 0, varnishd: '/nonexistent/varnishd' })).rejects.toThrow(/apt-get install varnish varnish-modules/);
  });
});

describe('the edge’s 503 page', () => {
  it('has the same heading in every language as the app’s own 503 page (messages/*.json, Fallback)', async () => {
    const { readFileSync } = await import('node:fs');
    const vcl = readFileSync('deploy/varnish/default.vcl', 'utf8');
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { Fallback: { unavailableTitle: string } };
      expect(vcl, locale).toContain(`var.set("title", "${messages.Fallback.unavailableTitle}");`);
    }
  });
});
