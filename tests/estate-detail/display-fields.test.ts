import { describe, expect, it } from 'vitest';
import {
  buildDisplayGroups,
  enumLabel,
  fieldLabel,
  formatValue,
  groupLabel,
  type DisplayGroup,
  type Translate,
} from '@/lib/estates/detail/display-fields';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';
import { captureLogs } from '../support/logs';
import { translatorFor } from './translate';

const nl = translatorFor('nl');
const nothing: Translate = () => undefined;

const fieldOf = (groups: DisplayGroup[], group: string, key: string) =>
  groups.find((g) => g.key === group)?.fields.find((f) => f.key === key);

describe('format kinds (section 9)', () => {
  it.each([
    ['currency', 1234.56, '€ 1.234,56'],
    ['currency', 495000, '€ 495.000,00'],
    ['currencyPerM2', 2150, '€ 2.150,00 /m²'],
    ['area', 1234.5, '1.234,50 m²'],
    ['epc', 180, '180 kWh/m²'],
    ['epcPerYear', 37800, '37.800 kWh/jaar'],
    ['liquid', 3000, '3.000l'],
    ['length', 350, '350,00 m'],
    ['percentage', 21, '21%'],
    ['number', 1250, '1.250'],
    ['date', '2027-09-30', '30/09/2027'],
    ['text', 'SCH-2025-0042', 'SCH-2025-0042'],
    ['text', 1998, '1998'],
  ] as const)('formats %s %s as "%s"', (format, value, expected) => {
    expect(formatValue(value, format, nl)).toBe(expected);
  });

  it('formats a yes/no value as localised yes/no, whatever its format', () => {
    expect(formatValue(true, 'boolean', nl)).toBe('Ja');
    expect(formatValue(false, 'boolean', translatorFor('fr'))).toBe('Non');
    expect(formatValue(true, 'text', translatorFor('de'))).toBe('Ja');
  });

  it('formats a numeric string in a number format', () => {
    expect(formatValue('495000', 'currency', nl)).toBe('€ 495.000,00');
  });

  it('shows a value it cannot format as it is', () => {
    expect(formatValue('on request', 'currency', nl)).toBe('on request');
    expect(formatValue('not a date', 'date', nl)).toBe('not a date');
  });

  it('labels enumeration values in each language', () => {
    expect(formatValue('HALF_OPEN', 'enum:constructionType', nl)).toBe('Halfopen bebouwing');
    expect(formatValue('HALF_OPEN', 'enum:constructionType', translatorFor('fr'))).toBe('Trois façades');
    expect(formatValue('UNKNWON', 'enum:freeOn', translatorFor('en'))).toBe('Unknown');
    expect(formatValue('WGL', 'enum:recentDestination', translatorFor('de'))).toBe('Wohngebiet mit ländlichem Charakter');
  });

  it('labels status and subtype from the existing Enums tables', () => {
    expect(formatValue('TO_RENT', 'enum:status', nl)).toBe('Te huur');
    expect(formatValue(2, 'enum:subType', nl)).toBe('Villa');
  });

  it('labels a geo precision sent as its number', () => {
    expect(enumLabel('geoPrecision', 3, translatorFor('en'))).toBe('Exact address');
  });
});

describe('missing labels show the key between underscores', () => {
  it('for a group and a field', () => {
    expect(groupLabel('financial', nothing)).toBe('_financial_');
    expect(fieldLabel('financial', 'price', nothing)).toBe('_price_');
  });

  it('but an enumeration code without a label shows as the API sent it, logged once', () => {
    const logs = captureLogs();
    try {
      expect(enumLabel('heating', 'GEOTHERMAL', nl)).toBe('GEOTHERMAL');
      expect(enumLabel('heating', 'GEOTHERMAL', nl)).toBe('GEOTHERMAL');
      expect(logs.lines).toHaveLength(1);
      expect(logs.lines[0]).toMatchObject({ level: 'warn', topic: 'site-api-value', enumeration: 'heating', code: 'GEOTHERMAL' });
    } finally {
      logs.restore();
    }
  });

  it('for a field the catalogue does not know', () => {
    const groups = buildDisplayGroups(estateDetail({ fields: { general: { mystery_field: 'x' } } }), 'nl', nl);
    expect(fieldOf(groups, 'general', 'mystery_field')).toEqual({ key: 'mystery_field', label: '_mystery_field_', value: 'x' });
  });
});

