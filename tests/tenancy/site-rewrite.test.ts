import { NextRequest, NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namesInternalSegment, parseSiteParam, siteRouteOf } from '@/lib/tenancy/site-param';
import { intoSiteSegment } from '@/lib/tenancy/site-rewrite';

const request = (url: string) => new NextRequest(url);

describe('the internal site segment', () => {
  it('takes a positive decimal id only', () => {
    expect(parseSiteParam('2')).toBe(2);
    for (const bad of [undefined, '', '0', '02', '-1', '1.5', 'nl', '1e3', '99999999999']) expect(parseSiteParam(bad), String(bad)).toBeNull();
    expect(siteRouteOf({ site: '2', locale: 'fr' })).toEqual({ siteId: 2, locale: 'fr' });
    expect(siteRouteOf({ site: '2', locale: 'xx' })).toBeNull();
  });

  it('is recognised in a visitor’s path, so the proxy can send it to the 404', () => {
    expect(namesInternalSegment('/2/nl/aanbod')).toBe(true);
    expect(namesInternalSegment('/2')).toBe(true);
    expect(namesInternalSegment('/nl/2')).toBe(false);
    expect(namesInternalSegment('/2a/nl')).toBe(false);
  });
});

describe('intoSiteSegment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts the site in front of next-intl’s rewrite, on the request’s own origin, keeping its cookies and headers', () => {
    // What `skipProxyUrlNormalize` in next.config.ts sets: the proxy sees 127.0.0.1, not `localhost`.
    vi.stubEnv('__NEXT_NO_MIDDLEWARE_URL_NORMALIZE', 'true');
    const req = request('http://127.0.0.1:3000/nl/aanbod?trans=kopen');
    const routed = NextResponse.rewrite(new URL('/nl/estates?trans=kopen', req.url));
    routed.cookies.set('NEXT_LOCALE', 'nl');
    const response = intoSiteSegment(req, 7, routed);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:3000/7/nl/estates?trans=kopen');
    expect(response.headers.get('set-cookie')).toContain('NEXT_LOCALE=nl');
  });

  it('turns a pass-through into a rewrite to the site’s route', () => {
    const req = request('http://localhost:3000/nl');
    const response = intoSiteSegment(req, 3, NextResponse.next());
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/3/nl');
    expect(response.headers.get('x-middleware-next')).toBeNull();
  });

  it('lets a redirect go out unchanged', () => {
    const req = request('http://localhost:3000/');
    const response = intoSiteSegment(req, 3, NextResponse.redirect(new URL('/nl', req.url)));
    expect(response.headers.get('location')).toBe('http://localhost:3000/nl');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('shows a path of the visitor’s language instead, inside the site', () => {
    const response = intoSiteSegment(request('http://localhost:3000/2/nl'), 1, '/nl/2/nl');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/1/nl/2/nl');
  });
});
