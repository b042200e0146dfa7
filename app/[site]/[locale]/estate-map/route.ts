import { hasLocale } from 'next-intl';
import { estateMapAnswer } from '@/lib/estates/map-answer';
import { readEstateQuery } from '@/lib/estates/url-state';
import { resolveTownDistance } from '@/lib/estates/town-area';
import { routing } from '@/lib/i18n/routing';
import { routeSiteId } from '@/lib/tenancy/site-of';

/**
 * The markers of the estate list's map view: `GET /{locale}/estate-map?{list query}`. The map shows the
 * whole filtered set (list view type 1: no sort, grouping or limit), so the answer carries only what a
 * marker and its popup need, a few KB rather than full estates. The answer is cached per site, language
 * and query until its listings change (lib/estates/map-answer.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const siteId = await routeSiteId(params);
  const { query } = await resolveTownDistance({ siteId, locale, signal: request.signal }, readEstateQuery(new URL(request.url).searchParams));
  // The searches are made for this visitor only: when they leave (the map moved on, the tab closed),
  // they are given up, so a burst of abandoned map requests leaves no searches running behind it.
  const { json, failed } = await estateMapAnswer(siteId, locale, query, request.signal);
  // A failed search is an empty result carrying its error (spec, section 8); it must not be cached, or the
  // map's retry button would get the same failure back from the browser cache.
  return new Response(json, { headers: { 'content-type': 'application/json', 'cache-control': failed ? 'no-store' : 'private, max-age=30' } });
}
