import { routing } from '@/lib/i18n/routing';
import type { TestLocale } from './messages';

/** A page's address in one language, from the site's own route table, with its one param filled in. */
export function localisedPath(pathname: keyof typeof routing.pathnames, locale: TestLocale, param?: string | number): string {
  const entry = routing.pathnames[pathname];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return `/${locale}${param === undefined ? path : path.replace(/\[[^\]]+\]/, String(param))}`;
}
