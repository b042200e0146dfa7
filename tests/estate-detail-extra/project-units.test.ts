import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/rules';
import { floorCaption, floorName, groupByFloor, projectUnitGroups, type FloorTexts } from '@/lib/estates/detail/project-units';
import type { EnumLabel } from '@/lib/estates/estate-href';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { estateSummary } from '../support/estate-fixture';

const label: EnumLabel = (group, value) => `${group}-${typeof value === 'number' ? value : value.id}`;

const project = estateSummary({
  general: { id: 700, project: true, headType: { id: 10, name: 'Project' }, subType: { id: 50, name: 'Nieuwbouwproject' }, title: { nl: 'Residentie "De Linde"', fr: 'Résidence De Linde' } },
});

function unit(id: number, floor: number | null, extra: Parameters<typeof estateSummary>[0] = {}) {
  return estateSummary({
    ...extra,
    general: { id, parentId: 700, floor, subType: { id: 10, name: 'Appartement' }, headType: { id: 2, name: 'Appartement' }, ...extra.general },
  });
}

const cardOf = () => ({ priceText: '€ 250.000,00', status: 'FOR_SALE' as const, statusLabel: 'Te koop' });

describe('groupByFloor', () => {
  it('puts the basement first, then the ground floor and the floors upwards, units without a floor last', () => {
    const units = [unit(1, 2), unit(2, null), unit(3, 0), unit(4, -1), unit(5, 1), unit(6, 0), unit(7, 10)];
    const groups = groupByFloor(units, (u) => u.general.floor);
    expect(groups.map((g) => g.floor)).toEqual([-1, 0, 1, 2, 10, null]);
    // Units keep the order they came in within their floor.
    expect(groups[1]?.units.map((u) => u.general.id)).toEqual([3, 6]);
  });

  it('gives no group for no units', () => {
    expect(groupByFloor([], () => 0)).toEqual([]);
  });
});

describe('floorName', () => {
  it('tells basement, ground floor, upper floors and unknown apart', () => {
    expect(floorName(-1)).toEqual({ kind: 'basement', depth: 1 });
    expect(floorName(-2)).toEqual({ kind: 'basement', depth: 2 });
    expect(floorName(0)).toEqual({ kind: 'ground' });
    expect(floorName(3)).toEqual({ kind: 'upper', level: 3 });
    expect(floorName(null)).toEqual({ kind: 'unknown' });
  });
});

describe('projectUnitGroups', () => {
  it("links every unit under the project's id and slug with the unit's own id", () => {
    const groups = projectUnitGroups(project, [unit(801, 1), unit(802, 0)], 'nl', label, cardOf);
    const rows = groups.flatMap((g) => g.units);
    expect(rows.map((r) => r.href)).toEqual([
      { pathname: '/estates/[estateId]/[slug]/[entityId]', params: { estateId: '700', slug: 'residentie-de-linde-in-2800-mechelen', entityId: '802' } },
      { pathname: '/estates/[estateId]/[slug]/[entityId]', params: { estateId: '700', slug: 'residentie-de-linde-in-2800-mechelen', entityId: '801' } },
    ]);
  });

  it("uses the project's slug in the visitor's language", () => {
    const [group] = projectUnitGroups(project, [unit(801, 1)], 'fr', label, cardOf);
    expect(group?.units[0]?.href.params.slug).toBe('résidence-de-linde-a-2800-malines');
  });

  it('fills a row with the subtype, bedrooms, living surface and the card texts', () => {
    const units = [unit(801, 1, { general: { bedroomCount: 2 } }), estateSummary({ general: { id: 803, parentId: 700, floor: -1, bedroomCount: null, subType: { id: 43, name: 'Parking' } } })];
    const noSurface = { ...units[1]!, surfaces: { livable: null, land: null } };
    const groups = projectUnitGroups(project, [units[0]!, noSurface], 'nl', label, cardOf);
    expect(groups.map((g) => g.floor)).toEqual([-1, 1]);
    expect(groups[0]?.units[0]).toMatchObject({ id: 803, typeLabel: 'subType-43', bedrooms: null, livingSurface: null });
    expect(groups[1]?.units[0]).toMatchObject({
      id: 801,
      typeLabel: 'subType-10',
      bedrooms: 2,
      livingSurface: '210,00 m²',
      priceText: '€ 250.000,00',
      status: 'FOR_SALE',
      statusLabel: 'Te koop',
    });
  });
});

describe('floor captions (ProjectUnits messages)', () => {
  const messages = { nl, fr, en, de } as const;
  const caption = (locale: Locale, floor: number | null) => {
    const t = createTranslator({ locale, messages: messages[locale] as typeof nl, namespace: 'ProjectUnits' });
    const texts: FloorTexts = {
      basement: (depth) => t('basement', { depth }),
      ground: t('groundFloor'),
      upper: (level) => t('upperFloor', { floor: level }),
      unknown: t('floorUnknown'),
    };
    return floorCaption(floor, texts);
  };

  it('names the floors in Dutch', () => {
    expect([-1, 0, 1, 2, 8, 9].map((floor) => caption('nl', floor))).toEqual([
      'Kelder',
      'Gelijkvloers',
      '1ste verdieping',
      '2de verdieping',
      '8ste verdieping',
      '9de verdieping',
    ]);
  });

  it('uses ordinals in French, English and German', () => {
    expect([0, 1, 2].map((floor) => caption('fr', floor))).toEqual(['Rez-de-chaussée', '1er étage', '2e étage']);
    expect([1, 2, 3, 4, 11, 21].map((floor) => caption('en', floor))).toEqual([
      '1st floor',
      '2nd floor',
      '3rd floor',
      '4th floor',
      '11th floor',
      '21st floor',
    ]);
    expect([-1, 0, 1].map((floor) => caption('de', floor))).toEqual(['Untergeschoss', 'Erdgeschoss', '1. Obergeschoss']);
  });

  it('has a caption for units without a floor in every language', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) expect(caption(locale, null)).not.toBe('');
  });
});
