// How the Varnish edge serves stale copies, and what it does when there is no copy and the app fails.
import { describe, expect, it } from 'vitest';
import { edgeUnderTest, seenAtLeast, sleep, type Answer } from './varnish-harness';

const { app, flaky, call } = edgeUnderTest();

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
