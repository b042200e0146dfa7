import 'server-only';
import { cache } from 'react';

/**
 * The site whose own texts next-intl's request config (./request.ts) lays over the bundled ones. next-intl
 * calls that config with the language alone, never the route's params, so `siteOf` (lib/tenancy/site-of.ts)
 * notes the site here for it: the one per-request holder left, and nothing but that config reads it.
 */
const messagesSite = cache((): { id: number | null } => ({ id: null }));

export function noteMessagesSite(siteId: number): void {
  messagesSite().id = siteId;
}

/** The site `siteOf` noted for this render, or null (a render that named none: the bundled texts alone). */
export function messagesSiteId(): number | null {
  return messagesSite().id;
}
