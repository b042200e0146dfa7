// What the front door refuses before Next sees a request: requests Next would answer with a 500 and no
// security headers (a method its Request cannot hold, a path it cannot decode), and a Host header that
// is no host (user-info, a bad port, characters no hostname has), which would otherwise flow into the
// absolute URLs a page builds. Pure, so that it is tested without a server.

export type Refusal = { status: 400 | 405; reason: string; allow?: string };

/** Paths whose route handlers take more than the page methods. */
const API_PREFIXES = ['/demo-api/', '/api/'];
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/** A hostname (labels of letters, digits, hyphens and underscores) or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** True for a Host header value that names a host and nothing else. */
export function isValidHost(value: string): boolean {
  if (value.length > 260) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** Decodes like Next does, twice over (a `%25` decodes to `%`, which Next decodes again). */
function decodable(path: string): boolean {
  try {
    const twice = decodeURIComponent(decodeURIComponent(path));
    // A NUL byte names no page and no file.
    return !twice.includes('\0');
  } catch {
    return false;
  }
}

export type RequestLine = { method: string; url: string; host: string | undefined; forwardedHost?: string | undefined };

/** The refusal for a request, or null to let Next answer it. */
export function checkRequest({ method, url, host, forwardedHost }: RequestLine): Refusal | null {
  const path = url.split('?')[0] ?? '';
  const allowed = API_PREFIXES.some((prefix) => path.startsWith(prefix)) ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) return { status: 405, reason: 'Method Not Allowed', allow: allowed.join(', ') };
  if (host !== undefined && !isValidHost(host)) return { status: 400, reason: 'Bad Request' };
  const forwarded = forwardedHost?.split(',')[0]?.trim();
  if (forwarded && !isValidHost(forwarded)) return { status: 400, reason: 'Bad Request' };
  if (!path.startsWith('/') || !decodable(path)) return { status: 400, reason: 'Bad Request' };
  return null;
}
