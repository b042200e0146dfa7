import type { Locale } from '@/lib/rules';
import { formatCurrency } from '@/lib/rules/format';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import type { RentalUnit } from '@/lib/site-api/schemas';
import { rentalPhotoSizes, rentalPhotoUrl } from './photo-url';

/**
 * Everything a rental card shows, as plain serialisable props: mapped once on the server, rendered the
 * same on the server (first page) and in the browser (next pages, similar units).
 */
export type RentalCardModel = {
  id: number;
  /** Localised detail path, e.g. /fr/vacances/8101 */
  href: string;
  title: string;
  /** "Kust · 8300 Knokke-Heist" */
  location: string;
  /** Occupancy, bedrooms and kind, in that order; each only when known. */
  facts: string[];
  /** The 600x400 thumbnail of the first photo. */
  photo: { src: string; alt: string } | null;
  /** "vanaf € 650 per week", when the API names a price. */
  price: string | null;
};

/** The texts a card needs that come from messages (RentalCard namespace). */
export type RentalCardTexts = {
  occupancy: (count: number) => string;
  bedrooms: (count: number) => string;
  photoOf: (title: string) => string;
  /** "{kind} in {city}", the title of a unit without a short description. */
  fallbackTitle: (kind: string, city: string) => string;
  /** "vanaf € 650 per week": the lowest price of a free period and its type. */
  priceFrom: (price: string, periodType: string) => string;
};

/** The unit's "from" price in words, or null when the API sends none. */
export function rentalPriceFrom(unit: Pick<RentalUnit, 'priceFrom'>, texts: Pick<RentalCardTexts, 'priceFrom'>): string | null {
  return unit.priceFrom ? texts.priceFrom(formatCurrency(unit.priceFrom.price), unit.priceFrom.periodType) : null;
}

/** The visitor's name for the unit's municipality: the address's alias in their language, else the API's name. */
export function rentalCityName(unit: Pick<RentalUnit, 'general' | 'address'>, locale: Locale): string {
  const alias = unit.address.city.alias;
  return alias ? cityName({ name: unit.general.city.name, alias }, locale) : unit.general.city.name;
}

/** A plain-text title: the short description (HTML-free), or the kind and municipality. */
export function rentalTitle(unit: Pick<RentalUnit, 'general' | 'address'>, locale: Locale, texts: Pick<RentalCardTexts, 'fallbackTitle'>): string {
  // Stripped per language before picking: a language holding only markup counts as empty.
  const shortTexts = unit.general.descriptionShort;
  const short = pickLocalized(shortTexts && Object.fromEntries(Object.entries(shortTexts).map(([l, text]) => [l, text ? plainText(text) : text])), locale);
  return short || texts.fallbackTitle(unit.general.subKind.name, rentalCityName(unit, locale));
}

/** Tags stripped and whitespace collapsed: a short description sometimes arrives as HTML. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toRentalCardModel(
  unit: RentalUnit,
  locale: Locale,
  accountId: number,
  texts: RentalCardTexts,
  pathOf: (href: { pathname: '/holiday/[rentalUnitId]'; params: { rentalUnitId: number } }) => string,
): RentalCardModel {
  const { general, places, address } = unit;
  const title = rentalTitle(unit, locale, texts);
  const city = rentalCityName(unit, locale);
  const first = unit.photos[0];
  const facts: string[] = [];
  if (general.maxOccupation) facts.push(texts.occupancy(general.maxOccupation));
  if (places.bedrooms) facts.push(texts.bedrooms(places.bedrooms));
  if (general.subKind.name) facts.push(general.subKind.name);
  return {
    id: unit.id,
    href: pathOf({ pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: unit.id } }),
    title,
    location: [general.location.name, `${address.city.zip} ${city}`.trim()].filter(Boolean).join(' · '),
    facts,
    photo: first ? { src: rentalPhotoUrl(accountId, first.id, rentalPhotoSizes.thumbnail), alt: texts.photoOf(title) } : null,
    price: rentalPriceFrom(unit, texts),
  };
}
