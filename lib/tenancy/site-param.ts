import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/domain/enums';
import { routing } from '@/lib/i18n/routing';

/**
 * The internal route segment that carries the site: proxy.ts resolves the hostname to a site and rewrites
 * `/{locale}/…` to `/{siteId}/{locale}/…` (app/[site]/[locale]/…), so pages depend on their params alone
 * and can be cached per site. A visitor never sees or names this segment: the proxy sends a path that
 * starts with one to the 404 (see `namesInternalSegment`).
 */
export function parseSiteParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** A visitor's path whose first segment looks like the internal site segment. */
export function namesInternalSegment(pathname: string): boolean {
  return /^\/[0-9]+(\/|$)/.test(pathname);
}

export type SiteRouteParams = { site: string; locale: string };

/** The site and language of a route handler's params, or null when either is not one (the handler's 404). */
export function siteRouteOf(params: SiteRouteParams): { siteId: number; locale: Locale } | null {
  const siteId = parseSiteParam(params.site);
  if (siteId === null || !hasLocale(routing.locales, params.locale)) return null;
  return { siteId, locale: params.locale };
}
