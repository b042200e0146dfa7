import 'server-only';
import { notFound } from 'next/navigation';
import { PAGE_SIZE, locales, type Locale } from '@/lib/rules';
import { getPathname, permanentRedirect } from '@/lib/i18n/pathname';
import type { LocalizedPaths } from '@/lib/seo/localized-paths';
import { loadEstateFilterOptions, loadEstateListPage, type EstateListPage } from './estate-list';
import type { EstateFiltersOutcome } from '@/lib/site-api/estates';
import { landingQuery, landingWords, parseLandingWords, type Landing, type LandingIndex } from './landing';
import { loadLandingIndex } from './landing-data';
import { landingHref } from './landing-links';
import { pageOffset } from '@/lib/listing/paging';

/** A landing page's path in one language, or null when its place has no slug (it left the index). */
export function landingPath(landing: Landing, locale: Locale, index: LandingIndex, page = 1): string | null {
  const words = landingWords(landing, locale, index.places);
  if (!words) return null;
  const path = getPathname({ href: landingHref(words), locale });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** A landing page in every language: the hreflang set, the sitemap's entry and the list's canonical. */
export function landingPaths(landing: Landing, index: LandingIndex, page = 1): LocalizedPaths {
  return Object.fromEntries(locales.flatMap((locale) => {
    const path = landingPath(landing, locale, index, page);
    return path ? [[locale, path]] : [];
  }));
}

export type LandingPageData = {
  landing: Landing;
  index: LandingIndex;
  page: number;
  results: EstateListPage;
  /** The list's filter options under the landing page's own search: its filter form starts from them. */
  options: EstateFiltersOutcome;
  paths: LocalizedPaths;
};

/**
 * The landing page a path names, with its first (or asked) page of results. Unknown words, a combination
 * without listings and a page past the last are the 404 (docs/decisions/0048-landing-pages.md); another language's words or
 * capitals redirect permanently to this language's own path.
 */
export async function loadLandingPage(siteId: number, locale: Locale, segments: readonly string[], pageParam: string): Promise<LandingPageData> {
  const page = /^[1-9]\d{0,2}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1 || pageOffset(page, PAGE_SIZE) > 10_000) notFound();
  const index = await loadLandingIndex(siteId);
  const parsed = parseLandingWords(segments, locale, index.places);
  if (!parsed || index.count(parsed.landing) === 0) notFound();
  const { landing } = parsed;
  if (!parsed.canonical) {
    const words = landingWords(landing, locale, index.places);
    if (!words) notFound();
    permanentRedirect({ href: { ...landingHref(words), ...(page > 1 ? { query: { page: String(page) } } : {}) }, locale });
  }
  const query = landingQuery(landing);
  const [results, options] = await Promise.all([
    loadEstateListPage(siteId, locale, query, pageOffset(page, PAGE_SIZE)),
    loadEstateFilterOptions(siteId, locale, query),
  ]);
  // The index and the search are two reads: should they disagree, the search (what the visitor would see) wins.
  if (results.error) throw new Error(`landing page results: ${results.error.message}`);
  if (results.cards.length === 0) notFound();
  return { landing, index, page, results, options, paths: landingPaths(landing, index, page) };
}
