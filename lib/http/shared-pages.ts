import { revalidateSeconds } from '@/lib/site-api/cache-tags';

/**
 * Which pages a shared cache (the edge, a CDN) may keep, and under which keys it drops them when the site API
 * announces a change (docs/edge.md). Pure, by the internal path proxy.ts rewrites a page to
 * (`/{site}/{locale}/estates/123/slug`), so that the proxy can say it on the answer before Next renders it.
 */

/**
 * Internal routes that are never shared: rendered for one visitor (token links, a form shown again, the lists
 * with any query, favourites, compare) or route handlers of the site's own scripts, which set their own
 * Cache-Control. Every other page route (home, cached searches, detail, landing, holiday, CMS and legal
 * pages (privacy, terms, accessibility), and the 404 of any unknown path) is rendered once by Next and may be shared.
 * tests/http/shared-pages.test.ts walks app/[site]/[locale] so that a new route cannot be left unclassified.
 */
const NOT_SHARED =
  /^\/[^/]+\/[a-z]{2}\/(?:estates|holiday|compare|favorites|subscribe\/(?!success$)[^/]+(?:\/[^/]+)?|(?:appointment|appointment-booking|appointment-calendar|appointment-cancel|cancel-appointment|contact-form-handler|estate|estate-brochure|estate-map|estate-search|form|notifications|open-house-calendar|rental-reservation|rental-search|search-city|send-to-a-friend|similar-estate|similar-rental-unit|social-feed|valuation-form-handler)(?:\/.*)?)$/;

/** Whether the page at this internal path may be kept by a shared cache. */
export function isSharedPage(internalPath: string): boolean {
  return /^\/[^/]+\/[a-z]{2}(?:\/|$)/.test(internalPath) && !NOT_SHARED.test(internalPath);
}

/**
 * The Cache-Control of a shared page: fresh for as long as Next's own copy (the listings' lifetime, the
 * shortest of its reads), then served stale while the edge fetches it again, and for a week while the app or
 * its site API fails. A change the site API announces purges it at once (`pageKeys`).
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, s-maxage=${revalidateSeconds.listings}, stale-while-revalidate=86400, stale-if-error=604800`;

/**
 * The keys of a shared page, which `changeKeys` names again when what it shows changes: every page carries
 * its site's; a listing's pages carry the listing's, the lists and the home page the list key, CMS pages the
 * pages key. Keys are the Next cache tags of the same data (lib/site-api/cache-tags.ts).
 */
export function pageKeys(siteId: number, internalPath: string): string[] {
  const site = `site-${siteId}`;
  const rest = internalPath.split('/').slice(3);
  const [first, second] = rest;
  if (first === undefined || first === '') return [site, `${site}-estates`, `${site}-rental-units`];
  if (first === 'estates') {
    if (second && /^\d+$/.test(second)) return [site, `${site}-estate-${second}`];
    return [site, `${site}-estates`];
  }
  if (first === 'holiday') {
    if (second && /^\d+$/.test(second)) return [site, `${site}-rental-unit-${second}`];
    return [site, `${site}-rental-units`];
  }
  if (['privacy', 'terms', 'accessibility', 'subscribe', 'valuation'].includes(first)) return [site];
  // A CMS page, or the 404 of a path nothing answers: either may become a page.
  return [site, `${site}-pages`];
}

/** The keys of an answer about one listing that is not a page (its brochure): dropped when the listing changes. */
export function estateKeys(siteId: number, estateId: number | string): string[] {
  return [`site-${siteId}`, `site-${siteId}-estate-${estateId}`];
}

/**
 * The headers of a file made from one listing (its brochure, an open house's calendar entry): the same for
 * every visitor for a minute, kept by the edge too, and dropped with the listing's pages when it changes.
 */
export function listingFileCacheHeaders(siteId: number, estateId: number): Record<string, string> {
  const keys = estateKeys(siteId, estateId).join(' ');
  return { 'cache-control': 'public, max-age=60', xkey: keys, 'surrogate-key': keys };
}

/** The keys of a site's sitemaps: they list its listings, rentals and pages. */
export function sitemapKeys(siteId: number): string[] {
  const site = `site-${siteId}`;
  return [site, `${site}-estates`, `${site}-rental-units`, `${site}-pages`];
}

/** The key of every page asked for on a hostname: a hostname that moves to another site drops its pages. */
export function hostKey(hostname: string): string {
  return `host-${hostname.toLowerCase()}`;
}

/** What the site API may say changed (lib/site-api/revalidation.ts). */
export type AnnouncedChange = { siteId: number; resource: string; id?: string | number };

/** The keys of the shared pages a change makes stale: the same pages as the Next tags it expires. */
export function changeKeys({ siteId, resource, id }: AnnouncedChange): string[] {
  const site = `site-${siteId}`;
  switch (resource) {
    case 'estate':
      return id === undefined ? [`${site}-estates`] : [`${site}-estate-${id}`, `${site}-estates`];
    case 'rental-unit':
      return id === undefined ? [`${site}-rental-units`] : [`${site}-rental-unit-${id}`, `${site}-rental-units`];
    case 'page':
      return [`${site}-pages`];
    default:
      // The site, its navigation, texts, assets, agreements or feed: every page of the site shows them.
      return [site];
  }
}
