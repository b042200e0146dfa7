// The display model of a rental unit's detail page (document 001, sections 2 and 3): its fields with
// the spec's hiding rule, its address, photos, map pin and virtual tour, built once on the server.
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { pinTown, roundApproximate, type LocationPin } from '@/lib/estates/map-markers';
import { embeddableUrl } from '@/lib/media/links';
import type { RentalUnit } from '@/lib/site-api/schemas';
import { rentalCityName, rentalPriceFrom, rentalTitle, type RentalCardTexts } from './card-model';
import { rentalPhotoSizes, rentalPhotoUrl } from './photo-url';

/** The fields of a rental unit in display order; each is labelled by its key (RentalFields namespace). */
export const rentalFieldKeys = [
  'location',
  'city',
  'maxOccupation',
  'type',
  'bedrooms',
  'bathrooms',
  'floor',
  'garage',
  'building',
  'reference',
] as const;
export type RentalFieldKey = (typeof rentalFieldKeys)[number];

/**
 * The spec's rule for rental units: a field is hidden when its value is undefined, null, empty or 0.
 * Empty covers a blank string and an empty list. `false` is a value (garage: no) and is shown.
 */
export function isShownRentalValue(value: unknown): boolean {
  if (value === undefined || value === null || value === 0) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export type RentalField = { key: RentalFieldKey; label: string; value: string };

export type RentalUnitTexts = Pick<RentalCardTexts, 'fallbackTitle' | 'occupancy' | 'priceFrom'> & {
  /** The field's label; a missing translation gives `_key_` (the spec's rule, done by the message loader). */
  label: (key: RentalFieldKey) => string;
  yes: string;
  no: string;
  box: (box: string) => string;
};

export type RentalPhoto = { file: string; thumbnail: string; index: number };

export type RentalUnitView = {
  id: number;
  title: string;
  /** Sanitised later, where it becomes HTML (RichText). */
  descriptionHtml: string;
  shortDescription: string;
  kind: string;
  city: string;
  fields: RentalField[];
  options: string[];
  /** "Zeedijk 100 bus 5A", only when the agency shows the address. */
  street: string | null;
  /** "8400 Oostende", with the municipality's name in the visitor's language. */
  place: string;
  photos: RentalPhoto[];
  /** Null when the location or its coordinates are missing: the page has no map then (section 4). */
  pin: LocationPin | null;
  virtualTour: string | null;
  /** "vanaf € 650 per week", when the API names a price. */
  price: string | null;
  /** Guests the unit takes, when the agency says. */
  maxOccupation: number | null;
  /** The agency's rental name of the unit, shown as its reference. */
  reference: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  zip: string;
};

function fieldValues(unit: RentalUnit, locale: Locale): Record<RentalFieldKey, string | number | boolean | null | undefined> {
  const { general, places } = unit;
  return {
    location: general.location.name,
    city: rentalCityName(unit, locale),
    maxOccupation: general.maxOccupation,
    type: general.subKind.name,
    bedrooms: places.bedrooms,
    bathrooms: places.bathrooms,
    floor: general.floor,
    garage: general.garage,
    building: general.building.name,
    reference: general.building.rentalName,
  };
}

function displayValue(key: RentalFieldKey, value: string | number | boolean, texts: RentalUnitTexts): string {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (key === 'maxOccupation' && typeof value === 'number') return texts.occupancy(value);
  return String(value);
}

export function toRentalUnitView(unit: RentalUnit, locale: Locale, accountId: number, texts: RentalUnitTexts): RentalUnitView {
  const { general, address } = unit;
  const values = fieldValues(unit, locale);
  const fields = rentalFieldKeys.flatMap((key) => {
    const value = values[key];
    return isShownRentalValue(value) && value !== null && value !== undefined ? [{ key, label: texts.label(key), value: displayValue(key, value, texts) }] : [];
  });
  const street = pickLocalized(address.street, locale);
  const title = rentalTitle(unit, locale, texts);
  const location = unit.location;

  return {
    id: unit.id,
    title,
    price: rentalPriceFrom(unit, texts),
    descriptionHtml: pickLocalized(general.description, locale),
    shortDescription: pickLocalized(general.descriptionShort, locale),
    kind: general.subKind.name,
    city: rentalCityName(unit, locale),
    fields,
    options: unit.options.filter(isShownRentalValue),
    street:
      address.visible && street
        ? [street, address.number, address.box ? texts.box(address.box) : null].filter(isShownRentalValue).join(' ')
        : null,
    place: `${address.city.zip} ${rentalCityName(unit, locale)}`.trim(),
    photos: unit.photos.map((photo, index) => ({
      file: rentalPhotoUrl(accountId, photo.id, rentalPhotoSizes.large),
      thumbnail: rentalPhotoUrl(accountId, photo.id, rentalPhotoSizes.thumbnail),
      index,
    })),
    // No map without a location or its coordinates (0 included: no place in Belgium lies on it). A hidden
    // address is drawn as an area, never as a house.
    pin:
      location && hasCoordinate(location.latitude) && hasCoordinate(location.longitude)
        ? {
            lat: address.visible ? location.latitude : roundApproximate(location.latitude),
            lng: address.visible ? location.longitude : roundApproximate(location.longitude),
            title,
            approximate: !address.visible,
            town: pinTown({ name: general.city.name, alias: address.city.alias }, locale),
          }
        : null,
    virtualTour: unit.virtualTour ? embeddableUrl(unit.virtualTour) : null,
    maxOccupation: general.maxOccupation,
    reference: general.building.rentalName,
    bedrooms: unit.places.bedrooms,
    bathrooms: unit.places.bathrooms,
    zip: address.city.zip,
  };
}

function hasCoordinate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0;
}
