import { describe, expect, it } from 'vitest';
import { checkRequest, isValidHost } from '@/lib/http/request-check.mjs';

const page = (over: Partial<Parameters<typeof checkRequest>[0]> = {}) => checkRequest({ method: 'GET', url: '/nl/aanbod', host: 'localhost:3000', ...over });

describe('the Host header', () => {
  it('takes a hostname or bracketed IPv6 address with an optional port', () => {
    for (const host of ['localhost', 'localhost:3000', 'ardenne.localhost:3100', 'www.immo-scheldeland.be', '127.0.0.1:80', '[::1]:3000', 'xn--immo-bcd.be.']) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses user-info, a bad port and characters no hostname has (400)', () => {
    for (const host of ['localhost:3200@evil.example', 'user:pass@localhost', 'localhost:abc', 'localhost:0', 'localhost:70000', 'local host', 'evil.example/x', 'a"b', 'x'.repeat(300), '']) {
      expect(isValidHost(host), host).toBe(false);
      expect(page({ host })?.status, host).toBe(400);
    }
    expect(checkRequest({ method: 'GET', url: '/nl', host: 'localhost', forwardedHost: 'evil.example@x' })?.status).toBe(400);
  });
});

describe('paths and methods', () => {
  it('refuses malformed percent-encoding, also when it appears after one decoding, and a NUL byte (400)', () => {
    for (const url of ['/nl/aanbod/%ZZ', '/nl/%25', '/%E0%A4%A', '/nl/%00', '/nl/aanbod/%2500']) expect(page({ url })?.status, url).toBe(400);
    for (const url of ['/nl/aanbod', '/nl/aanbod?q=%ZZ', '/fr/%C3%A0-vendre', '/nl/aanbod/123/huis-te-koop']) expect(page({ url }), url).toBeNull();
  });

  it('sends an address with a blank segment to the one without it, query kept: Next would render that page under it (and cache it so)', () => {
    expect(page({ url: '/nl/aanbod/%20' })).toMatchObject({ status: 308, location: '/nl/aanbod' });
    expect(page({ url: '/nl/hou-me-op-de-hoogte/%09?x=1' })).toMatchObject({ status: 308, location: '/nl/hou-me-op-de-hoogte?x=1' });
    expect(page({ url: '/%0A' })).toMatchObject({ status: 308, location: '/' });
    // Never to another site: a path that starts with two slashes (or a backslash) names a host.
    expect(page({ url: '/%20//evil.example/x' })).toMatchObject({ status: 308, location: '/evil.example/x' });
    expect(page({ url: '/%20/\\evil.example' })).toMatchObject({ status: 308, location: '/evil.example' });
    for (const url of ['/nl/aanbod/a%20b', '/nl/a%20', '/fr/%C3%A0-vendre']) expect(page({ url }), url).toBeNull();
  });

  it('answers 414 to a page path segment longer than any page has, but not to a photo key', () => {
    expect(page({ url: `/nl/aanbod/${'x'.repeat(5000)}` })).toMatchObject({ status: 414 });
    expect(page({ url: `/nl/aanbod/1/${'x'.repeat(1000)}` })).toBeNull();
    expect(page({ url: `/remote-photos/${'A'.repeat(3000)}` })).toBeNull();
  });

  it('answers 405 with Allow to a method the path does not take', () => {
    expect(page({ method: 'TRACE' })).toEqual({ status: 405, reason: 'Method Not Allowed', allow: 'GET, HEAD, POST' });
    expect(page({ method: 'PUT' })?.status).toBe(405);
    expect(page({ method: 'POST' })).toBeNull();
    expect(page({ method: 'PUT', url: '/demo-api/sites/1/demo/hostnames' })).toBeNull();
    expect(page({ method: 'TRACE', url: '/demo-api/sites/1' })?.allow).toContain('DELETE');
  });
});
