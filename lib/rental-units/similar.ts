import { array, int, nullable, object, string } from '@/lib/browser/shape';
import type { RentalUnit } from '@/lib/site-api/schemas';
import type { RentalCardModel } from './card-model';

/** How many similar units the block shows: one row on a wide screen. */
export const SIMILAR_RENTAL_LIMIT = 3;

/** What GET /{locale}/similar-rental-unit/{rentalUnitId} answers. */
export type SimilarRentalUnitsAnswer = { cards: RentalCardModel[] };

/**
 * The units most like this one, best first: never the unit itself; the same kind before another kind, then
 * the closest occupancy, then the same municipality. The candidates are the units of the same region
 * (coast, Ardennes), which the route asks the site API for.
 */
export function selectSimilarRentalUnits(unit: RentalUnit, candidates: readonly RentalUnit[], limit = SIMILAR_RENTAL_LIMIT): RentalUnit[] {
  const occupancy = unit.general.maxOccupation ?? 0;
  const score = (other: RentalUnit) => [
    other.general.subKind.id === unit.general.subKind.id ? 0 : 1,
    Math.abs((other.general.maxOccupation ?? 0) - occupancy),
    other.general.city.id === unit.general.city.id ? 0 : 1,
    other.id,
  ];
  const seen = new Set<number>([unit.id]);
  const unique = candidates.filter((other) => !seen.has(other.id) && seen.add(other.id));
  return unique
    .map((other) => ({ other, key: score(other) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const diff = (a.key[i] ?? 0) - (b.key[i] ?? 0);
        if (diff !== 0) return diff;
      }
      return 0;
    })
    .slice(0, limit)
    .map(({ other }) => other);
}

const checkRentalCard = object({
  id: int(),
  // A path on this site: `//host/…` would lead elsewhere.
  href: string(/^\/(?!\/)/),
  title: string(),
  location: string(),
  facts: array(string()),
  photo: nullable(object({ src: string(), alt: string() })),
  price: nullable(string()),
});
const checkAnswer = object({ cards: array(checkRentalCard) });

/** Checks the answer at the browser's boundary; a mismatch (an old page against a new server) throws. */
export function parseSimilarRentalUnitsAnswer(value: unknown): SimilarRentalUnitsAnswer {
  return checkAnswer(value) satisfies SimilarRentalUnitsAnswer;
}
