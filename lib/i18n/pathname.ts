// Localised addresses without next-intl's navigation module: on the server that module brings next-intl's
// client Link (and with it next-intl's formatter) into the browser bundle of every route that imports it,
// even when no link of it is rendered. Same results as next-intl's `getPathname` for this app's
// routing (`localePrefix: 'always'`, no trailing slash); tests/i18n/pathname.test.ts compares the two.
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { routePathnames, type Locale } from '@/lib/rules';
import type { getPathname as intlGetPathname } from './navigation';

/** An internal route, with its params and query, as next-intl's navigation takes it. */
export type AppHref = Parameters<typeof intlGetPathname>[0]['href'];

type Loose = { pathname: string; params?: Record<string, string | number | readonly (string | number)[]>; query?: Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function serializeQuery(query: NonNullable<Loose['query']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return `?${search}`;
}

/** The address of an internal route in a language: `/nl/aanbod/12/villa`, `/fr/offre?status=FOR_SALE`. */
export function getPathname({ href, locale }: { href: AppHref; locale: Locale }): string {
  const { pathname, params, query } = (typeof href === 'string' ? { pathname: href } : href) as Loose;
  const config = (routePathnames as Record<string, string | Record<Locale, string>>)[pathname];
  let compiled = pathname;
  if (config) {
    compiled = typeof config === 'string' ? config : config[locale];
    for (const [key, value] of Object.entries(params ?? {})) {
      compiled = Array.isArray(value)
        ? compiled.replace(new RegExp(`(\\[)?\\[\\.\\.\\.${escapeRegExp(key)}\\](\\])?`, 'g'), () => value.map(String).join('/'))
        : compiled.replace(new RegExp(`\\[${escapeRegExp(key)}\\]`, 'g'), () => String(value));
    }
    compiled = compiled.replace(/\[\[\.\.\..+\]\]/g, '');
    if (compiled.includes('[')) throw new Error(`Missing params for ${pathname}: ${JSON.stringify(params)}`);
    // Non-ASCII characters encoded, as next-intl does (an already encoded one stays as it is).
    compiled = new URL(compiled, 'http://l').pathname;
  }
  if (compiled !== '/' && compiled.endsWith('/')) compiled = compiled.slice(0, -1);
  if (query) compiled += serializeQuery(query);
  if (!compiled.startsWith('/')) return compiled;
  return `/${locale}${/^\/(\?.*)?$/.test(compiled) ? compiled.slice(1) : compiled}`;
}

/** next-intl's server `redirect`, to the route's address in the language. */
export function redirect(args: { href: AppHref; locale: Locale }): never {
  nextRedirect(getPathname(args));
}

/** next-intl's server `permanentRedirect`, to the route's address in the language. */
export function permanentRedirect(args: { href: AppHref; locale: Locale }): never {
  nextPermanentRedirect(getPathname(args));
}
