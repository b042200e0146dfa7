// What the app's server (server.mjs) refuses before Next sees a request: requests Next would answer with a
// 500 (a method its Request cannot hold, a path it cannot decode), and a Host header that is no host
// (user-info, a bad port, characters no hostname has), which would otherwise flow into the absolute URLs a
// page builds. It also answers two kinds of address no page should be rendered for: a path segment too long
// for any page (414), and a blank segment (308 to the address without it). Pure, so that it is tested
// without a server; plain JavaScript (types in request-check.d.mts), since server.mjs is not bundled.

/**
 * Longest path segment of a page: no slug comes near it, and a page is cached in a file named after its
 * path, which the file system refuses beyond 255 bytes (Next then logs the server's path). Photo keys
 * (a photo's URL in base64) and the APIs are not pages.
 */
const MAX_SEGMENT_LENGTH = 1000;
const LONG_SEGMENTS_ALLOWED = ['/remote-photos/', '/demo-api/', '/api/', '/_next/'];

/** A segment that is nothing but white space, percent-encoded or not (`%20`, `%09`, `%0A`). */
function blank(segment) {
  try {
    return segment !== '' && decodeURIComponent(segment).trim() === '';
  } catch {
    return false;
  }
}

/** Paths whose route handlers take more than the page methods. */
const API_PREFIXES = ['/demo-api/', '/api/'];
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/** A hostname (labels of letters, digits, hyphens and underscores) or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** True for a Host header value that names a host and nothing else. */
export function isValidHost(value) {
  if (value.length > 260) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** Decodes like Next does, twice over (a `%25` decodes to `%`, which Next decodes again). */
function decodable(path) {
  try {
    const twice = decodeURIComponent(decodeURIComponent(path));
    // A NUL byte names no page and no file.
    return !twice.includes('\0');
  } catch {
    return false;
  }
}

/** The refusal for a request, or null to let Next answer it. */
export function checkRequest({ method, url, host, forwardedHost }) {
  const path = url.split('?')[0] ?? '';
  const allowed = API_PREFIXES.some((prefix) => path.startsWith(prefix)) ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) return { status: 405, reason: 'Method Not Allowed', allow: allowed.join(', ') };
  if (host !== undefined && !isValidHost(host)) return { status: 400, reason: 'Bad Request' };
  const forwarded = forwardedHost?.split(',')[0]?.trim();
  if (forwarded && !isValidHost(forwarded)) return { status: 400, reason: 'Bad Request' };
  if (!path.startsWith('/') || !decodable(path)) return { status: 400, reason: 'Bad Request' };
  const segments = path.split('/');
  if (!LONG_SEGMENTS_ALLOWED.some((prefix) => path.startsWith(prefix)) && segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    return { status: 414, reason: 'URI Too Long' };
  }
  // Next drops a blank last segment when it routes (`/nl/aanbod/%20` renders `/nl/aanbod`), and a page
  // rendered for the cache under that address would take it for its own (the language links): such an
  // address goes to the one without its blank segments, as `/nl/aanbod/` goes to `/nl/aanbod`.
  if (segments.some(blank)) {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    // One leading slash only: `/%20//evil.example` must not become `//evil.example`, another site's address.
    const kept = segments.filter((segment) => !blank(segment)).join('/').replace(/^[/\\]+/, '/');
    return { status: 308, reason: 'Permanent Redirect', location: `${kept || '/'}${query}` };
  }
  return null;
}
