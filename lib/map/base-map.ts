import type { Locale } from '@/lib/domain/enums';

/** A [latitude, longitude] pair, as Leaflet takes it. */
export type LatLng = [number, number];

/** The shape of lib/map/belgium-base-map.json (made by scripts/build-base-map.mjs). */
export type BaseMapData = {
  source: string;
  /** Land around Belgium (the sea is the map's background), each polygon a list of rings. */
  land: LatLng[][][];
  /** Belgium's provinces, drawn as one light surface. */
  belgium: LatLng[][][];
  /** The country's outline, coast included. */
  border: LatLng[][];
  /** The borders between Flanders, Wallonia and Brussels. */
  regions: LatLng[][];
  roads: { ref: string; line: LatLng[] }[];
  cities: { names: Record<Locale, string>; lat: number; lng: number; rank: 1 | 2 }[];
};

/** The zoom from which the second rank of towns is named: below it the country view stays readable. */
export const MINOR_CITY_ZOOM = 9;
/** Below this zoom (a view wider than the Benelux) no town is named at all. */
export const CITY_LABEL_MIN_ZOOM = 7;

/** The towns to name at a zoom level, in the visitor's language. */
export function cityLabels(data: Pick<BaseMapData, 'cities'>, zoom: number, locale: Locale): { name: string; lat: number; lng: number; rank: 1 | 2 }[] {
  if (zoom < CITY_LABEL_MIN_ZOOM) return [];
  return data.cities
    .filter((city) => city.rank === 1 || zoom >= MINOR_CITY_ZOOM)
    .map((city) => ({ name: city.names[locale], lat: city.lat, lng: city.lng, rank: city.rank }));
}
