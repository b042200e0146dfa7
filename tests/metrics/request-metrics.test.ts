// The app server's answers counted by route kind (lib/metrics/request-metrics.mjs): whatever paths visitors
// ask, the labels stay within a fixed set.
import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { locales } from '@/lib/rules';
import { metrics } from '@/lib/metrics/registry.mjs';
import { LOCALE_API_SEGMENTS, ROUTE_KINDS, methodLabel, observeRequest, routeKind, statusClass } from '@/lib/metrics/request-metrics.mjs';
import { countOf, seriesOf } from '../support/metrics';

beforeEach(() => metrics().registry.resetMetrics());

/** A path of 1 to 6 segments of random characters, with a query now and then. */
function randomPath(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~%?#=&:@';
  const segment = () => Array.from({ length: 1 + Math.floor(Math.random() * 12) }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  const known = ['nl', 'fr', '_next', 'api', 'demo-api', 'remote-photos', 'estate-search', 'image', 'static'];
  const parts = Array.from({ length: 1 + Math.floor(Math.random() * 6) }, () => (Math.random() < 0.3 ? known[Math.floor(Math.random() * known.length)] : segment()));
  return `/${parts.join('/')}`;
}

function fakeRequest(method: string, url: string) {
  const request = { method, url } as IncomingMessage;
  const response = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse;
  return { request, response };
}

/** The folders under app/[site]/[locale] that hold route handlers and no page. */
function localeRouteHandlers(): string[] {
  const root = join('app', '[site]', '[locale]');
  const files = (path: string): string[] => (statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => files(join(path, name))) : [path]);
  return readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .filter((name) => {
      const names = files(join(root, name)).map((file) => file.split(/[\\/]/).pop());
      return names.includes('route.ts') && !names.includes('page.tsx');
    })
    .sort();
}

describe('routeKind', () => {
  it.each([
    ['/', 'page'],
    ['/nl', 'page'],
    ['/nl/aanbod/12/huis-te-koop?page=2', 'page'],
    ['/fr/une-page-du-cms', 'page'],
    ['/de/estate-search?offset=24', 'api'],
    ['/en/contact-form-handler', 'api'],
    ['/nl/notifications/abc/unsubscribe', 'api'],
    ['/api/revalidate', 'api'],
    ['/demo-api/sites/1/estates', 'api'],
    ['/_next/image?url=%2Fremote-photos%2Fx&w=640&q=75', 'image'],
    ['/remote-photos/abc', 'image'],
    ['/rental-units/assets/1/2/large', 'image'],
    ['/_next/static/chunks/main.js', 'asset'],
    ['/site-assets/logo.svg?hash=1', 'asset'],
    ['/epc/A.svg', 'asset'],
    ['/favicon.ico', 'asset'],
    ['/healthz', 'other'],
    ['/readyz', 'other'],
    ['/robots.txt', 'other'],
    ['/sitemaps/nl-1.xml', 'other'],
    ['/wp-login.php', 'other'],
    ['/xx/aanbod', 'other'],
  ])('files %s under %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });

  it('reads a page under every language of the site, and no other', () => {
    for (const locale of locales) expect(routeKind(`/${locale}/anything`)).toBe('page');
    expect(routeKind('/es/anything')).toBe('other');
  });

  it('knows every route handler under a language as an api route', () => {
    expect([...LOCALE_API_SEGMENTS].sort()).toEqual(localeRouteHandlers());
  });

  it('files every file of public/ as an asset', () => {
    const entries = existsSync('public') ? readdirSync('public') : [];
    expect(entries.filter((name) => routeKind(`/${name}/x`) !== 'asset' && routeKind(`/${name}`) !== 'asset')).toEqual([]);
  });

  it('gives 1,000 random paths no label beyond the five route kinds', () => {
    const kinds = new Set(Array.from({ length: 1000 }, () => routeKind(randomPath())));
    expect([...kinds].every((kind) => ROUTE_KINDS.includes(kind))).toBe(true);
  });
});

describe('methodLabel and statusClass', () => {
  it('keeps the common methods and folds the rest into other', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(methodLabel)).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    expect(['PROPFIND', 'M-SEARCH', undefined].map(methodLabel)).toEqual(['other', 'other', 'other']);
  });

  it('reduces a status to its class', () => {
    expect([101, 200, 204, 308, 404, 429, 503, 999].map(statusClass)).toEqual(['1xx', '2xx', '2xx', '3xx', '4xx', '4xx', '5xx', 'other']);
  });
});

describe('observeRequest', () => {
  it('counts an answer once it has finished, by route kind, method and status class', async () => {
    const { request, response } = fakeRequest('GET', '/nl/aanbod/12');
    observeRequest(request, response);
    expect(await countOf(metrics().httpRequests)).toBe(0);
    response.statusCode = 404;
    response.emit('finish');
    expect(await countOf(metrics().httpRequests, { kind: 'page', method: 'GET', status_class: '4xx' })).toBe(1);
  });

  it('keeps the series of 1,000 random requests within route kind × method × status class', async () => {
    const methods = ['GET', 'POST', 'BREW', 'PROPFIND'];
    for (let i = 0; i < 1000; i++) {
      const { request, response } = fakeRequest(methods[i % methods.length]!, randomPath());
      observeRequest(request, response);
      response.statusCode = 100 + Math.floor(Math.random() * 500);
      response.emit('finish');
    }
    const series = await seriesOf(metrics().httpRequests);
    expect(series.length).toBeLessThanOrEqual(ROUTE_KINDS.length * 3 * 5);
    expect(new Set(series.map((labels) => labels.kind)).size).toBeLessThanOrEqual(ROUTE_KINDS.length);
    expect(await countOf(metrics().httpRequests)).toBe(1000);
  });
});
