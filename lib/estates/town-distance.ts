// "Within N km of a town": the filter form's distance search. The URL names the town by its city id
// (`near=12&km=10`), like the city filter, so a link reads the same in every language and keeps working
// when the town's listings move; the server turns it into the circle the search applies.
import { MAX_RADIUS_M, type CircleArea, type LatLng } from '@/lib/rules/area';

export type TownDistance = { /** City id. */ city: number; km: number };

/** The distances the form offers, in km. */
export const DISTANCES_KM = [1, 2, 5, 10, 20, 50] as const;
/** What a link with a town and no distance means, and what the form starts with. */
export const DEFAULT_KM = 10;

/**
 * The form's text field for the town, sent when no suggestion could be picked (no JavaScript yet): the
 * list page looks the name up and answers with the address that names the town by id.
 */
export const NEAR_TEXT_KEY = 'near-name';

const MAX_KM = MAX_RADIUS_M / 1000;

const validKm = (km: number) => Number.isInteger(km) && km >= 1 && km <= MAX_KM;

/** A whole number of km within the area's radius limits; anything else is no distance. */
export function parseKm(value: string): number | undefined {
  if (!/^\d{1,3}$/.test(value.trim())) return undefined;
  const km = Number(value);
  return validKm(km) ? km : undefined;
}

/** The distance search as given, or undefined when its town or distance is not one. */
export function normalizeTownDistance(near: TownDistance | undefined): TownDistance | undefined {
  if (!near || !Number.isSafeInteger(near.city) || near.city <= 0 || !validKm(near.km)) return undefined;
  return { city: near.city, km: near.km };
}

/** The circle searched for a town whose listings lie around `centre`. */
export function townCircle(centre: LatLng, km: number): CircleArea {
  return { kind: 'circle', center: centre, radius: km * 1000 };
}

/**
 * The values of a message naming the town: French writes "d’Anvers" but "de Gand", so the messages
 * choose by `vowel`. Belgian names starting with an h take "de" (Hasselt, Huy), so h does not count.
 */
export function townMessageValues(town: { name: string; km: number }): { distance: number; town: string; vowel: 'yes' | 'no' } {
  return { distance: town.km, town: town.name, vowel: /^[aeiouyàâäéèêëîïôöûüœæ]/i.test(town.name.trim()) ? 'yes' : 'no' };
}
