import 'server-only';
import { cache } from 'react';
import { statuses, type Locale } from '@/lib/rules';
import { normalizeForSearch, rankCityMatches } from '@/lib/domain/text-match';
import { getEstateFilters, searchEstates } from '@/lib/site-api/estates';
import type { SiteContext } from '@/lib/site-api/client';
import type { CircleArea } from '@/lib/rules/area';
import { placesOf } from './map-places';
import type { EstateQuery } from './search-query';
import { townCircle } from './town-distance';

/** The town a distance search is around, named in the visitor's language, and the circle searched. */
export type TownSearch = { id: number; name: string; km: number; area: CircleArea };

/**
 * The query as the search needs it: a distance from a town becomes the circle around the town's listings
 * (the mean of their shown positions, as the map places them; the site API gives towns no coordinates).
 * Every listing of the town counts, sold ones too, so the centre does not move with the other filters.
 * A town none of whose listings has a location cannot be placed: `unplaced`, and the query goes without it.
 */
export async function resolveTownDistance(
  ctx: SiteContext & { locale: Locale },
  query: EstateQuery,
): Promise<{ query: EstateQuery; town: TownSearch | null; unplaced: boolean }> {
  if (!query.near) return { query, town: null, unplaced: false };
  const { city, km } = query.near;
  const place = await townPlace(ctx.siteId, ctx.locale, city, ctx.signal);
  if (!place) return { query: { ...query, near: undefined }, town: null, unplaced: true };
  const area = townCircle([place.lat, place.lng], km);
  return { query: { ...query, area }, town: { id: city, name: place.name, km, area }, unplaced: false };
}

/** Once per render: the page's title and its list both ask. */
const townPlace = cache(async (siteId: number, locale: Locale, city: number, signal?: AbortSignal) => {
  const answer = await searchEstates(
    { siteId, locale, signal },
    { filter: { query: { terms: { city: [city], status: [...statuses] } } }, sort: null, grouping: null, limit: null },
  );
  return answer.error ? undefined : placesOf(answer.results, locale)[0];
});

/**
 * The town a visitor typed without JavaScript (the form's text field): the best match among the site's
 * towns, as the type-ahead would have put first; undefined when nothing matches.
 */
export async function townIdOfText(ctx: SiteContext & { locale: Locale }, text: string): Promise<number | undefined> {
  if (normalizeForSearch(text) === '') return undefined;
  const options = await getEstateFilters(ctx, { filter: { query: {} }, limit: 1, offset: 0 });
  return rankCityMatches(text.slice(0, 60), options.locations, ctx.locale)[0]?.id;
}
