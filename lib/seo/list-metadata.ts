import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/rules';
import { localizedPaths } from './localized-paths';
import { pageMetadata, type PageMetadataInput } from './page-metadata';

/**
 * Metadata of a list page: canonical and hreflang of the plain list in every language. Every filter
 * combination is a page of its own for a crawler; only the plain list is worth indexing, so a filtered
 * list is `noindex, follow` and in no hreflang set.
 */
export function listMetadata(input: {
  pathname: '/estates' | '/holiday';
  locale: Locale;
  site: PageMetadataInput['site'];
  title: string;
  description: string;
  filtered: boolean;
}): Metadata {
  const { pathname, locale, site, title, description, filtered } = input;
  return pageMetadata({ locale, site, title, description, paths: localizedPaths(pathname), noindex: filtered ? 'follow' : undefined });
}