describe('display groups', () => {
  it('labels groups and fields in the locale, formats values and keeps display order', () => {
    const estate = estateDetail({
      fields: {
        other: { available_at: 'IMMEDIATE' },
        financial: { cadastral_income: 1250, price: 495000 },
      },
    });
    expect(buildDisplayGroups(estate, 'fr', translatorFor('fr'))).toEqual([
      {
        key: 'financial',
        label: 'Finances',
        fields: [
          { key: 'price', label: 'Prix', value: '€ 495.000,00' },
          { key: 'cadastral_income', label: 'Revenu cadastral', value: '€ 1.250,00' },
        ],
      },
      { key: 'other', label: 'Divers', fields: [{ key: 'available_at', label: 'Disponibilité', value: 'Immédiatement' }] },
    ]);
  });

  it('drops groups left without visible fields', () => {
    const estate = estateDetail({ fields: { notary: { bids: null }, general: { key: '' } } });
    expect(buildDisplayGroups(estate, 'nl', nl)).toEqual([]);
  });
});

describe('combined fields', () => {
  it('shows the main value with its conformity and description', () => {
    const estate = estateDetail({
      fields: { certification: { electrical_certificate: { value: 'OBTAINED', conform: 'INVALID', description: 'Herkeuring binnen 18 maanden' } } },
    });
    expect(fieldOf(buildDisplayGroups(estate, 'nl', nl), 'certification', 'electrical_certificate')).toEqual({
      key: 'electrical_certificate',
      label: 'Keuring elektrische installatie',
      value: 'Keuring uitgevoerd',
      conform: 'Niet conform',
      description: 'Herkeuring binnen 18 maanden',
    });
  });

  it('shows a yes/no conformity as conform / not conform', () => {
    const estate = estateDetail({ fields: { certification: { heating_oil_certificate: { value: true, conform: true, description: null } } } });
    expect(fieldOf(buildDisplayGroups(estate, 'en', translatorFor('en')), 'certification', 'heating_oil_certificate')).toEqual({
      key: 'heating_oil_certificate',
      label: 'Heating oil tank inspection',
      value: 'Yes',
      conform: 'Compliant',
    });
  });

  it('shows a main value with only a description', () => {
    const estate = estateDetail({ fields: { comfort: { heating: { value: 'GAS', description: 'Condensatieketel op aardgas' } } } });
    expect(fieldOf(buildDisplayGroups(estate, 'nl', nl), 'comfort', 'heating')).toEqual({
      key: 'heating',
      label: 'Verwarming',
      value: 'Aardgas',
      description: 'Condensatieketel op aardgas',
    });
  });
});

describe('planning values', () => {
  it('reads the fallback sentence for a visible violation without a value, in every language', () => {
    const estate = estateDetail({ fields: { planning: { town_planning_violation: null } } });
    const sentences = {
      nl: 'Geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd',
      fr: 'Aucune mesure de réparation judiciaire ni mesure administrative imposée',
      en: 'No judicial remedial measure or administrative measure imposed',
      de: 'Keine gerichtliche Wiederherstellungsmaßnahme oder Verwaltungsmaßnahme auferlegt',
    } as const;
    for (const [locale, sentence] of Object.entries(sentences) as [keyof typeof sentences, string][]) {
      expect(fieldOf(buildDisplayGroups(estate, locale, translatorFor(locale)), 'planning', 'town_planning_violation')?.value).toBe(sentence);
    }
  });

  it('labels a violation that has a value', () => {
    const estate = estateDetail({ fields: { planning: { town_planning_violation: 'NO' } } });
    expect(fieldOf(buildDisplayGroups(estate, 'nl', nl), 'planning', 'town_planning_violation')?.value).toBe('Nee');
  });

  it('says "not specified" for another empty planning field outside Wallonia', () => {
    const estate = estateDetail({ fields: { planning: { right_of_first_refusal: null } } });
    expect(fieldOf(buildDisplayGroups(estate, 'nl', nl), 'planning', 'right_of_first_refusal')?.value).toBe('Niet meegedeeld');
  });

  it('leaves empty planning fields, the fallback included, out for a Walloon estate', () => {
    const estate = estateDetail({ address: { region: 'WALLONIA' }, fields: { planning: { town_planning_violation: null, subdivision_permit: '' } } });
    expect(buildDisplayGroups(estate, 'fr', translatorFor('fr'))).toEqual([]);
  });

  it('names a known zone once, in the visitor language, without the API description that repeats it in Dutch', () => {
    const estate = estateDetail({ fields: { planning: { most_recent_destination: { value: 'WG', description: 'Woongebied' } } } });
    expect(fieldOf(buildDisplayGroups(estate, 'fr', translatorFor('fr')), 'planning', 'most_recent_destination')).toEqual({
      key: 'most_recent_destination',
      label: 'Affectation urbanistique la plus récente',
      value: "Zone d'habitat",
    });
  });

  it('keeps the description of a zone code the site has no label for: it is the only name the visitor gets', () => {
    const estate = estateDetail({ fields: { planning: { most_recent_destination: { value: 'XZ', description: 'Bijzonder gebied' } } } });
    expect(fieldOf(buildDisplayGroups(estate, 'fr', translatorFor('fr')), 'planning', 'most_recent_destination')).toMatchObject({
      value: 'XZ',
      description: 'Bijzonder gebied',
    });
  });
});

