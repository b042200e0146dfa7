/** A CMS page places the social feed with a paragraph of its own holding `[social-feed]`. */
const MARKER = /<p>\s*\[social-feed\]\s*<\/p>/gi;

/**
 * A page body split at its first social-feed marker: the HTML before it and after it (null without a
 * marker). Further markers are dropped: the feed shows once per page.
 */
export function splitAtSocialFeedMarker(html: string): { before: string; after: string | null } {
  const [before = '', ...rest] = html.split(MARKER);
  return rest.length === 0 ? { before, after: null } : { before, after: rest.join('') };
}
