import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * A language switch in the browser writes NEXT_LOCALE itself (next-intl keeps it in step with the router's
 * cache): on an https page it is `Secure` like the one proxy.ts sets (lib/http/page-policy.ts). next-intl
 * writes every key it is given, so `secure` is left out rather than set to false.
 */
const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';

const navigation = createNavigation(secure ? { ...routing, localeCookie: { secure: true } } : routing);

export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link, for client components under a ClientMessages provider only: it reads the language from
 * next-intl's context, which the layout no longer gives every page (issue 16), so a server component that
 * rendered it would fail. Server components use `Link` of lib/i18n/server-link.tsx.
 */
export const ClientLink = navigation.Link;
