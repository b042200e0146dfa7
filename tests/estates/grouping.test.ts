import { describe, expect, it } from 'vitest';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { NO_GROUP_KEY, groupCountsByKey, groupHeadingCount, groupItems, groupOf, type Group } from '@/lib/estates/grouping';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estateSummary } from '../support/estate-fixture';

const labels: Record<'subType' | 'transaction' | 'headType', Record<number, string>> = {
  headType: { 1: 'Huis', 2: 'Appartement', 10: 'Project' },
  transaction: { 1: 'Te koop', 2: 'Te huur' },
  subType: { 2: 'Villa', 11: 'Duplex', 14: 'Studio' },
};
const label: EnumLabel = (group, value) => {
  const id = typeof value === 'number' ? value : value.id;
  return labels[group][id] ?? `${group} ${id}`;
};
const PROJECTS = 'Projecten';

const city = (id: number, name: string, alias: Record<string, string> | null = null) => ({ id, name, zip: '1000', alias, countryId: 'BE' });
const byHeadType = (id: number, estateId = id) => estateSummary({ general: { id: estateId, headType: { id, name: 'x' } } });
const byTransaction = (id: number, estateId = id) => estateSummary({ general: { id: estateId, transaction: { id, name: 'x' } } });
const bySubType = (id: number, estateId = id) => estateSummary({ general: { id: estateId, subType: { id, name: 'x' } } });
const project = (estateId: number) => estateSummary({ general: { id: estateId, project: true, headType: { id: 10, name: 'Project' } } });

/** Groups the estates as the list does and gives each group's key and item ids. */
function grouped(estates: EstateSummary[], grouping: Parameters<typeof groupOf>[1], locale: 'nl' | 'fr' = 'nl') {
  return groupItems(estates, grouping, (e) => groupOf(e, grouping, label, locale, PROJECTS), locale).map((g) => ({
    key: g.key,
    ids: g.items.map((e) => e.general.id),
  }));
}
const keys = (groups: { key: string }[]) => groups.map((g) => g.key);

describe('groupOf', () => {
  it('groups by head type id, labelled with the head type', () => {
    expect(groupOf(byHeadType(2), 'type', label, 'nl', PROJECTS)).toEqual({ key: '2', label: 'Appartement' });
  });

  it('groups by transaction id for status, labelled with the transaction', () => {
    expect(groupOf(byTransaction(2), 'status', label, 'nl', PROJECTS)).toEqual({ key: '2', label: 'Te huur' });
  });

  it('groups by subtype id, labelled with the subtype', () => {
    expect(groupOf(bySubType(11), 'subType', label, 'nl', PROJECTS)).toEqual({ key: '11', label: 'Duplex' });
  });

  it('puts a project in the keyless group under the label the caller gives when grouping by subtype', () => {
    expect(groupOf(project(1), 'subType', label, 'nl', PROJECTS)).toEqual({ key: NO_GROUP_KEY, label: PROJECTS });
  });

  it('keeps a project in its head type group when grouping by type', () => {
    expect(groupOf(project(1), 'type', label, 'nl', PROJECTS)).toEqual({ key: '10', label: 'Project' });
  });

  it('groups by city id, labelled with the city name in the visitor language', () => {
    const liege = estateSummary({ address: { city: city(40, 'Liège', { nl: 'Luik' }) } });
    expect(groupOf(liege, 'city', label, 'nl', PROJECTS)).toEqual({ key: '40', label: 'Luik' });
    expect(groupOf(liege, 'city', label, 'fr', PROJECTS)).toEqual({ key: '40', label: 'Liège' });
  });
});

describe('groupItems by type', () => {
  it('orders groups by head type id 1, 3, 7, 2, 4, 6, 10, 5, 9', () => {
    const estates = [9, 5, 10, 6, 4, 2, 7, 3, 1].map((id) => byHeadType(id));
    expect(keys(grouped(estates, 'type'))).toEqual(['1', '3', '7', '2', '4', '6', '10', '5', '9']);
  });

  it('puts unknown head type ids after the known ones, in id order', () => {
    const estates = [byHeadType(12), byHeadType(9), byHeadType(8), byHeadType(1)];
    expect(keys(grouped(estates, 'type'))).toEqual(['1', '9', '8', '12']);
  });
});

