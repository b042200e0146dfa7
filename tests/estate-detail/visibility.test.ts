import { describe, expect, it } from 'vitest';
import {
  hideEmptyPlanningInWallonia,
  hideForPlots,
  hideForRentals,
  hideInWallonia,
  hideUnderVatRegime,
  hideUntilSet,
  hideWhenEmpty,
  isFieldVisible,
  showsFloodingIcon,
  violationFallback,
  visibilityContext,
  visibleFields,
  type FieldRef,
  type VisibilityContext,
} from '@/lib/estates/detail/visibility';
import { estateDetail } from '../support/estate-detail-fixture';

const flemishSale: VisibilityContext = { status: 'FOR_SALE', type: 'HOUSE', region: 'FLANDERS', vatRegime: false };
const ref = (group: FieldRef['group'], key: string, value: FieldRef['value']): FieldRef => ({ group, key, value });
const keysOf = (fields: FieldRef[]) => fields.map((f) => `${f.group}.${f.key}`);

describe('visibility context', () => {
  it('reads status from the transaction, type from the head type, region from the address and the VAT regime from financial', () => {
    const estate = estateDetail({
      general: { transaction: { id: 6, name: 'Verhuurd' }, headType: { id: 3, name: 'Grond' } },
      address: { region: 'WALLONIA' },
      fields: { financial: { vat_regime: true } },
    });
    expect(visibilityContext(estate)).toEqual({ status: 'RENTED', type: 'PLOT', region: 'WALLONIA', vatRegime: true });
  });
});

describe('TO_RENT / RENTED hiding', () => {
  const hidden = [
    ref('certification', 'electrical_certificate', { value: 'OBTAINED', conform: 'VALID', description: 'ok' }),
    ref('planning', 'town_planning_permit', 'YES'),
    ref('planning', 'most_recent_destination', { value: 'WG', description: 'Woongebied' }),
    ref('planning', 'proceeding', 'NO'),
    ref('planning', 'subdivision_permit', 'NO'),
    ref('certification', 'as_built_certificate', { value: 'YES' }),
  ];

  it.each(['TO_RENT', 'RENTED'] as const)('hides the electrical certificate and the sale-only planning fields when %s', (status) => {
    for (const field of hidden) expect(hideForRentals(field, { ...flemishSale, status }), field.key).toBe(true);
  });

  it('keeps them for an estate for sale', () => {
    for (const field of hidden) expect(hideForRentals(field, flemishSale), field.key).toBe(false);
  });

  it('keeps other fields of a rental, such as the violation and the right of first refusal', () => {
    expect(hideForRentals(ref('planning', 'town_planning_violation', 'NO'), { ...flemishSale, status: 'TO_RENT' })).toBe(false);
    expect(hideForRentals(ref('planning', 'right_of_first_refusal', 'NO'), { ...flemishSale, status: 'TO_RENT' })).toBe(false);
  });

  it('applies through visibleFields for a rented estate (transaction 6)', () => {
    const fields = { certification: { electrical_certificate: 'OBTAINED', energy_label: 'B' }, planning: { subdivision_permit: 'NO' } };
    expect(keysOf(visibleFields(estateDetail({ general: { transaction: { id: 6, name: 'Verhuurd' } }, fields })))).toEqual([
      'certification.energy_label',
    ]);
    expect(keysOf(visibleFields(estateDetail({ fields })))).toEqual([
      'certification.energy_label',
      'certification.electrical_certificate',
      'planning.subdivision_permit',
    ]);
  });
});

describe('PLOT hiding', () => {
  const certificate = ref('certification', 'electrical_certificate', { value: 'OBTAINED', conform: 'VALID' });

  it('hides the electrical certificate of a plot', () => {
    expect(hideForPlots(certificate, { ...flemishSale, type: 'PLOT' })).toBe(true);
  });

  it('keeps the electrical certificate of a house, and other fields of a plot', () => {
    expect(hideForPlots(certificate, flemishSale)).toBe(false);
    expect(hideForPlots(ref('certification', 'energy_label', 'B'), { ...flemishSale, type: 'PLOT' })).toBe(false);
  });
});

