import { array, object } from '@/lib/browser/shape';
import { checkCardModel } from '@/lib/estates/card-model-schema';
import { headTypes, statusOfTransaction, typeOfHeadType, type Status } from '@/lib/rules';
import type { EstateSearchBody, EstateSummary } from '@/lib/site-api/schemas';
import type { EstateCardModel } from '../card-model';

/** How many similar estates the block shows. */
export const SIMILAR_LIMIT = 6;
/** A similar estate's price lies within this share of the estate's own price, either way. */
export const PRICE_TOLERANCE = 0.3;
/** Beyond the same city or zip area, an estate this close still counts as nearby. */
export const NEARBY_KM = 10;
/** Candidates fetched from the whole site, ranked here by place and price. */
const WIDE_POOL = 60;

/** What GET /{locale}/similar-estate/{estateId} answers. */
export type SimilarEstatesAnswer = { cards: EstateCardModel[] };

type Estate = Pick<EstateSummary, 'general' | 'address'>;

/** A closed deal's similar estates are the ones still on offer in the same kind of deal. */
const openStatusOf: Record<Status, Status> = {
  FOR_SALE: 'FOR_SALE',
  TO_RENT: 'TO_RENT',
  TAKE_OVER: 'TAKE_OVER',
  SOLD: 'FOR_SALE',
  RENTED: 'TO_RENT',
  TAKEN_OVER: 'TAKE_OVER',
};

/** The status similar estates must have: the estate's own, or its open counterpart when the deal is closed. */
export function similarStatus(estate: Estate): Status | null {
  const status = statusOfTransaction(estate.general.transaction.id);
  return status ? openStatusOf[status] : null;
}

/** The head type ids of the estate's Type (HOUSE is head types 1 and 9), or null when the type is unknown. */
export function similarHeadTypeIds(estate: Estate): number[] | null {
  const type = typeOfHeadType(estate.general.headType.id);
  if (!type) return null;
  return Object.entries(headTypes)
    .filter(([, headType]) => headType === type)
    .map(([id]) => Number(id));
}

/** The price compared: a project's starting price, otherwise its price; null when on request. */
export function comparablePrice(estate: Estate): number | null {
  const { price, project } = estate.general;
  const value = project ? (price.priceFrom ?? price.value) : price.value;
  return value != null && value > 0 ? value : null;
}

/** The price range of similar estates (±30 %), or null for an estate without a price. */
export function priceBand(estate: Estate): { gte: number; lte: number } | null {
  const price = comparablePrice(estate);
  if (price === null) return null;
  return { gte: Math.floor(price * (1 - PRICE_TOLERANCE)), lte: Math.ceil(price * (1 + PRICE_TOLERANCE)) };
}

/**
 * The searches that gather candidates: the estate's own city, and the whole site (newest first), both
 * with the same type, status and price band. The search cannot filter by zip area or distance, so those
 * are ranked here. Null when the estate lacks a type or status: nothing can be similar to it.
 */
export function similarSearchBodies(estate: Estate): EstateSearchBody[] | null {
  const type = similarHeadTypeIds(estate);
  const status = similarStatus(estate);
  if (!type || !status) return null;
  const band = priceBand(estate);
  const query = (city?: number) => ({
    terms: { type, status: [status], ...(city !== undefined && { city: [city] }) },
    ...(band && { range: { price: band } }),
  });
  const sort = { type: 'date', order: 'DESC' } as const;
  return [
    { filter: { query: query(estate.address.city.id) }, sort, limit: SIMILAR_LIMIT * 2, offset: 0 },
    { filter: { query: query() }, sort, limit: WIDE_POOL, offset: 0 },
  ];
}

/** The estate itself, its project, and the units of its project (or of itself, for a project). */
function isRelated(estate: Estate, candidate: Estate): boolean {
  const self = estate.general;
  const other = candidate.general;
  if (other.id === self.id || other.parentId === self.id) return true;
  if (self.parentId === null) return false;
  return other.id === self.parentId || other.parentId === self.parentId;
}

function distanceKm(a: Estate['address'], b: Estate['address']): number | null {
  if (!a.location || !b.location) return null;
  const rad = Math.PI / 180;
  const dLat = (b.location.latitude - a.location.latitude) * rad;
  const dLng = (b.location.longitude - a.location.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.location.latitude * rad) * Math.cos(b.location.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Beyond NEARBY_KM but still the agency's region. */
export const REGION_KM = 40;

/**
 * How close a candidate lies: 0 in the same city, 1 in the same zip area (the first two digits: 28xx is
 * the Mechelen area), 2 within NEARBY_KM, 3 within REGION_KM, 4 farther or unknown. Farther estates only
 * fill the block when nearer ones are missing: an agency with a few hundred listings rarely has six
 * comparable ones in one town, and a block of farther peers beats no block.
 */
export function placeRank(estate: Estate, candidate: Estate): number {
  const own = estate.address.city;
  const other = candidate.address.city;
  if (other.id === own.id) return 0;
  if (other.countryId === own.countryId && other.zip.slice(0, 2) === own.zip.slice(0, 2)) return 1;
  const km = distanceKm(estate.address, candidate.address);
  if (km === null) return 4;
  return km <= NEARBY_KM ? 2 : km <= REGION_KM ? 3 : 4;
}

/** Relative price distance, 0 when the same; unpriced candidates of an unpriced estate count as equal. */
function priceDistance(price: number | null, candidate: Estate): number {
  const other = comparablePrice(candidate);
  if (price === null || other === null) return 0;
  return Math.abs(other - price) / price;
}

/**
 * The similar estates among candidates, best first: same Type and status, nearest first, within the price band
 * when the estate is priced, never the estate itself nor its own project's units. Ranked by place, then
 * by how close the price is, then newest.
 */
export function selectSimilar<T extends Estate>(estate: Estate, candidates: readonly T[], limit = SIMILAR_LIMIT): T[] {
  const type = similarHeadTypeIds(estate);
  const status = similarStatus(estate);
  if (!type || !status) return [];
  const band = priceBand(estate);
  const price = comparablePrice(estate);
  const seen = new Set<number>();
  const ranked: Array<{ candidate: T; place: number; price: number; date: number }> = [];

  for (const candidate of candidates) {
    const { general } = candidate;
    if (seen.has(general.id) || isRelated(estate, candidate)) continue;
    seen.add(general.id);
    // The candidate's own status, not its open counterpart: a sold house is no similar estate.
    if (!type.includes(general.headType.id) || statusOfTransaction(general.transaction.id) !== status) continue;
    if (band) {
      const other = comparablePrice(candidate);
      if (other === null || other < band.gte || other > band.lte) continue;
    }
    const place = placeRank(estate, candidate);
    ranked.push({ candidate, place, price: priceDistance(price, candidate), date: Date.parse(general.publicationDate) || 0 });
  }

  return ranked
    .sort((a, b) => a.place - b.place || a.price - b.price || b.date - a.date || a.candidate.general.id - b.candidate.general.id)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}


const checkAnswer = object({ cards: array(checkCardModel) });

/** Checks the answer at the browser's boundary; a mismatch (an old page against a new server) throws. */
export function parseSimilarEstatesAnswer(value: unknown): SimilarEstatesAnswer {
  return checkAnswer(value) satisfies SimilarEstatesAnswer;
}
