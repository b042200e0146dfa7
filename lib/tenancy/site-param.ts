import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/rules';
import { routing } from '@/lib/i18n/routing';
import { isHost } from './hostname';

/**
 * The internal route segment that carries the site and the host it was asked on: proxy.ts resolves the
 * hostname to a site and rewrites `/{locale}/…` to `/{siteId}_{base64url(host)}/{locale}/…` (app/[site]/[locale]/…),
 * so pages depend on their params alone (canonical URLs name the host asked) and can be cached per site
 * and host. A visitor never sees or names this segment: the proxy sends a path that starts with a digit
 * to the 404 (see `namesInternalSegment`).
 */
export type SiteSegment = { siteId: number; host: string };

/**
 * The host goes in as base64url: a segment without `%`, `:` or dots, which Next's router passes on the
 * same way on a first load and on a client-side navigation.
 */
export function siteSegment(siteId: number, host: string): string {
  return `${siteId}_${Buffer.from(host, 'utf8').toString('base64url')}`;
}

export function parseSiteSegment(value: string | undefined): SiteSegment | null {
  const match = /^([1-9][0-9]{0,9})_([A-Za-z0-9_-]{1,400})$/.exec(value ?? '');
  if (!match) return null;
  const host = Buffer.from(match[2]!, 'base64url').toString('utf8');
  const siteId = Number(match[1]);
  return Number.isSafeInteger(siteId) && isHost(host) ? { siteId, host } : null;
}

/** The site id of the internal segment, or null when it is not one. */
export function parseSiteParam(value: string | undefined): number | null {
  return parseSiteSegment(value)?.siteId ?? null;
}

/** A visitor's path whose first segment looks like the internal site segment (it starts with a digit). */
export function namesInternalSegment(pathname: string): boolean {
  return /^\/[0-9]/.test(pathname);
}

export type SiteRouteParams = { site: string; locale: string };

/** The site and language of a route handler's params, or null when either is not one (the handler's 404). */
export function siteRouteOf(params: SiteRouteParams): { siteId: number; locale: Locale } | null {
  const siteId = parseSiteParam(params.site);
  if (siteId === null || !hasLocale(routing.locales, params.locale)) return null;
  return { siteId, locale: params.locale };
}
