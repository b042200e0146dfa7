// The security headers that are the same for every answer, and next.config.ts's rules for the answers
// proxy.ts does not see. No imports: next.config.ts loads this file as it is.

export type Header = { key: string; value: string };

/** The same for every answer. */
export const SAME_FOR_EVERY_ANSWER: Header[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  // No other window keeps a handle on ours (share pop-ups and tours open with noopener anyway).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Files other sites may show (a listing photo in webmail, a logo on a portal): CORP cross-origin. */
const EMBEDDABLE = '/(remote-photos|rental-units/assets|site-assets|_next/image|_next/static/media)/:path*';

/**
 * next.config.ts's `headers()`: the paths proxy.ts does not run for (its matcher), none of which is a page.
 * Their policy allows nothing of their own: an SVG or a JSON answer opened as a document runs no script.
 */
export function securityHeaderRules(): { source: string; headers: Header[] }[] {
  const policy = { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" };
  const notPages = [
    '/(api|demo-api|_next|rental-units|remote-photos|site-assets|sitemaps)/:path*',
    '/healthz',
    // The crawlers' files at the root; any other path, dotted or not, is a page or its 404 (proxy.ts).
    '/:file(robots\\.txt|sitemap\\.xml|favicon\\.ico)',
  ];
  return [
    ...notPages.map((source) => ({ source, headers: [...SAME_FOR_EVERY_ANSWER, policy, { key: 'Cross-Origin-Resource-Policy', value: 'same-site' }] })),
    { source: EMBEDDABLE, headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] },
  ];
}
