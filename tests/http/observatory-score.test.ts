import { describe, expect, it } from 'vitest';
import { observatoryScore, type ScannedAnswer } from '@/e2e/support/observatory';

// The port of the MDN HTTP Observatory's scoring (e2e/support/observatory.ts) against cases of its own test
// suite (mdn/mdn-http-observatory test/csp.test.js, grader.test.js), so that e2e/observatory.spec.ts
// measures what the Observatory would.

const base = [
  { name: 'Strict-Transport-Security', value: 'max-age=63072000' },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
];

function answer(headers: { name: string; value: string }[], over: Partial<ScannedAnswer> = {}): ScannedAnswer {
  return { url: new URL('https://example.be/'), headers: [...base, ...headers], setCookies: [], html: '<html><script src="/a.js"></script></html>', corsHeaders: [], ...over };
}
const csp = (policy: string) => observatoryScore(answer([{ name: 'Content-Security-Policy', value: policy }])).tests.find((t) => t.test === 'content-security-policy')?.result;

describe('the Observatory port', () => {
  it('grades a CSP as the Observatory does', () => {
    expect(csp("default-src 'none'; form-action 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(csp("default-src 'self'; object-src 'none'")).toBe('csp-implemented-with-no-unsafe');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("default-src 'self'; object-src 'none'; script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-inline' https:")).toBe('csp-implemented-with-no-unsafe');
    expect(csp("default-src 'self'; script-src 'self' 'strict-dynamic'")).toBe('csp-header-invalid');
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'")).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(csp("default-src 'self'; img-src http:")).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(observatoryScore(answer([])).tests[0]?.result).toBe('csp-not-implemented');
  });

  it('grants the bonuses only once the penalties leave 90 or more', () => {
    const bonuses = [
      { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
      { name: 'Cross-Origin-Resource-Policy', value: 'same-site' },
      { name: 'Referrer-Policy', value: 'no-referrer' },
    ];
    const strict = observatoryScore(answer([...bonuses, { name: 'Content-Security-Policy', value: "default-src 'self'; object-src 'none'; frame-ancestors 'none'" }]));
    // 100 + CSP 5 + COOP 10 + CORP 10 + Referrer 5 + frame-ancestors 5
    expect(strict).toMatchObject({ score: 135, grade: 'A+' });
    const inline = observatoryScore(answer([...bonuses, { name: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'" }]));
    expect(inline).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('takes cookies without Secure off, less so behind HSTS, and rewards Secure and SameSite', () => {
    const cookies = (setCookies: string[], headers = base) => observatoryScore({ ...answer([]), headers, setCookies }).tests.find((t) => t.test === 'cookies')?.result;
    expect(cookies(['NEXT_LOCALE=nl; Path=/; SameSite=lax'])).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(cookies(['NEXT_LOCALE=nl; Path=/; SameSite=lax'], [])).toBe('cookies-without-secure-flag');
    expect(cookies(['NEXT_LOCALE=nl; Path=/; Secure; SameSite=lax'])).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(cookies(['sessionid=1; Secure'])).toBe('cookies-session-without-httponly-flag');
  });

  it('rewards integrity on every same-origin script over https, and punishes foreign scripts without it', () => {
    const sri = (html: string) => observatoryScore(answer([], { html })).tests.find((t) => t.test === 'subresource-integrity')?.result;
    expect(sri('<script src="/_next/a.js" integrity="sha256-x"></script><script>self.__next_f.push([1])</script>')).toBe('sri-implemented-and-all-scripts-loaded-securely');
    expect(sri('<script src="/_next/a.js"></script>')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<script src="https://cdn.example.org/a.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
  });
});
