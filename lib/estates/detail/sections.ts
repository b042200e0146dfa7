// The detail page's blocks as the views draw them: each block gets its own small shape, made here from the
// site API's estate, so no component reads the answer's field names.
import type { Status } from '@/lib/rules';
import { coordinatesText } from '@/lib/estates/brochure/brochure';
import { costToBuyView, fieldsShownByCostToBuy, type CostToBuyView } from '@/lib/estates/cost-to-buy/panel';
import type { OpenHouseDay } from '@/lib/estates/open-house';
import { isUnderVatRegime } from '@/lib/estates/price';
import type { VideoLink, VisitLink } from '@/lib/media/links';
import type { Photo } from '@/lib/media/photo';
import { estatePlans, type EstateFile, type Plan } from '@/lib/media/plans';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { listingFields, type ListingFields } from './display-fields';
import { energyView, fieldsShownByEnergy, type EnergyView } from './energy';
import { keyFacts, type KeyFacts } from './key-facts';
import { fieldsShownByLegalInformation, legalInformationView, type LegalInformationView } from './legal-information';

/** Facilities and build technicals come named by the API; surroundings are codes the page labels. */
export type FeaturesView = {
  facilities: string[];
  environments: string[];
  technicals: { name: string; value: string; comment: string | null }[];
};

export function featuresView(estate: Pick<EstateDetail, 'facilities' | 'environments' | 'buildTechnicals'>): FeaturesView {
  return {
    facilities: estate.facilities.map((facility) => facility.name),
    environments: estate.environments,
    technicals: estate.buildTechnicals.map((item) => ({ name: item.criteria.name, value: item.value, comment: item.comment })),
  };
}

/** One change of price or status; the transaction, when sent, tells "under option" apart from its status. */
export type PriceHistoryRow = { date: string; price: number | null; status: Status; transactionId?: number };

/** The history newest first, and whether prices are hidden (VAT regime, document 001, section 5). */
export type PriceHistoryView = { rows: PriceHistoryRow[]; hidePrice: boolean };

export function priceHistoryView(estate: Pick<EstateDetail, 'history' | 'fields'>): PriceHistoryView {
  const rows = [...(estate.history ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return { rows, hidePrice: isUnderVatRegime(estate) };
}

export type DetailSections = {
  keyFacts: KeyFacts;
  energy: EnergyView;
  legal: LegalInformationView;
  costToBuy: CostToBuyView | null;
  /** The catalogue fields less those the energy, legal and cost-to-buy blocks show: the agency's costs once. */
  listing: ListingFields;
  priceHistory: PriceHistoryView;
  features: FeaturesView;
  /** The printed sheet's coordinates; null for a hidden address. */
  coordinates: string | null;
  photos: Photo[];
  /** Floor plans, shown after the photos. */
  plans: Plan[];
  documents: EstateFile[];
  videos: VideoLink[];
  visits: VisitLink[];
  /** Every open house sent, past ones included: the banner picks the coming ones at render time. */
  openHouses: OpenHouseDay[];
};

/** Every block of the detail page from the estate; `day` (YYYY-MM-DD in Belgium) dates the cost estimate. */
export function detailSections(estate: EstateDetail, day: string): DetailSections {
  const energy = energyView(estate);
  const legal = legalInformationView(estate);
  const costToBuy = costToBuyView(estate, day);
  const shownElsewhere = new Set([...fieldsShownByEnergy(energy), ...fieldsShownByLegalInformation(legal), ...fieldsShownByCostToBuy(costToBuy)]);
  return {
    keyFacts: keyFacts(estate),
    energy,
    legal,
    costToBuy,
    listing: listingFields(estate, shownElsewhere),
    priceHistory: priceHistoryView(estate),
    features: featuresView(estate),
    coordinates: coordinatesText(estate.address),
    photos: estate.pictures,
    plans: estatePlans(estate.files),
    documents: estate.files,
    videos: estate.videos,
    visits: estate.virtualVisits,
    openHouses: estate.openHouses ?? [],
  };
}
