import { describe, expect, it } from 'vitest';
import { compareModel, costToBuyTotal, type CompareRow, type CompareTexts } from '@/lib/estates/compare/compare-model';
import { pricePerSquareMetre } from '@/lib/estates/price';
import { compareParam, MAX_COMPARE, parseCompareParam } from '@/lib/estates/compare/selection';
import { costToBuyView } from '@/lib/estates/cost-to-buy/panel';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';

const day = '2026-11-24';
const texts: CompareTexts = {
  price: (price) => (price.kind === 'amount' ? price.amount : price.kind === 'perMonth' ? `${price.amount} per month` : price.kind),
  translate: (key) => ({ 'FieldEnums.condition.GOOD_CONDITION': 'Good', 'FieldEnums.condition.TO_RENOVATE': 'To renovate' })[key],
};

type Changes = { id: number; price?: number | null; livable?: number | null; land?: number | null; energy?: Partial<EstateDetail['energy']>; fields?: EstateDetail['fields']; general?: Partial<EstateDetail['general']> };

function listing({ id, price = 400_000, livable = 200, land = 500, energy = {}, fields = {}, general = {} }: Changes): EstateDetail {
  const base = estateDetail({ general: { id, ...general }, fields });
  return {
    ...base,
    general: { ...base.general, price: { ...base.general.price, value: price } },
    surfaces: { livable, land },
    energy: { ...base.energy, ...energy },
  };
}

function row(rows: readonly CompareRow[], key: CompareRow['key']): CompareRow | undefined {
  return rows.find((candidate) => candidate.key === key);
}

describe('the compare link', () => {
  it('reads ids in their order, without duplicates, and writes them back', () => {
    expect(parseCompareParam('12,34, 56,12')).toEqual({ ids: [12, 34, 56], overLimit: [], malformed: 0 });
    expect(compareParam([12, 34, 56])).toBe('12,34,56');
    expect(parseCompareParam(['12', '34'])).toEqual({ ids: [12, 34], overLimit: [], malformed: 0 });
  });

  it(`keeps the first ${MAX_COMPARE} and says how many more there were`, () => {
    expect(parseCompareParam('1,2,3,4,5,6')).toEqual({ ids: [1, 2, 3, 4], overLimit: [5, 6], malformed: 0 });
  });

  it('counts what is not a listing id, and reads nothing from an empty or missing parameter', () => {
    expect(parseCompareParam('abc,0,-3,7,99999999999,1e3,8')).toEqual({ ids: [7, 8], overLimit: [], malformed: 5 });
    expect(parseCompareParam(undefined)).toEqual({ ids: [], overLimit: [], malformed: 0 });
    expect(parseCompareParam('')).toEqual({ ids: [], overLimit: [], malformed: 0 });
  });

  it('reads only the first 200 characters of a pasted link', () => {
    expect(parseCompareParam('1,'.repeat(5000)).ids).toEqual([1]);
  });
});