describe('vat_regime hiding prices', () => {
  const priced = [
    ref('financial', 'price', 300000),
    ref('financial', 'land_price', 90000),
    ref('financial', 'infrastructure_price', 5000),
    ref('notary_cost', 'total', 12000),
  ];

  it('hides price, land price, infrastructure price and the notary cost total under the VAT regime', () => {
    for (const field of priced) expect(hideUnderVatRegime(field, { ...flemishSale, vatRegime: true }), field.key).toBe(true);
  });

  it('shows them without the VAT regime, and keeps the construction price under it', () => {
    for (const field of priced) expect(hideUnderVatRegime(field, flemishSale), field.key).toBe(false);
    expect(hideUnderVatRegime(ref('financial', 'construction_price', 210000), { ...flemishSale, vatRegime: true })).toBe(false);
  });

  it('reads vat_regime from the financial group, also as a combined value', () => {
    const under = estateDetail({ fields: { financial: { price: 300000, construction_price: 210000, vat_regime: { value: true } } } });
    expect(keysOf(visibleFields(under))).toEqual(['financial.vat_regime', 'financial.construction_price']);
    const not = estateDetail({ fields: { financial: { price: 300000, vat_regime: false } } });
    expect(keysOf(visibleFields(not))).toEqual(['financial.price', 'financial.vat_regime']);
  });
});

describe('planning fields in Wallonia', () => {
  const wallonia: VisibilityContext = { ...flemishSale, region: 'WALLONIA' };
  const planningKeys = [
    'most_recent_destination',
    'town_planning_violation',
    'town_planning_permit',
    'subdivision_permit',
    'right_of_first_refusal',
    'protected_heritage',
    'renovation_obligation',
  ];

  it.each([null, '', undefined])('hides an empty (%s) planning field of a Walloon estate', (value) => {
    for (const key of planningKeys) expect(hideEmptyPlanningInWallonia(ref('planning', key, value), wallonia), key).toBe(true);
  });

  it('shows a Walloon planning field that has a value', () => {
    for (const key of planningKeys) expect(hideEmptyPlanningInWallonia(ref('planning', key, 'NO'), wallonia), key).toBe(false);
  });

  it('shows an empty planning field in Flanders and Brussels', () => {
    for (const region of ['FLANDERS', 'BRUSSELS'] as const) {
      for (const key of planningKeys) expect(isFieldVisible(ref('planning', key, null), { ...flemishSale, region }), `${region} ${key}`).toBe(true);
    }
  });

  it('treats an empty combined planning value as empty', () => {
    expect(hideEmptyPlanningInWallonia(ref('planning', 'most_recent_destination', { value: null, description: 'x' }), wallonia)).toBe(true);
  });

  it('keeps other planning fields under the ordinary empty rule everywhere', () => {
    expect(isFieldVisible(ref('planning', 'destination', null), flemishSale)).toBe(false);
    expect(hideEmptyPlanningInWallonia(ref('planning', 'destination', null), wallonia)).toBe(false);
  });

  it('applies through visibleFields: Walloon empties dropped, Flemish empties kept', () => {
    const fields = { planning: { destination: 'MAIN_RESIDENCE', town_planning_permit: null, subdivision_permit: '', protected_heritage: 'NO', town_planning_violation: null } };
    expect(keysOf(visibleFields(estateDetail({ address: { region: 'WALLONIA' }, fields })))).toEqual([
      'planning.destination',
      'planning.protected_heritage',
    ]);
    expect(keysOf(visibleFields(estateDetail({ fields })))).toEqual([
      'planning.destination',
      'planning.town_planning_permit',
      'planning.subdivision_permit',
      'planning.town_planning_violation',
      'planning.protected_heritage',
    ]);
  });
});

describe('violation fallback', () => {
  it('applies to a violation without a value', () => {
    expect(violationFallback(ref('planning', 'town_planning_violation', null))).toBe(true);
    expect(violationFallback(ref('planning', 'town_planning_violation', { value: null }))).toBe(true);
  });

  it('does not apply to a violation with a value, nor to other empty fields', () => {
    expect(violationFallback(ref('planning', 'town_planning_violation', 'NO'))).toBe(false);
    expect(violationFallback(ref('planning', 'town_planning_permit', null))).toBe(false);
  });
});

