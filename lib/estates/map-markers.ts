import { statusOfTransaction, typeOfHeadType, type Locale, type Status } from '@/lib/rules';
import { cityName } from '@/lib/rules/localized';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { roundApproximate } from '@/lib/rules/area';
import type { EstateCardModel } from './card-model';

/**
 * One estate on the map: only what a marker and its popup show, so the map's answer stays a few KB
 * even though the map view fetches the whole filtered set (list view type 1: no limit).
 */
export type MapMarker = {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** Localised detail path, as on the card. */
  href: string;
  priceText: string;
  statusLabel: string;
  status: Status;
  /** Thumbnail URL of the first photo. */
  photo: string | null;
  /** The agency hides the street address: the marker shows an area, not a house. */
  approximate: boolean;
};

/** The town of a pin: named beside it on a map without tiles, in the visitor's language; its other names find it in the map's data. */
export type PinTown = { name: string; otherNames: string[] };

/** A single place on a detail page's small map: an estate's marker, or a rental unit (no status). */
export type LocationPin = Pick<MapMarker, 'lat' | 'lng' | 'title' | 'approximate'> & { status?: Status; town?: PinTown };

/** The pin of a marker, and nothing of its popup: what a detail page's small map is given (its props are in the page's HTML). */
export function toLocationPin({ lat, lng, title, approximate, status }: MapMarker, town?: PinTown): LocationPin {
  return town ? { lat, lng, title, approximate, status, town } : { lat, lng, title, approximate, status };
}

/** A city of the site API as a pin's town: its name in the language, and its official name and aliases. */
export function pinTown(city: { name: string; alias: Partial<Record<Locale, string | null | undefined>> | null }, locale: Locale): PinTown {
  const name = cityName(city, locale);
  const names = [city.name, ...Object.values(city.alias ?? {})].filter((other): other is string => Boolean(other) && other !== name);
  return { name, otherNames: [...new Set(names)] };
}

/** What the map's ajax route answers (app/[locale]/estate-map). */
export type EstateMapAnswer = {
  markers: MapMarker[];
  /** Estates matching the filter, with or without a marker. */
  total: number;
  error?: { message: string };
};

/** The map's tile source (MAP_TILE_URL and MAP_TILE_ATTRIBUTION); null: the map draws its own offline map of Belgium. */
export type MapTiles = { url: string; attribution: string };

export { roundApproximate } from '@/lib/rules/area';

/**
 * The map marker of an estate, or null: a marker exists only if location, type and status are all
 * present (document 001, section 4). Type and status count as present when their API ids are known.
 */
export function toMapMarker(estate: EstateSummary, card: EstateCardModel): MapMarker | null {
  const { general, address } = estate;
  const location = address.location;
  const status = statusOfTransaction(general.transaction.id);
  if (!location || !status || !typeOfHeadType(general.headType.id)) return null;

  const approximate = !address.visible;
  // Exact coordinates of a hidden address would reveal it to anyone reading the answer; round them.
  const lat = approximate ? roundApproximate(location.latitude) : location.latitude;
  const lng = approximate ? roundApproximate(location.longitude) : location.longitude;

  return {
    id: general.id,
    lat,
    lng,
    title: card.title,
    href: card.href,
    priceText: card.priceText,
    statusLabel: card.statusLabel,
    status,
    photo: card.photo?.src ?? null,
    approximate,
  };
}

/** Markers of the estates that can have one, in the order given. */
export function toMapMarkers(estates: readonly EstateSummary[], toCard: (estate: EstateSummary) => EstateCardModel): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const estate of estates) {
    const marker = toMapMarker(estate, toCard(estate));
    if (marker) markers.push(marker);
  }
  return markers;
}
