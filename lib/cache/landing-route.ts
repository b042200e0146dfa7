import { isLandingTransactionWord } from '@/lib/estates/landing';

/**
 * Landing pages share the offer's path with the estate detail pages (`/nl/aanbod/te-koop/appartement/gent`
 * next to `/nl/aanbod/123/slug`), so next-intl routes both to `/{locale}/estates/[estateId]/…`. An estate
 * id is digits only and every landing word holds a letter (lib/rules/landing-words.ts): proxy.ts (through
 * `intoSiteSegment`) sends paths that start with a transaction word to the landing route, which carries
 * the page number in its path (`?page=2`), so every page of it is cached like any other page.
 */
export const LANDING_SEGMENT = 'landing';

const ESTATE_PATH = /^\/([a-z]{2})\/estates\/([^/]+)((?:\/[^/]+){0,2})\/?$/;
/** The ajax routes refuse offsets past 10,000 (lib/listing/paging.ts): 667 pages of 15. */
const PAGE_VALUE = /^[1-9]\d{0,2}$/;

/** The internal path of a landing page request, or null when the path is no landing page's. */
export function landingPathOf(internalPathname: string, search: string): string | null {
  const match = ESTATE_PATH.exec(internalPathname);
  if (!match || !isLandingTransactionWord(match[2]!)) return null;
  const page = new URLSearchParams(search).get('page');
  return `/${match[1]}/estates/${LANDING_SEGMENT}/${page !== null && PAGE_VALUE.test(page) ? page : '1'}/${match[2]}${match[3]}`;
}

/** Compiled once: the proxy asks on every page view. */
const LANDING_ROUTE = new RegExp(`^/[a-z]{2}/estates/${LANDING_SEGMENT}(/|$)`);

/** Whether an internal pathname names the landing route itself: a visitor's path to it is the 404. */
export function namesLandingRoute(internalPathname: string): boolean {
  return LANDING_ROUTE.test(internalPathname);
}
