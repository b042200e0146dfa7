import * as z from 'zod/mini';
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

const rentalCardSchema = z.object({
  id: z.int(),
  // A path on this site: `//host/…` would lead elsewhere.
  href: z.string().check(z.regex(/^\/(?!\/)/)),
  title: z.string(),
  location: z.string(),
  facts: z.array(z.string()),
  photo: z.nullable(z.object({ src: z.string(), alt: z.string() })),
  price: z.nullable(z.string()),
});
const answerSchema = z.object({ cards: z.array(rentalCardSchema) });

/** Checks the answer at the browser's boundary; a mismatch (an old page against a new server) throws. */
export function parseSimilarRentalUnitsAnswer(value: unknown): SimilarRentalUnitsAnswer {
  return answerSchema.parse(value) satisfies SimilarRentalUnitsAnswer;
}
