import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, routePathnames } from '@/lib/rules';

/** Every route of the spec's route tables, with its path per language (lib/rules: the demo API's mails link to them too). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // hreflang is rendered per page (with localised slugs), not as a Link header
  alternateLinks: false,
  // No NEXT_LOCALE cookie: a page's language is its path's, and a public page that set a cookie could not be
  // kept by a shared cache (the edge, a CDN). A visitor without a language in the path gets Accept-Language's.
  localeCookie: false,
  pathnames: routePathnames,
});

export type AppPathname = keyof typeof routing.pathnames;
