import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/domain/enums';
import { routePathnames } from '@/lib/spec';

/** Every route of the spec's route tables, with its path per language (lib/spec: the demo API's mails link to them too). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // hreflang is rendered per page (with localised slugs), not as a Link header
  alternateLinks: false,
  pathnames: routePathnames,
});

export type AppPathname = keyof typeof routing.pathnames;