describe('the comparison model', () => {
  it('computes the price per m² of living area, and none without a price or an area', () => {
    expect(pricePerSquareMetre(listing({ id: 1, price: 300_000, livable: 120 }))).toBe(2_500);
    expect(pricePerSquareMetre(listing({ id: 1, price: 100_000, livable: 3 }))).toBe(33_333.33);
    expect(pricePerSquareMetre(listing({ id: 1, price: null }))).toBeNull();
    expect(pricePerSquareMetre(listing({ id: 1, livable: null }))).toBeNull();
    expect(pricePerSquareMetre(listing({ id: 1, livable: 0 }))).toBeNull();
    // Under the VAT regime the price is hidden, so is its price per m².
    expect(pricePerSquareMetre(listing({ id: 1, fields: { financial: { vat_regime: true } } }))).toBeNull();
  });

  it('has the rows a buyer compares, in order, and marks those that differ', () => {
    const { rows } = compareModel(
      [
        listing({ id: 1, price: 300_000, livable: 150, energy: { label: 'B', epcValue: 180, floodingScoreBuilding: 'A' }, fields: { construction: { construction_year: '1998', condition: 'GOOD_CONDITION' } } }),
        listing({ id: 2, price: 300_000, livable: 120, energy: { label: 'B', epcValue: 250, floodingScoreBuilding: 'D' }, fields: { construction: { construction_year: '1998', condition: 'TO_RENOVATE' } } }),
        listing({ id: 3, price: 350_000, livable: 150, energy: { label: 'C', epcValue: 180, floodingScoreBuilding: 'A' }, fields: { construction: { construction_year: '1975', condition: 'GOOD_CONDITION' } } }),
      ],
      day,
      texts,
    );
    expect(rows.map((r) => r.key)).toEqual([
      'price',
      'pricePerM2',
      'costToBuy',
      'livingSurface',
      'plotSurface',
      'bedrooms',
      'epcLabel',
      'epcValue',
      'floodingBuilding',
      'constructionYear',
      'condition',
    ]);
    expect(row(rows, 'price')).toMatchObject({ cells: [{ text: '€ 300.000,00' }, { text: '€ 300.000,00' }, { text: '€ 350.000,00' }], differs: true });
    expect(row(rows, 'pricePerM2')?.cells.map((cell) => cell?.text)).toEqual(['€ 2.000,00 /m²', '€ 2.500,00 /m²', '€ 2.333,33 /m²']);
    expect(row(rows, 'plotSurface')).toMatchObject({ cells: [{ text: '500,00 m²' }, { text: '500,00 m²' }, { text: '500,00 m²' }], differs: false });
    expect(row(rows, 'bedrooms')?.differs).toBe(false);
    expect(row(rows, 'epcLabel')?.cells.map((cell) => cell?.text)).toEqual(['B', 'B', 'C']);
    expect(row(rows, 'epcValue')?.cells.map((cell) => cell?.text)).toEqual(['180 kWh/m²', '250 kWh/m²', '180 kWh/m²']);
    // A score after C carries the flood-risk note, so the warning is in words as well.
    expect(row(rows, 'floodingBuilding')?.cells).toEqual([{ text: 'A' }, { text: 'D', note: 'floodWarning' }, { text: 'A' }]);
    expect(row(rows, 'constructionYear')?.cells.map((cell) => cell?.text)).toEqual(['1998', '1998', '1975']);
    expect(row(rows, 'condition')?.cells.map((cell) => cell?.text)).toEqual(['Good', 'To renovate', 'Good']);
  });

  it('gives the cost-to-buy total of the panel, for the only own home of a house for sale', () => {
    const estate = listing({ id: 1, price: 495_000 });
    const panel = costToBuyView(estate, day);
    expect(panel?.kind).toBe('amounts');
    const expected = panel?.kind === 'amounts' ? panel.situations[0]?.totalWithPrice : undefined;
    expect(costToBuyTotal(estate, day)).toEqual({ total: expected, situation: 'ownHome' });
    const { rows } = compareModel([estate], day, texts);
    expect(row(rows, 'costToBuy')?.cells[0]?.note).toBe('ownHome');
    // A garage has only the general rate: the cell says which situation it assumes.
    const garage = listing({ id: 2, general: { headType: { id: 5, name: 'Garage' } } });
    expect(costToBuyTotal(garage, day)?.situation).toBe('other');
  });

  it('leaves a missing value empty, and a missing value differs from a given one', () => {
    const { rows } = compareModel([listing({ id: 1, livable: 150 }), listing({ id: 2, livable: null })], day, texts);
    expect(row(rows, 'livingSurface')).toEqual({ key: 'livingSurface', cells: [{ text: '150,00 m²' }, null], differs: true });
    expect(row(rows, 'pricePerM2')?.cells[1]).toBeNull();
  });

  it('leaves out a row no listing has a value for, and marks nothing with one listing', () => {
    const { rows } = compareModel([listing({ id: 1, energy: { label: null, epcValue: null } })], day, texts);
    expect(row(rows, 'epcLabel')).toBeUndefined();
    expect(row(rows, 'epcValue')).toBeUndefined();
    expect(row(rows, 'renovationYear')).toBeUndefined();
    expect(rows.every((r) => !r.differs)).toBe(true);
  });

  it('gives a rental no cost to buy, a monthly price per m², and says when sale and rent are mixed', () => {
    const rent = listing({ id: 2, price: 1_200, livable: 80, general: { transaction: { id: 2, name: 'Te huur' } } });
    const model = compareModel([listing({ id: 1 }), rent], day, texts);
    expect(model.mixesSaleAndRent).toBe(true);
    expect(row(model.rows, 'costToBuy')?.cells[1]).toBeNull();
    expect(row(model.rows, 'pricePerM2')?.cells[1]).toEqual({ text: '€ 15,00 /m²', note: 'perMonth' });
    expect(row(model.rows, 'price')?.cells[1]?.text).toBe('€ 1.200,00 per month');
    expect(compareModel([rent, { ...rent, general: { ...rent.general, id: 3 } }], day, texts).mixesSaleAndRent).toBe(false);
  });
});
