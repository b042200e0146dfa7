import { NextRequest, NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namesInternalSegment, parseSiteParam, parseSiteSegment, siteRouteOf, siteSegment } from '@/lib/tenancy/site-param';
import { intoSiteSegment } from '@/lib/tenancy/site-rewrite';

const request = (url: string) => new NextRequest(url);

/** Where the proxy rewrites a visitor's URL that next-intl rewrote to `internal`, below the site segment. */
const rewriteOf = (visitorUrl: string, internal: string) => {
  const req = request(visitorUrl);
  const response = intoSiteSegment(req, { siteId: 1, host: 'localhost:3000' }, NextResponse.rewrite(new URL(internal, req.url)));
  return response.headers.get('x-middleware-rewrite')?.replace(`http://localhost:3000/${siteSegment(1, 'localhost:3000')}`, '');
};

describe('the internal site segment', () => {
  it('carries a positive decimal site id and a well-formed host, and nothing else', () => {
    expect(parseSiteSegment(siteSegment(2, 'ardenne.localhost:3100'))).toEqual({ siteId: 2, host: 'ardenne.localhost:3100' });
    expect(parseSiteSegment(siteSegment(1, '[::1]:3000'))).toEqual({ siteId: 1, host: '[::1]:3000' });
    expect(siteSegment(7, 'www.immo.be')).toMatch(/^7_[A-Za-z0-9_-]+$/);
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [undefined, '', '2', `0_${b64('localhost')}`, `02_${b64('localhost')}`, 'nl', '2_', '2_a/b', `2_${b64('a/b')}`, `2_${b64('<x>')}`, '2_localhost:3000', `99999999999_${b64('localhost')}`]) {
      expect(parseSiteSegment(bad), String(bad)).toBeNull();
    }
    expect(parseSiteParam(siteSegment(2, 'localhost'))).toBe(2);
    expect(siteRouteOf({ site: siteSegment(2, 'localhost'), locale: 'fr' })).toEqual({ siteId: 2, locale: 'fr' });
    expect(siteRouteOf({ site: siteSegment(2, 'localhost'), locale: 'xx' })).toBeNull();
  });

  it('is recognised in a visitor’s path, so the proxy can send it to the 404', () => {
    expect(namesInternalSegment('/2/nl/aanbod')).toBe(true);
    expect(namesInternalSegment('/2')).toBe(true);
    expect(namesInternalSegment('/nl/2')).toBe(false);
    expect(namesInternalSegment('/2_localhost:3000/nl')).toBe(true);
    expect(namesInternalSegment('/a2/nl')).toBe(false);
  });
});

describe('intoSiteSegment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts the site in front of next-intl’s rewrite, on the request’s own origin, keeping its cookies and headers', () => {
    // What `skipProxyUrlNormalize` in next.config.ts sets: the proxy sees 127.0.0.1, not `localhost`.
    vi.stubEnv('__NEXT_NO_MIDDLEWARE_URL_NORMALIZE', 'true');
    const req = request('http://127.0.0.1:3000/nl/aanbod?trans=kopen&page=2');
    const routed = NextResponse.rewrite(new URL('/nl/estates?trans=kopen&page=2', req.url));
    routed.cookies.set('kept', 'yes');
    const response = intoSiteSegment(req, { siteId: 7, host: '127.0.0.1:3000' }, routed);
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://127.0.0.1:3000/${siteSegment(7, '127.0.0.1:3000')}/nl/estates?trans=kopen&page=2`);
    expect(response.headers.get('set-cookie')).toContain('kept=yes');
  });

  it('turns a pass-through into a rewrite to the site’s route', () => {
    const req = request('http://localhost:3000/nl');
    const response = intoSiteSegment(req, { siteId: 3, host: 'localhost:3000' }, NextResponse.next());
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/${siteSegment(3, 'localhost:3000')}/nl`);
    expect(response.headers.get('x-middleware-next')).toBeNull();
  });

  it('lets a redirect go out unchanged', () => {
    const req = request('http://localhost:3000/');
    const response = intoSiteSegment(req, { siteId: 3, host: 'localhost:3000' }, NextResponse.redirect(new URL('/nl', req.url)));
    expect(response.headers.get('location')).toBe('http://localhost:3000/nl');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('shows a path of the visitor’s language instead, inside the site', () => {
    const response = intoSiteSegment(request('http://localhost:3000/2/nl'), { siteId: 1, host: 'localhost:3000' }, '/nl/2/nl');
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/${siteSegment(1, 'localhost:3000')}/nl/2/nl`);
  });
});

describe('the cached searches (lib/cache/list-presets.ts)', () => {
  it('sends the first page of the most asked searches to their cached route, and every other query to the list', () => {
    expect(rewriteOf('http://localhost:3000/nl/aanbod', '/nl/estates')).toBe('/nl/estates/cached-list/all');
    expect(rewriteOf('http://localhost:3000/nl/aanbod?trans=kopen', '/nl/estates?trans=kopen')).toBe('/nl/estates/cached-list/kopen');
    expect(rewriteOf('http://localhost:3000/fr/offre?trans=huren', '/fr/estates?trans=huren')).toBe('/fr/estates/cached-list/huren');
    expect(rewriteOf('http://localhost:3000/nl/aanbod?status=SOLD', '/nl/estates?status=SOLD')).toBe('/nl/estates/cached-list/status-SOLD');
    expect(rewriteOf('http://localhost:3000/nl/vakantie', '/nl/holiday')).toBe('/nl/holiday/cached-list/all');
    for (const other of ['/nl/estates?trans=kopen&page=2', '/nl/estates?trans=KOPEN', '/nl/estates?status=SOLD&trans=kopen', '/nl/holiday?guests=2', '/nl/estates/12']) {
      expect(rewriteOf(`http://localhost:3000${other}`, other)).toBe(other);
    }
  });

  it('gives a visitor who names the cached route themself the site’s 404, not a second address of the list', () => {
    expect(rewriteOf('http://localhost:3000/en/offer/cached-list/kopen', '/en/estates/cached-list/kopen')).toBe('/en/cached-list');
    expect(rewriteOf('http://localhost:3000/en/holiday/cached-list/all', '/en/holiday/cached-list/all')).toBe('/en/cached-list');
  });
});

describe('the landing pages (lib/cache/landing-route.ts)', () => {
  it('sends a transaction word under the offer to the landing route, and an estate id to its detail page', () => {
    expect(rewriteOf('http://localhost:3000/nl/aanbod/te-koop/appartement/gent', '/nl/estates/te-koop/appartement/gent')).toBe(
      '/nl/estates/landing/1/te-koop/appartement/gent',
    );
    expect(rewriteOf('http://localhost:3000/fr/offre/a-vendre/gand?page=2', '/fr/estates/a-vendre/gand?page=2')).toBe('/fr/estates/landing/2/a-vendre/gand');
    expect(rewriteOf('http://localhost:3000/nl/aanbod/12/huis-te-koop', '/nl/estates/12/huis-te-koop')).toBe('/nl/estates/12/huis-te-koop');
  });

  it('gives a visitor who names the landing route themself the site’s 404', () => {
    expect(rewriteOf('http://localhost:3000/nl/aanbod/landing/1', '/nl/estates/landing/1')).toBe('/nl/cached-list');
  });
});
