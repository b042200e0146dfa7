/**
 * Photos a real site API sends as absolute URLs on its own hosts. They reach the visitor through this
 * site's own `/remote-photos/{key}` route: next/image then resizes and caches them as local files, and
 * which hosts may be fetched is decided at run time (IMAGE_HOSTS), not baked into the build.
 */

export const REMOTE_PHOTO_PREFIX = '/remote-photos/';

/** The URL of a photo as the site shows it: absolute http(s) URLs go through the photo route, the rest stay. */
export function sitePhotoPath(url: string): string {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${REMOTE_PHOTO_PREFIX}${toBase64Url(trimmed)}`;
}

// Plain btoa/atob over UTF-8 bytes: the schemas that call this also reach browser bundles, without Buffer.
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(key: string): string {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The first page of a PDF as an image, drawn by this site (lib/media/pdf-page-response.ts). */
export const PDF_PAGE_PREFIX = `${REMOTE_PHOTO_PREFIX}pdf/`;

/** The URL of the image of a PDF's first page: for an absolute URL on an allowed host, or a path on this site. */
export function pdfPagePath(link: string): string {
  return `${PDF_PAGE_PREFIX}${toBase64Url(link.trim())}`;
}

/** The PDF's link from its page key: an absolute http(s) URL or a path on this site; null for any other key. */
export function pdfPageLink(key: string): URL | string | null {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(key)) return null;
  let link: string;
  try {
    link = fromBase64Url(key);
  } catch {
    return null;
  }
  if (link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) return link;
  return remotePhotoUrl(key);
}

/** The photo's original URL from its route key, or null when the key is not one we made. */
export function remotePhotoUrl(key: string): URL | null {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(key)) return null;
  try {
    const url = new URL(fromBase64Url(key));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The allowed photo hosts: IMAGE_HOSTS as written (comma-separated; `cdn.example.be`, `*.zabun.be`,
 * `127.0.0.1:3104`), or else the site API's own host.
 */
export function imageHostPatterns(imageHosts: string | undefined, siteApiUrl: string | undefined): string[] {
  const listed = (imageHosts ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  if (!siteApiUrl) return [];
  try {
    return [new URL(siteApiUrl).host.toLowerCase()];
  } catch {
    return [];
  }
}

/** True when the URL's host matches a pattern: exact, or `*.` for any subdomain; a pattern with a port also matches it. */
export function hostAllowed(url: URL, patterns: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return patterns.some((pattern) => {
    const target = pattern.includes(':') && !pattern.startsWith('[') ? host : hostname;
    if (pattern.startsWith('*.')) return target.endsWith(pattern.slice(1)) && target.length > pattern.length - 1;
    return target === pattern;
  });
}