describe('hidden in Wallonia', () => {
  const fields = [
    ref('certification', 'as_built_certificate', { value: 'YES' }),
    ref('planning', 'heritage_inventory', 'YES'),
    ref('flood_information', 'building_score', 'D'),
    ref('flood_information', 'parcel_score', 'B'),
  ];

  it('hides the as-built certificate, heritage inventory and flooding scores of a Walloon estate', () => {
    for (const field of fields) expect(hideInWallonia(field, { ...flemishSale, region: 'WALLONIA' }), field.key).toBe(true);
  });

  it('shows them in Flanders and Brussels', () => {
    for (const region of ['FLANDERS', 'BRUSSELS'] as const) {
      for (const field of fields) expect(isFieldVisible(field, { ...flemishSale, region }), `${region} ${field.key}`).toBe(true);
    }
  });

  it('keeps the flood-prone answer of a Walloon estate', () => {
    expect(isFieldVisible(ref('flood_information', 'flood_prone_area', 'NO'), { ...flemishSale, region: 'WALLONIA' })).toBe(true);
  });
});

describe('show only when set', () => {
  const whenSet = [
    ['flood_information', 'building_score', 'A'],
    ['flood_information', 'parcel_score', 'C'],
    ['construction', 'new_building', true],
    ['comfort', 'lift', true],
    ['certification', 'electrical_certificate', { value: 'OBTAINED' }],
    ['certification', 'heating_oil_certificate', { value: true, conform: true }],
    ['certification', 'as_built_certificate', { value: 'YES' }],
    ['other', 'available_at', 'IMMEDIATE'],
  ] as const;

  it('shows flooding scores, new building, lift, certificates and availability when set', () => {
    for (const [group, key, value] of whenSet) expect(hideUntilSet(ref(group, key, value), flemishSale), key).toBe(false);
  });

  it.each([null, '', false])('hides them when the value is %s', (value) => {
    for (const [group, key] of whenSet) expect(hideUntilSet(ref(group, key, value), flemishSale), key).toBe(true);
  });

  it('keeps an ordinary yes/no field that says no', () => {
    expect(hideUntilSet(ref('comfort', 'alarm', false), flemishSale)).toBe(false);
    expect(isFieldVisible(ref('comfort', 'alarm', false), flemishSale)).toBe(true);
  });
});

describe('empty fields', () => {
  it('hides a non-planning field whose value is null, undefined or blank', () => {
    for (const value of [null, undefined, '', '  ', { value: null }]) expect(hideWhenEmpty(ref('financial', 'price', value), flemishSale)).toBe(true);
  });

  it('keeps zero and false', () => {
    expect(hideWhenEmpty(ref('financial', 'monthly_costs', 0), flemishSale)).toBe(false);
    expect(hideWhenEmpty(ref('general', 'exclusive', false), flemishSale)).toBe(false);
  });
});

describe('flooding icon', () => {
  it.each(['A', 'B', 'C', 'c', '', null, undefined, '1'])('is not shown for %s', (score) => {
    expect(showsFloodingIcon(score)).toBe(false);
  });

  it.each(['D', 'E', 'd', 'e', 'D2', ' E'])('is shown for %s (first letter after C)', (score) => {
    expect(showsFloodingIcon(score)).toBe(true);
  });
});

describe('visibleFields', () => {
  it('lists groups in display order and keys in catalogue order, then keys the catalogue does not know', () => {
    const estate = estateDetail({
      fields: {
        other: { sea_view: true, garden: 'ONLY_LAWN' },
        general: { mystery: 'x', exclusive: true, dossier_number: 'SCH-1' },
      },
    });
    expect(keysOf(visibleFields(estate))).toEqual([
      'general.dossier_number',
      'general.exclusive',
      'general.mystery',
      'other.garden',
      'other.sea_view',
    ]);
  });

  it('does not show the media group as fields', () => {
    expect(visibleFields(estateDetail({ fields: { media: { video: 'x' } } }))).toEqual([]);
  });
});
