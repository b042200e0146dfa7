import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * A language switch in the browser writes NEXT_LOCALE itself (next-intl keeps it in step with the router's
 * cache): on an https page it is `Secure` like the one proxy.ts sets (lib/http/page-policy.ts). next-intl
 * writes every key it is given, so `secure` is left out rather than set to false.
 */
const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(
  secure ? { ...routing, localeCookie: { secure: true } } : routing,
);
