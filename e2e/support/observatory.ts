// The MDN HTTP Observatory's score of one answer, following its published scoring (github.com/mdn/mdn-http-observatory,
// algorithm version 6: src/analyzer/tests/*.js for each test's result, src/grader/charts.js for the points,
// src/scanner/index.js for the sum). Only the parts our answers can reach are ported; each test names what it
// leaves out. The scan itself cannot run here: it needs the public host over https.

export type ScannedAnswer = {
  /** The page as a visitor reaches it: https, as behind the TLS proxy. */
  url: URL;
  /** Every header of the final answer, repeated ones included. */
  headers: { name: string; value: string }[];
  /** Set-Cookie of every answer on the way (redirects included): the scanner's cookie jar. */
  setCookies: string[];
  html: string;
  /** The answer to the same page asked with `Origin: https://http-observatory.security.mozilla.org`. */
  corsHeaders: { name: string; value: string }[];
};

export type TestResult = { test: string; result: string; modifier: number };
export type Score = { score: number; grade: string; tests: TestResult[] };

const values = (headers: ScannedAnswer['headers'], name: string) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isNonceOrHash = (source: string) => ["'sha256-", "'sha384-", "'sha512-", "'nonce-"].some((prefix) => source.startsWith(prefix));

/** cspParser.js, for the headers we send: directives lower-cased, sources lower-cased except nonces and hashes. */
function parseCsp(policies: string[]): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (csp.has(directive)) continue;
      csp.set(directive, new Set(sources.map((s) => (isNonceOrHash(s) ? s : s.toLowerCase()))));
    }
  }
  return csp;
}

