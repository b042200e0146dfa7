// What the seed decides about one estate before it writes the answer documents.
import type { Texts } from '../types';
import type { SeedCity } from './cities';
import type { SeedRep, SeedSite } from './sites';
import type { SeedStreet } from './streets';
import type { HighlightKey } from './texts';

export type Category = 'residential' | 'plot' | 'parking' | 'business' | 'project';
export type Deal = 'sale' | 'rent' | 'takeover';

export const conditions = ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'] as const;
export type Condition = (typeof conditions)[number];

export type EstatePlan = {
  id: number;
  site: SeedSite;
  parentId: number | null;
  project: boolean;
  category: Category;
  city: SeedCity;
  headTypeId: number;
  subTypeId: number;
  transactionId: number;
  deal: Deal;
  publicationDate: Date;
  price: { value: number | null; totalPrice: number | null; priceFrom: number | null; constructionValue: number | null };
  /** The price search and sort use: the asking price, or the project's price from. */
  searchPrice: number | null;
  vatRegime: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  toilets: number | null;
  livable: number | null;
  land: number | null;
  floor: number | null;
  floorId: number | null;
  floorsCount: number | null;
  facades: number | null;
  constructionYear: number | null;
  condition: Condition | null;
  epcValue: number | null;
  epcLabel: string | null;
  heating: string | null;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
  lift: boolean;
  pool: boolean;
  seaView: boolean;
  solar: boolean;
  furnished: boolean;
  street: SeedStreet;
  number: string;
  box: string | null;
  addressVisible: boolean;
  location: { latitude: number; longitude: number } | null;
  title: Texts;
  description: Texts;
  shortDescription: Texts | null;
  highlights: HighlightKey[];
  pictures: string[];
  rep: SeedRep;
  exclusive: boolean;
  agendaId: number | null;
  collections: number[];
  /** Set on a project: its units, delivery and phase. */
  projectInfo: { units: number; soldUnits: number; deliveryYear: number; phase: string; eLevel: number } | null;
};

export const residentialSubTypes: readonly number[] = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15];
export const apartmentSubTypes: readonly number[] = [10, 11, 12, 13, 14, 15];

export function dealOf(transactionId: number): Deal {
  if ([2, 4, 6, 8].includes(transactionId)) return 'rent';
  if ([3, 7].includes(transactionId)) return 'takeover';
  return 'sale';
}

export function categoryOf(subTypeId: number): Category {
  if (subTypeId === 50) return 'project';
  if (subTypeId === 20 || subTypeId === 21) return 'plot';
  if (subTypeId >= 40 && subTypeId <= 43) return 'parking';
  if (subTypeId >= 30 && subTypeId <= 35) return 'business';
  return 'residential';
}

/** Sold (5) and rented (6) estates no longer show a price. */
export const isClosed = (transactionId: number) => transactionId === 5 || transactionId === 6;