describe('flooding scores', () => {
  const withScores = (parcel: string, building: string): EstateDetail =>
    estateDetail({ fields: { flood_information: { flood_prone_area: 'YES', parcel_score: parcel, building_score: building } } });

  it('marks a score after C for the flooding icon', () => {
    const groups = buildDisplayGroups(withScores('D', 'C'), 'nl', nl);
    expect(fieldOf(groups, 'flood_information', 'parcel_score')).toEqual({ key: 'parcel_score', label: 'P-score (perceel)', value: 'D', floodingIcon: true });
    expect(fieldOf(groups, 'flood_information', 'building_score')).toEqual({ key: 'building_score', label: 'G-score (gebouw)', value: 'C' });
  });

  it('does not mark the flood-prone answer', () => {
    expect(fieldOf(buildDisplayGroups(withScores('E', 'E'), 'nl', nl), 'flood_information', 'flood_prone_area')).toEqual({
      key: 'flood_prone_area',
      label: 'Overstromingsgevoelig gebied',
      value: 'Ja',
    });
  });
});

describe('extra fields', () => {
  const extras: EstateDetail['extraFields'] = [
    { extra_field_autoid: 101, type: 'TEXT', value: 'Sleutels op kantoor', value_lang_string: { nl: 'Sleutels op kantoor', fr: "Clés à l'agence" } },
    { extra_field_autoid: 102, type: 'BIGTEXT', value: '<p>Lang</p>', value_lang_string: { nl: '<p>Lang</p>', fr: '<p>Long</p>' } },
    { extra_field_autoid: 103, type: 'NUMBER', value: '12', value_lang_string: null },
    { extra_field_autoid: 104, type: 'TEXT', value: null, value_lang_string: { nl: '  ' } },
  ];

  it('shows TEXT and BIGTEXT in the "other" group in the locale, BIGTEXT marked as paragraph, other types in their format', () => {
    const groups = buildDisplayGroups(estateDetail({ extraFields: extras }), 'fr', translatorFor('fr'));
    expect(groups).toEqual([
      {
        key: 'other',
        label: 'Divers',
        fields: [
          { key: 'extra_field_101', label: 'Visites', value: "Clés à l'agence" },
          { key: 'extra_field_102', label: "Plus d'informations", value: '<p>Long</p>', paragraph: true },
          { key: 'extra_field_103', label: '_extra_field_103_', value: '12' },
        ],
      },
    ]);
  });

  it('falls back to the plain value when there is no text in any language', () => {
    const only = [{ extra_field_autoid: 101, type: 'TEXT', value: 'Open huis', value_lang_string: null }];
    expect(fieldOf(buildDisplayGroups(estateDetail({ extraFields: only }), 'en', translatorFor('en')), 'other', 'extra_field_101')?.value).toBe('Open huis');
  });

  it('comes after the catalogue fields of "other" and shows an unlabelled extra field by its key', () => {
    const estate = estateDetail({
      fields: { other: { sea_view: true } },
      extraFields: [{ extra_field_autoid: 555, type: 'TEXT', value: 'x', value_lang_string: null }],
    });
    expect(buildDisplayGroups(estate, 'nl', nl)).toEqual([
      {
        key: 'other',
        label: 'Overige',
        fields: [
          { key: 'sea_view', label: 'Zeezicht', value: 'Ja' },
          { key: 'extra_field_555', label: '_extra_field_555_', value: 'x' },
        ],
      },
    ]);
  });
});
