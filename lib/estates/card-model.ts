import type { Locale, Status } from '@/lib/rules';
import { statusOfTransaction } from '@/lib/rules';
import { formatArea, formatCurrency } from '@/lib/rules/format';
import { cityName, pickLocalized } from '@/lib/rules/localized';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estateHref, type EnumLabel } from './estate-href';
import { listedArea, type AreaKind } from './listed-area';
import { estateBadges } from './badges';
import type { CardBadgeKind } from './card-model-schema';
import { nextOpenHouse, openHouseDay } from './open-house';
import { estatePrice, type PriceDisplay } from './price';

/**
 * Everything a card shows, as plain serialisable props: the server maps an API estate to it once,
 * and the same card renders on the server (first page) and in the browser (next pages, favourites).
 */
export type EstateCardModel = {
  id: number;
  /** Localised detail path, e.g. /nl/aanbod/12/villa-te-koop-in-… */
  href: string;
  title: string;
  /** "2800 Mechelen" */
  location: string;
  priceText: string;
  /** The price before it was lowered, to show struck through, with its hidden label ("Previous price"). */
  previousPrice: { label: string; text: string } | null;
  /** Badges beside the status: new (published in the last 14 days), price lowered, the next open house. */
  badges: { kind: CardBadgeKind; label: string }[];
  status: Status | null;
  statusLabel: string;
  /** Short facts in display order: subtype or "project", bedrooms, the area that fits the type. */
  facts: string[];
  photo: { src: string; alt: string } | null;
  /** A new-build project: its units are compared, not the project (no compare button). */
  project?: true;
  /** The group this card falls in when the list is grouped (type, status, subtype or city). */
  group?: { key: string; label: string };
};

/** The texts a card needs that come from messages (EstateCard namespace). */
export type CardTexts = {
  price: (price: PriceDisplay) => string;
  bedrooms: (count: number) => string;
  /** "120 m² bewoonbaar", "800 m² grond", "18 m² oppervlakte": the area named for its kind. */
  area: (kind: AreaKind, surface: string) => string;
  project: string;
  photoOf: (title: string) => string;
  badgeNew: string;
  badgePriceLowered: string;
  /** "Kijkdag za 6 dec": the next open house's day, already in the card's language. */
  badgeOpenHouse: (day: string) => string;
  previousPrice: string;
};

export function toEstateCardModel(
  estate: EstateSummary,
  locale: Locale,
  label: EnumLabel,
  texts: CardTexts,
  pathOf: (href: ReturnType<typeof estateHref>) => string,
  now: Date = new Date(),
): EstateCardModel {
  const { general, address } = estate;
  const title = pickLocalized(general.title, locale);
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];
  const area = listedArea(general.headType.id, estate.surfaces);
  const facts = [
    general.project ? texts.project : label('subType', general.subType),
    general.bedroomCount ? texts.bedrooms(general.bedroomCount) : null,
    area ? texts.area(area.kind, formatArea(area.value)) : null,
  ].filter((fact): fact is string => fact !== null);
  const { isNew, previousPrice } = estateBadges(estate, now);
  const openHouse = nextOpenHouse(estate.openHouses, now);
  const badges: EstateCardModel['badges'] = [
    ...(isNew ? [{ kind: 'new' as const, label: texts.badgeNew }] : []),
    ...(previousPrice !== null ? [{ kind: 'priceLowered' as const, label: texts.badgePriceLowered }] : []),
    ...(openHouse ? [{ kind: 'openHouse' as const, label: texts.badgeOpenHouse(openHouseDay(openHouse.start, locale)) }] : []),
  ];

  return {
    id: general.id,
    href: pathOf(estateHref(estate, locale, label)),
    title,
    location: `${address.city.zip} ${cityName(address.city, locale)}`,
    priceText: texts.price(estatePrice(estate)),
    previousPrice: previousPrice !== null ? { label: texts.previousPrice, text: formatCurrency(previousPrice) } : null,
    badges,
    status: statusOfTransaction(general.transaction.id) ?? null,
    statusLabel: label('transaction', general.transaction),
    facts,
    photo: photo ? { src: photo.thumbnail, alt: texts.photoOf(title) } : null,
    ...(general.project ? { project: true as const } : {}),
  };
}
