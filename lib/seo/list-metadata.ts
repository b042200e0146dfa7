import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/domain/enums';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * Metadata of a list page: canonical and hreflang of the plain list in every language. Every filter
 * combination is a page of its own for a crawler; only the plain list is worth indexing.
 */
export function listMetadata(input: { pathname: '/estates' | '/holiday'; locale: Locale; title: string; description: string; filtered: boolean }): Metadata {
  const { pathname, locale, title, description, filtered } = input;
  const languages = Object.fromEntries(routing.locales.map((l) => [l, getPathname({ href: pathname, locale: l })]));
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages: { ...languages, 'x-default': languages[routing.defaultLocale] } },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}