/** csp.js (http header only; our pages have no <meta http-equiv>). */
function cspTest(a: ScannedAnswer): { result: string; frameAncestors: boolean } {
  const policies = values(a.headers, 'content-security-policy').flatMap((v) => v.split(',').map((s) => s.trim()));
  const csp = parseCsp(policies);
  if (csp.size === 0) return { result: 'csp-not-implemented', frameAncestors: false };
  let result: string | null = null;
  const objectSrc = new Set(csp.get('object-src') ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? ['*']);
  for (const list of [scriptSrc, styleSrc]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  if ([...scriptSrc].some(isNonceOrHash) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((s) => source.startsWith(s)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) result = 'csp-header-invalid';
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const active = [...csp].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const https = a.url.protocol === 'https:';
  if ([...scriptSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= 'csp-implemented-with-unsafe-inline';
  }
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  result ??= defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
  return { result, frameAncestors: csp.has('frame-ancestors') };
}

/** strict-transport-security.js: six months at least; the preload bonus needs the host on Chrome's list, which no agency host here is. */
function hstsTest(a: ScannedAnswer): string {
  const header = values(a.headers, 'strict-transport-security')[0];
  if (a.url.protocol !== 'https:') return 'hsts-not-implemented-no-https';
  if (!header) return 'hsts-not-implemented';
  const maxAge = /max-age="?(\d+)"?/i.exec(header)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= 15_768_000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months';
}

/** cookies.js, from Set-Cookie as the jar would keep it. */
function cookiesTest(a: ScannedAnswer, hsts: boolean): string {
  if (a.setCookies.length === 0) return 'cookies-not-found';
  const order = ['cookies-secure-with-httponly-sessions-and-samesite', 'cookies-secure-with-httponly-sessions', 'cookies-without-secure-flag-but-protected-by-hsts', 'cookies-session-without-secure-flag-but-protected-by-hsts', 'cookies-without-secure-flag', 'cookies-samesite-flag-invalid', 'cookies-anticsrf-without-samesite-flag', 'cookies-session-without-httponly-flag', 'cookies-session-without-secure-flag'];
  let worst = -1;
  const worse = (result: string) => (worst = Math.max(worst, order.indexOf(result)));
  let missingSameSite = false;
  for (const raw of a.setCookies) {
    const [pair, ...attributes] = raw.split(';').map((p) => p.trim());
    const key = (pair ?? '').split('=')[0]!.toLowerCase();
    const attr = new Map(attributes.map((p) => { const [k, v] = p.split('='); return [k!.trim().toLowerCase(), (v ?? '').trim().toLowerCase()]; }));
    const secure = attr.has('secure');
    const sameSite = attr.get('samesite');
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite)) worse('cookies-samesite-flag-invalid');
    const session = ['login', 'sess'].some((s) => key.includes(s));
    if (!secure && sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!secure) worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (key.includes('csrf') && !sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !attr.has('httponly')) worse('cookies-session-without-httponly-flag');
    if (!sameSite) missingSameSite = true;
  }
  if (worst >= 0) return order[worst]!;
  return missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite';
}

/** cors.js (the header part; crossdomain.xml and clientaccesspolicy.xml are Flash and Silverlight files we do not serve). */
function corsTest(a: ScannedAnswer): string {
  const origin = values(a.corsHeaders, 'access-control-allow-origin')[0]?.trim();
  if (!origin) return 'cross-origin-resource-sharing-not-implemented';
  const credentials = values(a.corsHeaders, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true';
  if (origin === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  if (origin === 'https://http-observatory.security.mozilla.org' && credentials) return 'cross-origin-resource-sharing-implemented-with-universal-access';
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** subresource-integrity.js: <script src> on our own origin with an integrity hash, over https, earns the bonus. */
function sriTest(a: ScannedAnswer): string {
  const type = (values(a.headers, 'content-type')[0] ?? '').split(';')[0]!.trim();
  if (type && type !== 'text/html') return 'sri-not-implemented-response-not-html';
  const scripts = [...a.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  let result: string | null = null;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity="([^"]+)"/i.exec(attributes)?.[1];
    const relative = !/^(https?:)?\/\//i.test(src);
    const sameOrigin = relative || new URL(src, a.url).host === a.url.host;
    if (!sameOrigin) {
      foreign = true;
      const secure = src.startsWith('https:');
      result = integrity && secure ? result : secure ? 'sri-not-implemented-but-external-scripts-loaded-securely' : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
    } else if (integrity && a.url.protocol === 'https:' && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  return result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
}

function referrerTest(a: ScannedAnswer): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = values(a.headers, 'referrer-policy').join(', ');
  if (!header) return 'referrer-policy-not-implemented';
  const policy = header.split(',').map((p) => p.trim().toLowerCase()).filter((p) => good.includes(p) || bad.includes(p)).at(-1) ?? '';
  return good.includes(policy) ? 'referrer-policy-private' : bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

function xctoTest(a: ScannedAnswer): string {
  const header = values(a.headers, 'x-content-type-options')[0];
  if (!header) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

function xfoTest(a: ScannedAnswer, frameAncestors: boolean): string {
  if (frameAncestors) return 'x-frame-options-implemented-via-csp';
  const header = values(a.headers, 'x-frame-options')[0]?.trim().toLowerCase();
  if (!header) return 'x-frame-options-not-implemented';
  return ['deny', 'sameorigin'].includes(header) ? 'x-frame-options-sameorigin-or-deny' : header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function corpTest(a: ScannedAnswer): string {
  const header = values(a.headers, 'cross-origin-resource-policy').join(', ').trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  return { 'same-site': 'corp-implemented-with-same-site', 'same-origin': 'corp-implemented-with-same-origin', 'cross-origin': 'corp-implemented-with-cross-origin' }[header] ?? 'corp-header-invalid';
}

function coopTest(a: ScannedAnswer): string {
  const headers = values(a.headers, 'cross-origin-opener-policy');
  if (headers.length > 1) return 'coop-header-invalid';
  if (headers.length === 0) return 'coop-not-implemented';
  return { 'same-origin': 'coop-implemented-with-same-origin', 'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups', 'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups', 'unsafe-none': 'coop-implemented-with-unsafe-none' }[headers[0]!.trim()] ?? 'coop-header-invalid';
}

function coepTest(a: ScannedAnswer): string {
  const header = values(a.headers, 'cross-origin-embedder-policy')[0]?.trim();
  if (!header) return 'coep-not-implemented';
  return { 'require-corp': 'coep-implemented-with-require-corp', credentialless: 'coep-implemented-with-credentialless', 'unsafe-none': 'coep-implemented-with-unsafe-none' }[header] ?? 'coep-header-invalid';
}

/** charts.js SCORE_TABLE: the points of each result we can reach. */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10, 'csp-implemented-with-no-unsafe': 5, 'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10, 'csp-implemented-with-unsafe-eval': -10, 'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20, 'csp-header-invalid': -25, 'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5, 'cookies-secure-with-httponly-sessions': 0, 'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5, 'cookies-session-without-secure-flag-but-protected-by-hsts': -10, 'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20, 'cookies-anticsrf-without-samesite-flag': -20, 'cookies-session-without-httponly-flag': -30, 'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0, 'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0, 'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'referrer-policy-private': 5, 'referrer-policy-not-implemented': 0, 'referrer-policy-unsafe': -5, 'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0, 'hsts-implemented-max-age-less-than-six-months': -10, 'hsts-not-implemented': -20, 'hsts-header-invalid': -20, 'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5, 'sri-implemented-and-external-scripts-loaded-securely': 5, 'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5, 'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0, 'x-content-type-options-not-implemented': -5, 'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5, 'x-frame-options-sameorigin-or-deny': 5, 'x-frame-options-allow-from-origin': 0, 'x-frame-options-not-implemented': -20, 'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5, 'corp-implemented-with-cross-origin': 0, 'corp-implemented-with-same-origin': 10, 'corp-implemented-with-same-site': 10, 'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10, 'coep-implemented-with-credentialless': 10, 'coep-implemented-with-unsafe-none': 0, 'coep-not-implemented': 0, 'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10, 'coop-implemented-with-same-origin-allow-popups': 10, 'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0, 'coop-not-implemented': 0, 'coop-header-invalid': -5,
};

const GRADES: [number, string][] = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];

/**
 * The score and grade. Redirection counts as `redirection-to-https` (0): http → https is the TLS proxy's
 * redirect in front of this server, which a local test cannot see.
 */
export function observatoryScore(a: ScannedAnswer): Score {
  const csp = cspTest(a);
  const hsts = hstsTest(a);
  const results: [string, string][] = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(a, hsts === 'hsts-implemented-max-age-at-least-six-months')],
    ['cross-origin-embedder-policy', coepTest(a)],
    ['cross-origin-opener-policy', coopTest(a)],
    ['cross-origin-resource-sharing', corsTest(a)],
    ['redirection', 'redirection-to-https'],
    ['referrer-policy', referrerTest(a)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(a)],
    ['x-content-type-options', xctoTest(a)],
    ['x-frame-options', xfoTest(a, csp.frameAncestors)],
    ['cross-origin-resource-policy', corpTest(a)],
  ];
  const tests = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] ?? 0 }));
  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  // scanner/index.js: the bonuses count only once the penalties leave an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT).
  const score = Math.max(0, uncurved >= 90 ? withExtraCredit : uncurved);
  const key = Math.min(score - (score % 5), 100);
  return { score, grade: GRADES.find(([min]) => key >= min)![1], tests };
}
