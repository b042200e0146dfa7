import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { routing } from '@/lib/i18n/routing';
import { getSite } from '@/lib/site-api/sites';
import type { Site } from '@/lib/site-api/schemas';
import { originOfHost } from './hostname';
import { parseSiteParam, parseSiteSegment, type SiteRouteParams } from './site-param';

/** The site of the page being rendered, as its route params named it; one holder per request. */
const requestSite = cache((): { id: number | null; origin: URL | null } => ({ id: null, origin: null }));

/**
 * The site and language of a page, layout or metadata function, from its route params (never a header):
 * remembered for the rest of this render (deeper components, next-intl's request config), like
 * next-intl's `setRequestLocale`. Call it first, before anything that needs the site or the language.
 * An invalid site or language is the 404.
 */
export async function enterSite(params: Promise<SiteRouteParams>): Promise<{ siteId: number; locale: Locale }> {
  const { site, locale } = await params;
  const segment = parseSiteSegment(site);
  if (segment === null || !hasLocale(routing.locales, locale)) {
    // The 404 that follows renders in a language too: named here, so next-intl never reads it from the
    // request's headers, which would turn a page rendered once into one rendered per request (and fail it).
    setRequestLocale(hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
    notFound();
  }
  const entered = requestSite();
  entered.id = segment.siteId;
  entered.origin = originOfHost(segment.host);
  setRequestLocale(locale);
  return { siteId: segment.siteId, locale };
}

/** The site `enterSite` recorded for this render, or null (outside a page render). */
export function requestSiteId(): number | null {
  return requestSite().id;
}

/** The origin the page's site was asked on, as its route named it, or null (outside a page render). */
export function requestSiteOrigin(): URL | null {
  const origin = requestSite().origin;
  return origin ? new URL(origin) : null;
}

/** The site of the page being rendered; a page that has entered none is one that does not exist. */
export async function currentSiteId(): Promise<number> {
  const id = requestSiteId();
  if (id === null) notFound();
  return id;
}

/** A site by id, fetched once per request (and cached across requests by the client). */
export const siteById = cache(async (siteId: number): Promise<Site> => {
  const site = await getSite(siteId);
  if (!site) notFound();
  return site;
});

/** The site of the page being rendered. */
export async function currentSite(): Promise<Site> {
  return siteById(await currentSiteId());
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
