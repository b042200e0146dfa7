import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { locales } from '@/lib/rules';
import { planSeed } from '@/lib/demo-api/seed';
import type { StoredEstateDoc } from '@/lib/demo-api/types';
import {
  catalogueField,
  catalogueGroups,
  enumerationMessagesPath,
  enumerationOfFieldType,
  enumerations,
  fieldCatalogue,
  fieldEnumerationMap,
  fieldTypes,
  listingKeys,
  type EnumerationName,
} from '@/lib/estates/detail/field-catalogue';
import { fieldGroups } from '@/lib/site-api/schemas';
import { buildDisplayGroups } from '@/lib/estates/detail/display-fields';
import { estateDetail } from '../support/estate-detail-fixture';
import { translatorFor } from './translate';

const messages = { nl, fr, en, de };

describe('field-type enumeration', () => {
  it('has the 28 types of the spec, 0 to 27, in its order', () => {
    expect(fieldTypes).toHaveLength(28);
    expect(fieldTypes[0]).toBe('BATHROOM_TYPE');
    expect(fieldTypes[17]).toBe('HEATING');
    expect(fieldTypes[27]).toBe('WINDOW_GLAZING');
  });

  it('gives every type a label table', () => {
    for (const type of fieldTypes) expect(enumerations[enumerationOfFieldType[type]], type).toBeDefined();
  });
});

describe('field-to-enumeration map', () => {
  it('links the spec fields to their lookup', () => {
    expect(fieldEnumerationMap).toMatchObject({
      heating: 'HEATING',
      kitchen_type: 'KITCHEN_TYPE',
      bathroom_type: 'BATHROOM_TYPE',
      condition: 'CONDITION',
      roof_type: 'ROOF_TYPE',
      energy_label: 'ENERGY_LABEL',
      status: 'STATUS',
      type: 'TYPE',
      subType: 'SUBTYPE',
      glazing: 'WINDOW_GLAZING',
      flood_prone_area: 'FLOODING',
      town_planning_permit: 'PLANNING',
    });
  });

  it('is what the catalogue formats its enumerated fields with', () => {
    for (const group of catalogueGroups) {
      for (const field of fieldCatalogue[group]) {
        const type = (fieldEnumerationMap as Record<string, keyof typeof enumerationOfFieldType>)[field.key];
        if (type) expect(field.format, field.key).toBe(`enum:${enumerationOfFieldType[type]}`);
      }
    }
  });
});

describe('catalogue', () => {
  it('covers every group of the API except media', () => {
    expect([...catalogueGroups].sort()).toEqual(fieldGroups.filter((g) => g !== 'media').sort());
  });

  it('labels every group, field and listing key in all four languages', () => {
    for (const locale of locales) {
      const t = translatorFor(locale);
      for (const group of catalogueGroups) {
        expect(t(`Fields.groups.${group}`), `${locale} ${group}`).toBeTruthy();
        for (const field of fieldCatalogue[group]) expect(t(`Fields.labels.${group}.${field.key}`), `${locale} ${group}.${field.key}`).toBeTruthy();
      }
      for (const key of listingKeys) expect(t(`Fields.labels.listing.${key}`), `${locale} listing.${key}`).toBeTruthy();
    }
  });

  it('labels every code of every enumeration in all four languages, and nothing else', () => {
    for (const locale of locales) {
      const t = translatorFor(locale);
      for (const [name, codes] of Object.entries(enumerations) as [EnumerationName, readonly string[]][]) {
        for (const code of codes) expect(t(`${enumerationMessagesPath(name)}.${code}`), `${locale} ${name}.${code}`).toBeTruthy();
        if (name !== 'status' && name !== 'subType') {
          const table = (messages[locale].FieldEnums as Record<string, Record<string, string>>)[name] ?? {};
          expect(Object.keys(table).sort(), `${locale} ${name}`).toEqual([...codes].sort());
        }
      }
    }
  });

  it('keeps the API spelling UNKNWON of free on', () => {
    expect(enumerations.freeOn).toContain('UNKNWON');
  });
});

describe('demo data', () => {
  it('uses only catalogued keys, and every key and code it uses has a label in every language', async () => {
    const { estates } = await planSeed(new Date('2025-06-02T05:00:00Z'));
    expect(estates.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    const unlabelled = new Set<string>();
    for (const row of estates) {
      const doc = row.doc as StoredEstateDoc;
      for (const group of catalogueGroups) {
        for (const key of Object.keys(doc.fields[group] ?? {})) {
          seen.add(`${group}.${key}`);
          if (!catalogueField(group, key)) unlabelled.add(`not catalogued: ${group}.${key}`);
        }
      }
      const estate = estateDetail({
        general: { transaction: { id: row.transactionId, name: '' }, headType: { id: row.headTypeId, name: '' } },
        address: { region: doc.address.region },
        fields: doc.fields,
        extraFields: doc.extraFields,
      });
      for (const locale of locales) {
        for (const group of buildDisplayGroups(estate, locale, translatorFor(locale))) {
          for (const field of group.fields) {
            if (/^_.*_$/.test(field.label)) unlabelled.add(`${locale} label ${group.key}.${field.key}`);
            if (/^_.*_$/.test(field.value)) unlabelled.add(`${locale} value ${group.key}.${field.key}: ${field.value}`);
          }
        }
      }
    }
    expect([...unlabelled]).toEqual([]);
    // the demo exercises every group
    for (const group of catalogueGroups) expect([...seen].some((k) => k.startsWith(`${group}.`)), group).toBe(true);
  });
});
