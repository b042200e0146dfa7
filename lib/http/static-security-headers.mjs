// The security headers that are the same for every answer, and next.config.ts's rules for the answers
// proxy.ts does not see. Plain JavaScript without imports (types in static-security-headers.d.mts):
// next.config.ts and server.mjs load it as it is.

/** The same for every answer. */
export const SAME_FOR_EVERY_ANSWER = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  // No other window keeps a handle on ours (share pop-ups and tours open with noopener anyway).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** The policy of an answer that is no page (a file, an API answer, a refusal): it runs nothing of its own. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Files other sites may show (a listing photo in webmail, a logo on a portal, a feed's picture): CORP
 * cross-origin. What is under these folders, and any image by its extension; proxy.ts reads the same lists.
 */
export const EMBEDDABLE_FOLDERS = ['remote-photos', 'rental-units/assets', 'site-assets', '_next/image', '_next/static/media'];
export const IMAGE_EXTENSIONS = ['avif', 'gif', 'ico', 'jpe?g', 'png', 'svg', 'webp'];
const EMBEDDABLE = [`/(${EMBEDDABLE_FOLDERS.join('|')})/:path*`, `/:path(.*\\.(?:${IMAGE_EXTENSIONS.join('|')}))`];

/**
 * next.config.ts's `headers()`: the paths proxy.ts does not run for (its matcher), none of which is a page.
 * Their policy allows nothing of their own: an SVG or a JSON answer opened as a document runs no script.
 */
export function securityHeaderRules() {
  const policy = { key: 'Content-Security-Policy', value: NOT_A_PAGE_POLICY };
  const notPages = [
    '/(api|demo-api|_next|rental-units|remote-photos|site-assets|sitemaps)/:path*',
    '/healthz',
    '/readyz',
    // The crawlers' files at the root; any other path, dotted or not, is a page or its 404 (proxy.ts).
    '/:file(robots\\.txt|sitemap\\.xml|favicon\\.ico)',
  ];
  return [
    ...notPages.map((source) => ({ source, headers: [...SAME_FOR_EVERY_ANSWER, policy, { key: 'Cross-Origin-Resource-Policy', value: 'same-site' }] })),
    ...EMBEDDABLE.map((source) => ({ source, headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] })),
  ];
}
