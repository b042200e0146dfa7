// The JavaScript a first load of a page fetches: the script files its server HTML names (`<script src>`,
// `<link rel="preload" as="script">`, `<link rel="modulepreload">`), each gzipped as a server sends it.
// Shared by the budget test (tests/performance/) and the Lighthouse measurement; plain ESM, no build step.
import { gzipSync } from 'node:zlib';

/** Code that must never be in a first load, found by what it contains (a file name says nothing). */
export const FORBIDDEN_IN_FIRST_LOAD = {
  leaflet: ['leaflet-container', 'leaflet-marker-icon'],
  lightbox: ['yarl__'],
  recaptcha: ['grecaptcha', 'recaptcha/api.js'],
  // The consent library comes while the question is on screen, the analytics loader after a choice (0061).
  'consent library': ['cc:onFirstConsent'],
  'analytics loader': ['setTrackerUrl'],
};

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** The script URLs a page's HTML makes a modern browser fetch, in order, without repeats. */
export function scriptUrls(html, pageUrl) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    // nomodule scripts (the legacy polyfills) are skipped by every browser that runs modules.
    if (/\snomodule\b/i.test(tag)) continue;
    const src = attribute(tag, 'src');
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const as = attribute(tag, 'as')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) urls.push(href);
  }
  const decoded = urls.map((url) => new URL(url.replaceAll('&amp;', '&'), pageUrl).href);
  return [...new Set(decoded)];
}

/** The forbidden libraries whose markers a script holds. */
export function forbiddenLibraries(source) {
  return Object.entries(FORBIDDEN_IN_FIRST_LOAD)
    .filter(([, markers]) => markers.some((marker) => source.includes(marker)))
    .map(([name]) => name);
}

/**
 * Fetches `path` from `baseUrl` (e.g. http://localhost:3100) and every script its HTML names.
 * `host` sends another Host header (a second agency on the same server).
 * Returns the gzip bytes in all, per file, and the forbidden libraries found (by content).
 */
export async function measureFirstLoadJs(baseUrl, path, { host, fetchImpl = fetch } = {}) {
  const headers = host ? { host } : {};
  let pageUrl = new URL(path, baseUrl).href;
  let page = await fetchImpl(pageUrl, { headers, redirect: 'manual' });
  // Redirects are followed here: Next 16.4 may send an uncached redirect's Location twice, which fetch
  // would join into one broken address (docs/decisions/0001-the-edge.md, Consequences).
  for (let hops = 0; page.status >= 300 && page.status < 400 && hops < 5; hops++) {
    const location = page.headers.get('location')?.split(',')[0]?.trim();
    if (!location) break;
    pageUrl = new URL(location, pageUrl).href;
    page = await fetchImpl(pageUrl, { headers, redirect: 'manual' });
  }
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}, not 200`);
  const html = await page.text();
  const files = [];
  for (const url of scriptUrls(html, pageUrl)) {
    const answer = await fetchImpl(url, { headers });
    if (answer.status !== 200) throw new Error(`${new URL(url).pathname} (named by ${path}) answered ${answer.status}`);
    const source = Buffer.from(await answer.arrayBuffer());
    files.push({ url: new URL(url).pathname, bytes: source.length, gzipBytes: gzipSync(source, { level: 6 }).length, forbidden: forbiddenLibraries(source.toString('utf8')) });
  }
  return {
    path,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    files,
    forbidden: [...new Set(files.flatMap((file) => file.forbidden))],
  };
}
