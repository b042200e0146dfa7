import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import { routing } from '@/lib/i18n/routing';

/** A page's path per language; a CMS page lacks the languages it has no URL in. */
export type LocalizedPaths = Partial<Record<Locale, string>>;

type Href = Parameters<typeof getPathname>[0]['href'];

/** A route's path in every language, with its localised pathname (and slug, when the params carry one). */
export function localizedPaths(href: Href): Record<Locale, string> {
  return Object.fromEntries(routing.locales.map((locale) => [locale, getPathname({ href, locale })])) as Record<Locale, string>;
}

/**
 * A CMS page's path in every language it has a URL in: `/{locale}/{url}`. The sitemap and the page's
 * hreflang both come from here, so they name the same set.
 */
export function cmsPagePaths(urls: Partial<Record<Locale, string | null | undefined>>): LocalizedPaths {
  return Object.fromEntries(routing.locales.flatMap((locale) => (urls[locale] ? [[locale, `/${locale}/${urls[locale]}`]] : [])));
}

/** A holiday rental's path in every language. */
export function rentalUnitPaths(id: number): Record<Locale, string> {
  return localizedPaths({ pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: id } });
}