describe('groupItems by status', () => {
  it('orders groups by transaction id 1, 3, 2, 4, 10, 5, 6', () => {
    const estates = [6, 5, 10, 4, 2, 3, 1].map((id) => byTransaction(id));
    expect(keys(grouped(estates, 'status'))).toEqual(['1', '3', '2', '4', '10', '5', '6']);
  });

  it('puts transaction ids outside the spec order (7, 8) after the known ones', () => {
    const estates = [byTransaction(8), byTransaction(6), byTransaction(7), byTransaction(1)];
    expect(keys(grouped(estates, 'status'))).toEqual(['1', '6', '7', '8']);
  });
});

describe('groupItems by subtype and city', () => {
  it('orders subtype groups alphabetically by label', () => {
    const estates = [bySubType(2), bySubType(14), bySubType(11)];
    expect(keys(grouped(estates, 'subType'))).toEqual(['11', '14', '2']); // Duplex, Studio, Villa
  });

  it('orders city groups alphabetically in the visitor language, accents sorted as letters', () => {
    const estates = [
      estateSummary({ general: { id: 1 }, address: { city: city(1, 'Zottegem') } }),
      estateSummary({ general: { id: 2 }, address: { city: city(2, 'Éghezée') } }),
      estateSummary({ general: { id: 3 }, address: { city: city(3, 'Aalst') } }),
      estateSummary({ general: { id: 4 }, address: { city: city(4, 'Mechelen', { fr: 'Malines' }) } }),
    ];
    // A code-point sort would put "Éghezée" after "Zottegem".
    expect(keys(grouped(estates, 'city', 'fr'))).toEqual(['3', '2', '4', '1']);
  });

  it('uses the localised city name for the order', () => {
    const estates = [
      estateSummary({ general: { id: 1 }, address: { city: city(1, 'Mons', { nl: 'Bergen' }) } }),
      estateSummary({ general: { id: 2 }, address: { city: city(2, 'Charleroi') } }),
    ];
    expect(keys(grouped(estates, 'city', 'nl'))).toEqual(['1', '2']); // Bergen, Charleroi
    expect(keys(grouped(estates, 'city', 'fr'))).toEqual(['2', '1']); // Charleroi, Mons
  });
});

describe('groupItems: the keyless group and item order', () => {
  it('puts the keyless group (projects) last, after every alphabetical group', () => {
    const estates = [project(1), bySubType(2, 2), project(3), bySubType(11, 4)];
    const groups = grouped(estates, 'subType');
    expect(groups).toEqual([
      { key: '11', ids: [4] },
      { key: '2', ids: [2] },
      { key: NO_GROUP_KEY, ids: [1, 3] },
    ]);
  });

  it('puts the keyless group last under a fixed order too, after unknown ids', () => {
    const groupOfItem = (key: string): Group => ({ key, label: key });
    const groups = groupItems([NO_GROUP_KEY, '99', '1'], 'type', groupOfItem, 'nl');
    expect(keys(groups)).toEqual(['1', '99', NO_GROUP_KEY]);
  });

  it('keeps the items of a group in the order given (the API sort), and labels the group once', () => {
    const estates = [bySubType(2, 30), bySubType(11, 10), bySubType(2, 20), bySubType(2, 40)];
    const groups = groupItems(estates, 'subType', (e) => groupOf(e, 'subType', label, 'nl', PROJECTS), 'nl');
    expect(groups.map((g) => ({ key: g.key, label: g.label, ids: g.items.map((e) => e.general.id) }))).toEqual([
      { key: '11', label: 'Duplex', ids: [10] },
      { key: '2', label: 'Villa', ids: [30, 20, 40] },
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupItems([], 'city', () => ({ key: 'x', label: 'x' }), 'nl')).toEqual([]);
  });
});

describe('group heading counts', () => {
  it('keys the site API’s counts as the cards are keyed, the keyless group as the projects group', () => {
    expect(groupCountsByKey([{ key: 1, count: 83 }, { key: null, count: 4 }])).toEqual({ '1': 83, [NO_GROUP_KEY]: 4 });
    expect(groupCountsByKey(undefined)).toBeUndefined();
  });

  it('shows the group’s total, not the cards loaded so far', () => {
    expect(groupHeadingCount('1', 15, { '1': 83 }, false)).toBe(83);
  });

  it('without counts from the site API, shows the loaded cards only once every page is loaded', () => {
    expect(groupHeadingCount('1', 15, undefined, false)).toBeNull();
    expect(groupHeadingCount('1', 15, undefined, true)).toBe(15);
    expect(groupHeadingCount('2', 3, { '1': 83 }, true)).toBe(3);
  });

  it('never shows fewer than the cards it lists (an estate published since the count)', () => {
    expect(groupHeadingCount('1', 16, { '1': 15 }, false)).toBe(16);
  });
});
