import 'server-only';
// The drawn area is an optional extension of the contract: the demo API applies it and says
// so (`applied.geo`); an independent site API may not know it. The website stays right either way: when
// the answer does not say the area was applied, it asks for the whole filtered set (as the map does) and
// keeps the estates in the area itself, then pages, counts and groups them as the API would have. The
// open-house filter (`filter.openHouseBefore`, `applied.openHouse`) is an extension of the same kind, so
// it falls back the same way.
import { PAGE_SIZE } from '@/lib/rules';
import { inArea, shownPosition, type Area, type LatLng } from '@/lib/rules/area';
import { hasOpenHouseBefore } from './open-house';
import { searchEstates, type EstateSearchOutcome } from '@/lib/site-api/estates';
import type { SiteContext } from '@/lib/site-api/client';
import type { EstateGroupCount, EstateSearchBody, EstateSummary } from '@/lib/site-api/schemas';

/** Where the estate is shown on the map, so where it is searched: a hidden address at its rounded spot. */
export function shownLocation(estate: EstateSummary): LatLng | null {
  return shownPosition(estate.address.location, estate.address.visible);
}

export function isInArea(estate: EstateSummary, area: Area): boolean {
  const location = shownLocation(estate);
  return location !== null && inArea(location, area);
}

/** The id a grouping counts an estate under, as the demo API does (docs/site-api.md, `groups`). */
function groupKeyOf(estate: EstateSummary, grouping: NonNullable<EstateSearchBody['grouping']>): number | null {
  switch (grouping) {
    case 'type':
      return estate.general.headType.id;
    case 'status':
      return estate.general.transaction.id;
    case 'subType':
      return estate.general.project ? null : estate.general.subType.id;
    case 'city':
      return estate.address.city.id;
  }
}

function countGroups(estates: readonly EstateSummary[], grouping: NonNullable<EstateSearchBody['grouping']>): EstateGroupCount[] {
  const counts = new Map<number | null, number>();
  for (const estate of estates) {
    const key = groupKeyOf(estate, grouping);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ key, count }));
}

function withoutExtensions(body: EstateSearchBody): EstateSearchBody {
  const filter = { ...body.filter };
  delete filter.geo;
  delete filter.openHouseBefore;
  return { ...body, filter };
}

/**
 * The search of `body` restricted to `area` and to the body's open-house bound: by the site API when it
 * confirms it applied them, else by the website on the whole result. An API that refuses the unknown keys
 * (400) is asked again without them.
 */
export async function searchEstatesInArea(ctx: SiteContext, body: EstateSearchBody, area: Area | undefined, now: Date = new Date()): Promise<EstateSearchOutcome> {
  const answer = await searchEstates(ctx, body);
  const openHouseBefore = body.filter.openHouseBefore;
  const narrowArea = area !== undefined && !answer.applied?.geo;
  const narrowOpenHouse = openHouseBefore !== undefined && !answer.applied?.openHouse;
  if (!narrowArea && !narrowOpenHouse) return answer;
  let all = answer;
  if (answer.error?.status === 400) all = await searchEstates(ctx, { ...withoutExtensions(body), limit: null, offset: 0 });
  else if (answer.error) return answer;
  // With no limit and no offset the page is the whole set already.
  else if (!(body.limit === null && !body.offset)) all = await searchEstates(ctx, { ...body, limit: null, offset: 0 });
  if (all.error) return all;

  const inside = all.results.filter(
    (estate) =>
      (!area || isInArea(estate, area)) && (openHouseBefore === undefined || hasOpenHouseBefore(estate.openHouses, openHouseBefore, now)),
  );
  const offset = body.offset ?? 0;
  const limit = body.limit === undefined ? PAGE_SIZE : body.limit;
  return {
    total: { value: inside.length },
    results: limit === null ? inside.slice(offset) : inside.slice(offset, offset + limit),
    ...(body.grouping && { groups: countGroups(inside, body.grouping) }),
    applied: { ...(area && { geo: true }), ...(openHouseBefore !== undefined && { openHouse: true }) },
  };
}
