import { describe, expect, it } from 'vitest';
import { buildDisplayGroups, type DisplayGroup } from '@/lib/estates/detail/display-fields';
import { compareModel } from '@/lib/estates/compare/compare-model';
import type { EstateDetail, FieldValue } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';
import { translatorFor } from './translate';

const nl = translatorFor('nl');

/**
 * A house of 120 m² published at € 300.000 and lowered to € 270.000: the back office changed the price,
 * not the price per m² it wrote when publishing (€ 2.500).
 */
function loweredListing({ livable = 120, perM2 = 2_500 }: { livable?: number | null; perM2?: FieldValue } = {}): EstateDetail {
  const base = estateDetail({ fields: { financial: { price: 270_000, price_per_square_meter: perM2 } } });
  return {
    ...base,
    general: { ...base.general, price: { ...base.general.price, value: 270_000 } },
    surfaces: { livable, land: 500 },
    history: [
      { date: '2026-09-01T08:00:00.000Z', price: 300_000, status: 'FOR_SALE', transactionId: base.general.transaction.id },
      { date: '2026-11-01T08:00:00.000Z', price: 270_000, status: 'FOR_SALE', transactionId: base.general.transaction.id },
    ],
  };
}

const perM2Field = (groups: DisplayGroup[]) => groups.find((g) => g.key === 'financial')?.fields.find((f) => f.key === 'price_per_square_meter');

describe('the price per m² after a price drop', () => {
  it('the detail page shows it from the current price, not the one the listing was published at', () => {
    const field = perM2Field(buildDisplayGroups(loweredListing(), 'nl', nl));
    expect(field?.label).toBe('Prijs per m²');
    expect(field?.value).toBe('€ 2.250,00 /m²');
  });

  it('a combined field keeps its description around the current value', () => {
    const field = perM2Field(buildDisplayGroups(loweredListing({ perM2: { value: 2_500, description: 'bewoonbare oppervlakte' } }), 'nl', nl));
    expect(field?.value).toBe('€ 2.250,00 /m²');
    expect(field?.description).toBe('bewoonbare oppervlakte');
  });

  it('is not shown when it cannot be computed (no living area), rather than the stale figure', () => {
    expect(perM2Field(buildDisplayGroups(loweredListing({ livable: null }), 'nl', nl))).toBeUndefined();
  });

  it('the compare page shows the same current figure', () => {
    const { rows } = compareModel([loweredListing()], '2026-11-24', { price: (price) => price.kind, translate: () => undefined });
    expect(rows.find((row) => row.key === 'pricePerM2')?.cells).toEqual([{ text: '€ 2.250,00 /m²' }]);
  });
});
