import type { Locale } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { shownLocation } from './area-search';

/**
 * A town placed on the map: the site API gives towns no coordinates, so a town is where its listings are.
 * A distance from a town is measured from here (./town-area.ts).
 */
export type MapPlace = { name: string; lat: number; lng: number };

/** The towns of these listings, each at the mean of its listings' shown positions, by name in the language. */
export function placesOf(estates: readonly EstateSummary[], locale: Locale): MapPlace[] {
  const sums = new Map<number, { name: string; lat: number; lng: number; n: number }>();
  for (const estate of estates) {
    const location = shownLocation(estate);
    if (!location) continue;
    const city = estate.address.city;
    const sum = sums.get(city.id) ?? { name: cityName(city, locale), lat: 0, lng: 0, n: 0 };
    sum.lat += location[0];
    sum.lng += location[1];
    sum.n += 1;
    sums.set(city.id, sum);
  }
  return [...sums.values()]
    .map(({ name, lat, lng, n }) => ({ name, lat: Math.round((lat / n) * 1e4) / 1e4, lng: Math.round((lng / n) * 1e4) / 1e4 }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
