// Which landing pages a page links to: the trail above a listing or a landing page, and the short list of
// searches under a list or on the home page. Pure: the index says which pages exist (those with listings),
// so a link drawn from it never leads to a 404.
import { statusOfTransaction, typeOfHeadType, type Locale } from '@/lib/rules';
import { landingTransactions, landingWords, type Landing, type LandingIndex, type LandingTransaction } from './landing';
import { headTypeIdsOf } from './landing';
import type { EstateQuery } from './search-query';

/** A landing page's words as an href of the route table: they share the estate detail's paths. */
export function landingHref(words: readonly string[]) {
  const [estateId = '', slug = '', entityId] = words;
  return entityId === undefined
    ? ({ pathname: '/estates/[estateId]/[slug]', params: { estateId, slug } } as const)
    : ({ pathname: '/estates/[estateId]/[slug]/[entityId]', params: { estateId, slug, entityId } } as const);
}

export type LandingHref = ReturnType<typeof landingHref>;

/** A landing page's href in one language, or null when it has no listings (or its place no slug). */
export function existingLandingHref(landing: Landing, locale: Locale, index: LandingIndex): LandingHref | null {
  if (index.count(landing) === 0) return null;
  const words = landingWords(landing, locale, index.places);
  return words ? landingHref(words) : null;
}

/** What a listing says about the landing pages it belongs to: its transaction, head type and place. */
export type EstateFacts = { transactionId: number; headTypeId: number; cityId: number | null };

/** The narrowest landing page a listing belongs to: type and place, else type, else place; null when none has listings. */
export function landingOfEstate(facts: EstateFacts, index: LandingIndex): Landing | null {
  const status = statusOfTransaction(facts.transactionId);
  const transaction = landingTransactions.find((candidate) => candidate === status);
  if (!transaction) return null;
  const type = typeOfHeadType(facts.headTypeId) ?? null;
  const candidates: Landing[] = [
    { transaction, type, cityId: facts.cityId },
    { transaction, type, cityId: null },
    { transaction, type: null, cityId: facts.cityId },
  ];
  return candidates.find((landing) => (landing.type !== null || landing.cityId !== null) && index.count(landing) > 0) ?? null;
}

/**
 * The landing pages of a breadcrumb trail down to a landing page: its type page first when it is a type
 * and place page (Houses for sale › Houses for sale in Ghent), then the page itself; only those with listings.
 */
export function landingTrail(landing: Landing, index: LandingIndex): Landing[] {
  const broader: Landing = { ...landing, cityId: null };
  const steps = landing.type !== null && landing.cityId !== null ? [broader, landing] : [landing];
  return steps.filter((step) => index.count(step) > 0);
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Whether a landing page lies within a list search: its transaction, type and place are among those chosen (none chosen: any). */
function within(landing: Landing, query: EstateQuery): boolean {
  if (query.status.length > 0 && !query.status.includes(landing.transaction)) return false;
  if (query.type.length > 0 && (landing.type === null || !headTypeIdsOf(landing.type).every((id) => query.type.includes(id)))) return false;
  if (query.city.length > 0 && (landing.cityId === null || !query.city.includes(landing.cityId))) return false;
  return true;
}

function isQueryItself(landing: Landing, query: EstateQuery): boolean {
  return (
    query.status.length === 1 &&
    query.status[0] === landing.transaction &&
    sameIds(query.type, landing.type ? headTypeIdsOf(landing.type) : []) &&
    sameIds(query.city, landing.cityId === null ? [] : [landing.cityId])
  );
}

/** Landing pages per transaction in the order the index gives them, so each transaction gets its share. */
function byTransaction(found: readonly { landing: Landing; count: number }[]): Map<LandingTransaction, { landing: Landing; count: number }[]> {
  return new Map(landingTransactions.map((transaction) => [transaction, found.filter((entry) => entry.landing.transaction === transaction)]));
}

/**
 * The searches a list or the home page offers as links: the landing pages within the current search (any,
 * without one), not the search itself, those with the most listings first, taken in turn from each
 * transaction so rentals are not crowded out by sales. Falls back to the whole site's when none lies within.
 */
export function popularLandings(index: LandingIndex, query: EstateQuery | null, limit = 8): { landing: Landing; count: number }[] {
  const all = index.all().sort((a, b) => b.count - a.count);
  const others = query ? all.filter(({ landing }) => !isQueryItself(landing, query)) : all;
  const inside = query ? others.filter(({ landing }) => within(landing, query)) : others;
  const lists = [...byTransaction(inside.length > 0 ? inside : others).values()];
  const chosen: { landing: Landing; count: number }[] = [];
  for (let at = 0; chosen.length < limit && lists.some((list) => at < list.length); at += 1) {
    for (const list of lists) if (at < list.length && chosen.length < limit) chosen.push(list[at]!);
  }
  return chosen;
}
