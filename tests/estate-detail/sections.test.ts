import { describe, expect, it } from 'vitest';
import { listingFields } from '@/lib/estates/detail/display-fields';
import { detailSections, featuresView, priceHistoryView } from '@/lib/estates/detail/sections';
import { estateDetail } from '../support/estate-detail-fixture';

const DAY = '2026-11-27';

describe('featuresView', () => {
  it('names facilities and build technicals as the API does and keeps surroundings as codes for the page to label', () => {
    const estate = {
      ...estateDetail(),
      facilities: [{ id: 3, name: 'Zwembad' }],
      environments: ['CITY_CENTRE'],
      buildTechnicals: [{ criteria: { id: 8, name: 'Dak' }, value: 'Nieuw', comment: '2021' }],
    };
    expect(featuresView(estate)).toEqual({
      facilities: ['Zwembad'],
      environments: ['CITY_CENTRE'],
      technicals: [{ name: 'Dak', value: 'Nieuw', comment: '2021' }],
    });
  });
});

describe('priceHistoryView', () => {
  const history = [
    { date: '2025-01-10T10:00:00Z', price: 500_000, status: 'FOR_SALE' as const },
    { date: '2025-06-01T10:00:00Z', price: 480_000, status: 'FOR_SALE' as const },
  ];

  it('lists the changes newest first', () => {
    expect(priceHistoryView({ ...estateDetail(), history }).rows.map((row) => row.price)).toEqual([480_000, 500_000]);
  });

  it('hides the prices under the VAT regime (document 001, section 5)', () => {
    expect(priceHistoryView({ ...estateDetail(), history }).hidePrice).toBe(false);
    expect(priceHistoryView({ ...estateDetail({ fields: { financial: { vat_regime: true } } }), history }).hidePrice).toBe(true);
  });
});

describe('detailSections', () => {
  it('leaves out of the field groups the EPC label the energy block shows', () => {
    const estate = estateDetail({ fields: { certification: { energy_label: 'B', as_built_certificate: 'YES' } } });
    const keys = (fields: { group: string; key: string }[]) => fields.map((field) => `${field.group}.${field.key}`);
    expect(keys(listingFields(estate).fields)).toContain('certification.energy_label');
    expect(keys(detailSections(estate, DAY).listing.fields)).not.toContain('certification.energy_label');
    expect(keys(detailSections(estate, DAY).listing.fields)).toContain('certification.as_built_certificate');
  });

  it('prints no coordinates for a hidden address', () => {
    expect(detailSections(estateDetail(), DAY).coordinates).not.toBeNull();
    expect(detailSections(estateDetail({ address: { visible: false } }), DAY).coordinates).toBeNull();
  });

  it('dates the cost-to-buy estimate with the given day', () => {
    expect(detailSections(estateDetail(), DAY).costToBuy?.day).toBe(DAY);
  });
});
