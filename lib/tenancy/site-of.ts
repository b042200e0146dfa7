import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { noteMessagesSite } from '@/lib/i18n/messages-site';
import { routing } from '@/lib/i18n/routing';
import { getSite } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';
import { originOfHost } from './hostname';
import { parseSiteParam, parseSiteSegment, type SiteRouteParams } from './site-param';

/** What a page, layout or metadata function renders for: the site, the language, and the origin the site was asked on. */
export type PageSite = { siteId: number; locale: Locale; origin: URL };

/** A site by id, fetched once per request (and cached across requests by the client); 404 when there is none. */
export const siteById = cache(async (siteId: number): Promise<Site> => {
  const site = await getSite(siteId);
  if (!site) notFound();
  return site;
});

/**
 * The site, language and origin of a page, layout or metadata function, from its route params (never a
 * header, so a cached page stays cached): the page passes them on to what it calls, and reads the site
 * itself with `siteById` where it needs more than its id. Call it first, before
 * anything translates: it names the language to next-intl (`setRequestLocale`) and the site whose texts
 * next-intl's request config reads (lib/i18n/messages-site.ts). An invalid site or language is the 404.
 */
export async function siteOf(params: Promise<SiteRouteParams>): Promise<PageSite> {
  const { site, locale } = await params;
  const segment = parseSiteSegment(site);
  if (segment === null || !hasLocale(routing.locales, locale)) {
    // The 404 that follows renders in a language too: named here, so next-intl never reads it from the
    // request's headers, which would turn a page rendered once into one rendered per request (and fail it).
    setRequestLocale(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
    notFound();
  }
  noteMessagesSite(segment.siteId);
  setRequestLocale(locale);
  return { siteId: segment.siteId, locale, origin: originOfHost(segment.host) };
}

/** The site of a route handler, from its route params (never a header); an invalid one is the 404. */
export async function routeSiteId(params: Promise<{ site: string }>): Promise<number> {
  const id = parseSiteParam((await params).site);
  if (id === null) notFound();
  return id;
}

/** The site of a route handler, from its route params. */
export async function routeSite(params: Promise<{ site: string }>): Promise<Site> {
  return siteById(await routeSiteId(params));
}
