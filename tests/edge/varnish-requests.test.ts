// The requests the Varnish edge refuses, the headers it sets and drops, purges by key, several app
// instances behind it, its runner and its 503 page.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startEdge } from '@/scripts/lib/edge.mjs';
import { edgeUnderTest, fakeApp, sleep, type Call } from './varnish-harness';

const { app, other, edge, call, raw } = edgeUnderTest();

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
    const proxied = (visitor: string, request: string) => raw(`PROXY TCP4 ${visitor} 127.0.0.1 40000 443\r\n${request}`, edge().proxyPort);
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
