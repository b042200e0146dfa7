import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostSource, requestIsHttps, templateHostSource, type CspSources } from '@/lib/http/content-security-policy';
import { securityHeadersFor, socialFeedImageHosts } from '@/lib/http/security-headers';
import { isPerVisitorPage } from '@/lib/http/page-policy';
import { CONSENT_EARLY_SCRIPT_HASH } from '@/lib/consent/early-script';

const plain: CspSources = { imageHosts: [], recaptcha: false, development: false };

/** The policy as a map of directive to sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('the Content-Security-Policy', () => {
  it('allows the site itself by default, and names every directive a browser does not take from default-src', () => {
    const csp = directives(contentSecurityPolicy(plain, { https: true }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) expect(csp.has(name), name).toBe(true);
  });

  it("needs 'unsafe-inline' for scripts on a cached page, and a nonce with 'strict-dynamic' instead on a per-visitor page", () => {
    expect(directives(contentSecurityPolicy(plain, { https: true })).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const nonced = directives(contentSecurityPolicy(plain, { https: true, nonce: 'abc123==' })).get('script-src');
    // …and the hash of the one inline script without a nonce, the cookie banner's early script.
    expect(nonced).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'", CONSENT_EARLY_SCRIPT_HASH]);
  });

  it("allows eval only under next dev", () => {
    expect(contentSecurityPolicy(plain, { https: false })).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ ...plain, development: true }, { https: false })).get('script-src')).toContain("'unsafe-eval'");
  });

  it('upgrades insecure requests only on a page served over https (plain-http development and test servers would break)', () => {
    expect(directives(contentSecurityPolicy(plain, { https: true })).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(contentSecurityPolicy(plain, { https: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it("adds Google's reCAPTCHA script only when reCAPTCHA is configured, and frames virtual tours from any https host", () => {
    expect(contentSecurityPolicy(plain, { https: true })).not.toContain('google');
    const csp = directives(contentSecurityPolicy({ ...plain, recaptcha: true }, { https: true }));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(csp.get('frame-src')).toEqual(['https:']);
  });

  it('lets images load from the tile and social feed hosts the server is configured with', () => {
    const csp = directives(contentSecurityPolicy({ ...plain, imageHosts: ['https://*.tile.openstreetmap.org', 'https://*.cdninstagram.com'] }, { https: true }));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://*.cdninstagram.com']);
  });
});

describe('hosts from the settings', () => {
  it('reads the host of a URL template, a placeholder label becoming a wildcard', () => {
    expect(templateHostSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(templateHostSource('https://tiles.example.be:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.be:8443');
    expect(templateHostSource('http://127.0.0.1:3100/demo-api/social/media?access_token={token}')).toBe('http://127.0.0.1:3100');
    expect(templateHostSource(undefined)).toBeNull();
    expect(templateHostSource('javascript:alert(1)')).toBeNull();
  });

  it('takes a listed host as it is, and nothing that could end the directive or add a keyword', () => {
    expect(hostSource('*.zabun.be')).toBe('*.zabun.be');
    for (const bad of ["'unsafe-inline'", 'a.be; script-src *', '*', 'https:', 'a b']) expect(hostSource(bad), bad).toBeNull();
  });

  it("points the feed's pictures at Instagram's CDNs for Instagram's API, else at the feed's own host, unless listed", () => {
    expect(socialFeedImageHosts('https://graph.instagram.com/me/media?access_token={token}', undefined)).toEqual(['https://*.cdninstagram.com', 'https://*.fbcdn.net']);
    expect(socialFeedImageHosts('https://feed.example.be/media?t={token}', undefined)).toEqual(['https://feed.example.be']);
    expect(socialFeedImageHosts('https://graph.instagram.com/me/media?access_token={token}', 'https://img.example.be, bad host')).toEqual(['https://img.example.be']);
    expect(socialFeedImageHosts(undefined, undefined)).toEqual([]);
  });
});

describe('https and the other headers', () => {
  it("believes X-Forwarded-Proto only behind trusted proxies, as the outermost trusted one wrote it", () => {
    expect(requestIsHttps('http', 'https', 0)).toBe(false);
    expect(requestIsHttps('http', 'https', 1)).toBe(true);
    expect(requestIsHttps('http', 'http, https', 1)).toBe(true);
    expect(requestIsHttps('http', 'https, http', 1)).toBe(false);
    expect(requestIsHttps('http', 'https, http', 2)).toBe(true);
    expect(requestIsHttps('https', null, 0)).toBe(true);
  });

  it('isolates the window (COOP) and keeps pages to the site (CORP same-site), while photos may be shown elsewhere (in a webmail)', () => {
    const header = (path: string, key: string) => securityHeadersFor({ path, https: true }, plain).find((h) => h.key === key)?.value;
    expect(header('/nl', 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header('/nl', 'Cross-Origin-Resource-Policy')).toBe('same-site');
    expect(header('/_next/static/chunks/main.js', 'Cross-Origin-Resource-Policy')).toBe('same-site');
    for (const path of ['/remote-photos/aHR0cHM', '/rental-units/assets/1/2/large', '/site-assets/logo', '/demo-photos/a.jpg', '/_next/image']) {
      expect(header(path, 'Cross-Origin-Resource-Policy'), path).toBe('cross-origin');
    }
    for (const key of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) expect(header('/nl', key), key).toBeTruthy();
  });

  it('builds the security headers once per configuration and kind of answer, not on every request', () => {
    const first = securityHeadersFor({ path: '/nl/aanbod/12/huis', https: true }, plain);
    expect(securityHeadersFor({ path: '/fr/offre/13/maison', https: true }, plain)).toBe(first);
    expect(securityHeadersFor({ path: '/nl', https: false }, plain)).not.toBe(first);
    expect(securityHeadersFor({ path: '/nl', https: false }, plain)).toBe(securityHeadersFor({ path: '/de', https: false }, plain));
    expect(securityHeadersFor({ path: '/remote-photos/a', https: true }, plain)).toBe(securityHeadersFor({ path: '/site-assets/logo', https: true }, plain));
    expect(securityHeadersFor({ path: '/remote-photos/a', https: true }, plain)).not.toBe(first);
    // Another configuration (a test's, or another feed host) has its own.
    expect(securityHeadersFor({ path: '/nl/aanbod/12/huis', https: true }, { ...plain })).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('gives a nonce to the pages of secret links and the form shown again with what was typed, by their internal path', () => {
    for (const path of ['/1_bG9jYWxob3N0/nl/subscribe/abc', '/1_x/fr/subscribe/unsubscribe/abc', '/1_x/de/cancel-appointment/12', '/1_x/en/appointment/confirmed/12', '/1_x/nl/form/contact']) {
      expect(isPerVisitorPage(path), path).toBe(true);
    }
    for (const path of ['/1_x/nl', '/1_x/nl/subscribe', '/1_x/nl/subscribe/success', '/1_x/nl/estates/12', '/1_x/nl/appointment/3', '/1_x/nl/form/contact/sent']) expect(isPerVisitorPage(path), path).toBe(false);
  });
});
