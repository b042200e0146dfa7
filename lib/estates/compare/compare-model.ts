// What the compare page shows: the same facts of up to four listings as rows, and which rows differ.
// Pure: every value comes from the estates and the rules the detail page already uses (visibility,
// price, energy, key facts, cost to buy), so a fact reads the same on both pages.
import { rentTransactionIds } from '@/lib/rules';
import { formatArea, formatCurrency, formatCurrencyPerSquareMetre, formatEpc, formatNumber } from '@/lib/rules/format';
import { costToBuyView } from '@/lib/estates/cost-to-buy/panel';
import type { Situation } from '@/lib/estates/cost-to-buy/rates';
import { displayField, type Translate } from '@/lib/estates/detail/display-fields';
import { energyView } from '@/lib/estates/detail/energy';
import { keyFacts } from '@/lib/estates/detail/key-facts';
import { visibleFields } from '@/lib/estates/detail/visibility';
import { estatePrice, pricePerSquareMetre, type PriceDisplay } from '@/lib/estates/price';
import type { EstateDetail } from '@/lib/site-api/schemas';

/** The rows in display order: what a buyer or tenant weighs first, then the rest of the data. */
export const compareRowKeys = [
  'price',
  'pricePerM2',
  'costToBuy',
  'monthlyCosts',
  'livingSurface',
  'plotSurface',
  'terraceSurface',
  'gardenSurface',
  'bedrooms',
  'bathrooms',
  'garages',
  'epcLabel',
  'epcValue',
  'floodingBuilding',
  'floodingParcel',
  'constructionYear',
  'renovationYear',
  'condition',
  'facades',
  'heating',
  'cadastralIncome',
] as const;
export type CompareRowKey = (typeof compareRowKeys)[number];

/** One value: its text, and a note beside it (the situation a cost assumes, a flood warning). Null: the listing does not say. */
export type CompareCell = { text: string; note?: 'ownHome' | 'other' | 'perMonth' | 'floodWarning' } | null;

export type CompareRow = {
  key: CompareRowKey;
  cells: CompareCell[];
  /** Two listings or more, and not all the same (a missing value differs from a given one). */
  differs: boolean;
};

export type CompareTexts = {
  /** The localised price line ("€ 1.250,00 per month", "Price on request"). */
  price: (price: PriceDisplay) => string;
  /** A message by its full key, for field labels and enumeration values (lib/estates/detail/display-fields.ts). */
  translate: Translate;
};

export type CompareModel = { rows: CompareRow[]; mixesSaleAndRent: boolean };

export function isForRent(estate: Pick<EstateDetail, 'general'>): boolean {
  return rentTransactionIds.includes(estate.general.transaction.id);
}

/**
 * The cost-to-buy total (price, duties or VAT, notary) for a listing for sale, in the situation the
 * detail panel names first: the buyer's only own home where those rates apply (houses, apartments,
 * plots), otherwise any other purchase. Null for rentals, projects, the VAT regime and unknown regions.
 */
export function costToBuyTotal(estate: EstateDetail, day: string): { total: number; situation: Situation } | null {
  const view = costToBuyView(estate, day);
  if (view?.kind !== 'amounts') return null;
  const first = view.situations[0];
  return first ? { total: first.totalWithPrice, situation: first.situation } : null;
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function cellsOf(estate: EstateDetail, day: string, texts: CompareTexts): Record<CompareRowKey, CompareCell> {
  const fields = new Map(visibleFields(estate).map((field) => [`${field.group}.${field.key}`, field]));
  const field = (id: string): CompareCell => {
    const ref = fields.get(id);
    if (!ref || ref.value === null || ref.value === undefined || ref.value === '') return null;
    return { text: displayField(ref, texts.translate).value };
  };
  const facts = keyFacts(estate);
  const energy = energyView(estate);
  const rent = isForRent(estate);
  const perM2 = pricePerSquareMetre(estate);
  const cost = rent ? null : costToBuyTotal(estate, day);
  const number = (value: number | null): CompareCell => (positive(value) ? { text: formatNumber(value) } : null);
  const area = (value: number | null): CompareCell => (positive(value) ? { text: formatArea(value) } : null);
  const flooding = (value: typeof energy.floodingBuilding): CompareCell =>
    value ? (value.warning ? { text: value.score, note: 'floodWarning' } : { text: value.score }) : null;
  const parking = (facts.garages ?? 0) + (facts.parkingSpaces ?? 0);

  return {
    price: { text: texts.price(estatePrice(estate)) },
    pricePerM2: perM2 === null ? null : rent ? { text: formatCurrencyPerSquareMetre(perM2), note: 'perMonth' } : { text: formatCurrencyPerSquareMetre(perM2) },
    costToBuy: cost ? { text: formatCurrency(cost.total), note: cost.situation } : null,
    monthlyCosts: field('financial.monthly_costs'),
    livingSurface: area(facts.livingSurface),
    plotSurface: area(facts.plotSurface),
    terraceSurface: area(facts.terraceSurface),
    gardenSurface: field('other.garden_surface'),
    bedrooms: number(facts.bedrooms),
    bathrooms: number(facts.bathrooms),
    garages: number(parking),
    epcLabel: energy.label ? { text: energy.label.text } : null,
    epcValue: positive(energy.epcValue) ? { text: formatEpc(energy.epcValue) } : null,
    floodingBuilding: flooding(energy.floodingBuilding),
    floodingParcel: flooding(energy.floodingParcel),
    constructionYear: field('construction.construction_year'),
    renovationYear: field('construction.renovation_year'),
    condition: field('construction.condition'),
    facades: field('construction.facades_count'),
    heating: field('comfort.heating'),
    cadastralIncome: field('financial.cadastral_income'),
  };
}

function differs(cells: readonly CompareCell[]): boolean {
  if (cells.length < 2) return false;
  const first = cells[0]?.text ?? null;
  return cells.some((cell) => (cell?.text ?? null) !== first);
}

/** The rows of the listings given, in column order; a row no listing has a value for is left out. */
export function compareModel(estates: readonly EstateDetail[], day: string, texts: CompareTexts): CompareModel {
  const columns = estates.map((estate) => cellsOf(estate, day, texts));
  const rows = compareRowKeys.flatMap((key): CompareRow[] => {
    const cells = columns.map((column) => column[key]);
    return cells.some((cell) => cell !== null) ? [{ key, cells, differs: differs(cells) }] : [];
  });
  const rentals = estates.filter(isForRent).length;
  return { rows, mixesSaleAndRent: rentals > 0 && rentals < estates.length };
}
