import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** No locale cookie here either (lib/i18n/routing.ts): a page's language is its path's. */
const navigation = createNavigation(routing);

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link, for client components under a ClientMessages provider only: it reads the language from
 * next-intl's context, which the layout does not give every page, so a server component that
 * rendered it would fail. Server components use `Link` of lib/i18n/server-link.tsx.
 */
export const ClientLink = navigation.Link;
