import type { Metadata } from 'next';
import type { Locale } from '@/lib/rules';
import { routing } from '@/lib/i18n/routing';
import type { Site } from '@/lib/site-api/schemas';
import { assetUrl } from '@/lib/tenancy/asset-url';
import type { LocalizedPaths } from './localized-paths';

/** og:locale per language: the agencies are Belgian, so Belgian Dutch, French and German; English is British. */
export const ogLocales: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

export type PageImage = { url: string; width?: number; height?: number; alt?: string };

export type PageMetadataInput = {
  locale: Locale;
  site: Pick<Site, 'name' | 'logo' | 'assetVersion' | 'defaultLocale'>;
  title: string;
  description?: string | null;
  /** The page in every language it exists in; null when its URL is one visitor's (a token or private id). */
  paths: LocalizedPaths | null;
  /** The page's own picture; without one the agency's logo stands in (unless it is an SVG). */
  image?: PageImage | null;
  /** Kept out of search results: such a page is in no hreflang set and names no canonical URL. */
  noindex?: 'follow' | 'nofollow';
  /** The title as is, without the layout's "… | agency" template. */
  absoluteTitle?: boolean;
};

/**
 * Canonical and hreflang of one language version: the same set on every version, plus x-default, the
 * version in the site's own default language (French for a Walloon agency).
 */
export function hreflangAlternates(paths: LocalizedPaths, locale: Locale, defaultLocale: Locale) {
  const languages: Record<string, string> = Object.fromEntries(routing.locales.flatMap((l) => (paths[l] ? [[l, paths[l]]] : [])));
  const fallback = paths[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: paths[locale], languages };
}

/**
 * Everything a page tells search engines and social networks. Next merges metadata per top-level key, so a
 * page's `openGraph`, `twitter` or `alternates` replaces the layout's whole: every page builds them here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, site, title, description, paths, image, noindex, absoluteTitle } = input;
  const logo = assetUrl(site.logo, site.assetVersion);
  // Social networks take no SVG for a preview image: such a logo is left out rather than shown broken.
  const previewLogo = logo && !/\.svg(\?|$)/i.test(logo) ? logo : null;
  const images = image ? [image] : previewLogo ? [{ url: previewLogo, alt: site.name }] : undefined;
  const indexed = noindex ? null : paths;
  const versions = paths ? routing.locales.filter((l) => paths[l]) : routing.locales;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    ...(description ? { description } : {}),
    ...(indexed ? { alternates: hreflangAlternates(indexed, locale, site.defaultLocale) } : {}),
    openGraph: {
      type: 'website',
      siteName: site.name,
      title,
      ...(description ? { description } : {}),
      ...(indexed?.[locale] ? { url: indexed[locale] } : {}),
      locale: ogLocales[locale],
      alternateLocale: versions.filter((l) => l !== locale).map((l) => ogLocales[l]),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(images ? { images } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: noindex === 'follow' } } : {}),
  };
}
