import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { estateHref } from '@/lib/estates/estate-href';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { getPathname } from '@/lib/i18n/pathname';
import { routing } from '@/lib/i18n/routing';
import type { EstateDetail, EstateSummary } from '@/lib/site-api/schemas';
import { pageMetadata, type PageImage, type PageMetadataInput } from './page-metadata';

/** Plain text of rich text, shortened on a word boundary: for meta descriptions. */
export function plainExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The estate's path in every language, each with that language's own slug. */
export async function estatePaths(estate: Pick<EstateSummary, 'general' | 'address'>): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    routing.locales.map(async (l) => [l, getPathname({ href: estateHref(estate, l, await getEnumLabel(l)), locale: l })] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** A project unit's path in every language: the project's localised slug, then the unit id. */
export function projectUnitPaths(projectPaths: Record<Locale, string>, unitId: number): Record<Locale, string> {
  return Object.fromEntries(routing.locales.map((l) => [l, `${projectPaths[l]}/${unitId}`])) as Record<Locale, string>;
}

/** A listing's first photo as a page's social image (the photo service's large size, 1200 by 800), or null. */
export function listingImage(estate: Pick<EstateSummary, 'general' | 'pictures'>, locale: Locale): PageImage | null {
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];
  return photo ? { url: photo.file, width: 1200, height: 800, alt: pickLocalized(estate.general.title, locale) } : null;
}

/** Title, description, canonical, hreflang alternates (plus x-default) and social cards of a detail page. */
export function estateMetadata(estate: EstateDetail, locale: Locale, paths: Record<Locale, string>, site: PageMetadataInput['site']): Metadata {
  const title = pickLocalized(estate.general.title, locale);
  const description = plainExcerpt(pickLocalized(estate.general.shortDescription, locale) || pickLocalized(estate.general.description, locale));
  return pageMetadata({ locale, site, title, description, paths, image: listingImage(estate, locale) });
}
