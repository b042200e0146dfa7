/**
 * A CMS page's URL from the catch-all route's segments: decoded (links carry it percent-encoded), in Unicode
 * normal form C, so `/de/h%C3%A4ufige-fragen` finds the page the API knows as `häufige-fragen`, in any
 * script. Null for what cannot be a page URL (a broken escape, an empty or dot segment, a control
 * character, a slash inside a segment): the route answers 404, never 500.
 */
export function cmsPageUrl(segments: readonly string[]): string | null {
  const decoded: string[] = [];
  for (const segment of segments) {
    let part: string;
    try {
      part = decodeURIComponent(segment).normalize('NFC');
    } catch {
      return null;
    }
    if (!SEGMENT.test(part) || part === '.' || part === '..') return null;
    decoded.push(part);
  }
  const url = decoded.join('/');
  return url.length > 0 && url.length <= 500 ? url : null;
}

/** Letters and digits of any script (with their combining marks), and the usual slug punctuation. */
const SEGMENT = /^[\p{L}\p{M}\p{N}._~-]+$/u;

/** True when two page URLs name the same page (both as the API or a link may write them). */
export function sameCmsUrl(a: string, b: string): boolean {
  return a.normalize('NFC') === b.normalize('NFC');
}

/** The path of a CMS page in a language, its segments percent-encoded for a Location header or a link. */
export function cmsPagePath(locale: string, url: string): string {
  return `/${locale}/${url.split('/').map(encodeURIComponent).join('/')}`;
}
