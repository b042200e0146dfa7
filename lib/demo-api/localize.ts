// Adds the names of enumeration values, in the request's language, to the stored documents.
import type { Locale } from '@/lib/rules';
import type { EstateDetail, EstateSummary, IdName, Localized, RentalUnit } from '@/lib/site-api/schemas';
import {
  buildTechnicalLabels,
  facilityLabels,
  headTypeLabels,
  labelOf,
  rentalLocationLabels,
  rentalSubKindLabels,
  roomTypeLabels,
  subTypeLabels,
  transactionLabels,
} from './seed/labels';
import type { Ref, StoredEstateDoc, StoredEstateSummary, StoredRentalUnitDoc, StoredSummaryGeneral, Texts } from './types';

const named = (table: Record<number, Texts>, ref: Ref, locale: Locale): IdName => ({ id: ref.id, name: labelOf(table, ref.id, locale) });

function generalSummary(general: StoredSummaryGeneral, locale: Locale): EstateSummary['general'] {
  return {
    ...general,
    headType: named(headTypeLabels, general.headType, locale),
    subType: named(subTypeLabels, general.subType, locale),
    transaction: named(transactionLabels, general.transaction, locale),
  };
}

export function localizeSummary(summary: StoredEstateSummary, collections: number[], locale: Locale, vatRegime = false): EstateSummary {
  const localized = { ...summary, general: generalSummary(summary.general, locale), collections };
  // Only the field a card needs (the VAT regime hides its price); the detail call sends them all.
  return vatRegime ? { ...localized, fields: { financial: { vat_regime: true } } } : localized;
}

export function localizeDetail(doc: StoredEstateDoc, collections: number[], locale: Locale): EstateDetail {
  const { description, shortDescription, floorId, ...summaryGeneral } = doc.general;
  return {
    ...doc,
    general: { ...generalSummary(summaryGeneral, locale), description, shortDescription, floorId },
    collections,
    layout: doc.layout.map((room) => ({ ...room, value: named(roomTypeLabels, room.value, locale) })),
    facilities: doc.facilities.map((f) => named(facilityLabels, f, locale)),
    buildTechnicals: doc.buildTechnicals.map((b) => ({ ...b, criteria: named(buildTechnicalLabels, b.criteria, locale) })),
  };
}

export const cityNameIn = (city: { name: string; alias: Localized | null }, locale: Locale) => city.alias?.[locale] ?? city.name;

export function localizeRentalUnit(doc: StoredRentalUnitDoc, locale: Locale): RentalUnit {
  const g = doc.general;
  return {
    ...doc,
    general: {
      ...g,
      location: named(rentalLocationLabels, g.location, locale),
      subKind: named(rentalSubKindLabels, g.subKind, locale),
      city: { id: g.city.id, name: cityNameIn(g.city, locale) },
    },
  };
}
