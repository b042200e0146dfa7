// Open-house days in the demo API: seeded relative to the seeding day, returned by search and detail, and
// the openHouseBefore filter applied (and said so).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasOpenHouseBefore, openHouseFilterBound, upcomingOpenHouses } from '@/lib/estates/open-house';
import { estateDetailSchema, estateFiltersSchema, estateSearchResultSchema, type EstateSummary } from '@/lib/site-api/schemas';
import { CLOCK, NOW, callJson, openTestDb } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const bound = openHouseFilterBound(CLOCK);
const DAY_MS = 86_400_000;

async function everything(site = 1): Promise<EstateSummary[]> {
  return estateSearchResultSchema.parse(await callJson('POST', `/sites/${site}/estates`, { body: { filter: {}, limit: null }, locale: 'nl' })).results;
}

describe('the seeded open houses', () => {
  it('give a few listings of each site open houses in the two weeks after the seeding day, and one a past one only', async () => {
    for (const site of [1, 2]) {
      const withOpenHouses = (await everything(site)).filter((estate) => (estate.openHouses ?? []).length > 0);
      expect(withOpenHouses.length, `site ${site}`).toBeGreaterThanOrEqual(4);
      const pastOnly = withOpenHouses.filter((estate) => upcomingOpenHouses(estate.openHouses, CLOCK).length === 0);
      expect(pastOnly, `site ${site}`).toHaveLength(1);
      for (const estate of withOpenHouses) {
        for (const entry of upcomingOpenHouses(estate.openHouses, CLOCK)) {
          expect(Date.parse(entry.start) - NOW.getTime()).toBeLessThan(15 * DAY_MS);
          expect(Date.parse(entry.end)).toBeGreaterThan(Date.parse(entry.start));
        }
      }
      expect(withOpenHouses.some((estate) => hasOpenHouseBefore(estate.openHouses, bound, CLOCK)), `site ${site}`).toBe(true);
    }
  });

  it('come with the detail too, notes in every language', async () => {
    const listed = (await everything()).find((estate) => upcomingOpenHouses(estate.openHouses, CLOCK).some((entry) => entry.note));
    expect(listed).toBeDefined();
    const detail = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${listed!.general.id}`, { locale: 'fr' }));
    expect(detail.openHouses).toEqual(listed!.openHouses);
    const note = upcomingOpenHouses(detail.openHouses, CLOCK).find((entry) => entry.note)?.note;
    expect(Object.keys(note ?? {}).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });
});

describe('filter.openHouseBefore', () => {
  it('lists exactly the listings with an open house not over that starts before the bound, and says it applied it', async () => {
    const expected = (await everything())
      .filter((estate) => hasOpenHouseBefore(estate.openHouses, bound, CLOCK))
      .map((estate) => estate.general.id)
      .sort((a, b) => a - b);
    const answer = estateSearchResultSchema.parse(await callJson('POST', '/sites/1/estates', { body: { filter: { openHouseBefore: bound }, limit: null }, locale: 'nl' }));
    expect(answer.applied).toEqual({ openHouse: true });
    expect(answer.results.map((estate) => estate.general.id).sort((a, b) => a - b)).toEqual(expected);
    expect(answer.total.value).toBe(expected.length);
  });

  it('counts the filter options within it', async () => {
    const options = estateFiltersSchema.parse(await callJson('POST', '/sites/1/estate-filters', { body: { filter: { openHouseBefore: bound } }, locale: 'nl' }));
    const matches = (await everything()).filter((estate) => hasOpenHouseBefore(estate.openHouses, bound, CLOCK)).length;
    expect(options.applied).toEqual({ openHouse: true });
    expect(options.transactions.reduce((sum, option) => sum + option.count, 0)).toBe(matches);
  });

  it('refuses a bound that is not an instant with an offset', async () => {
    await callJson('POST', '/sites/1/estates', { body: { filter: { openHouseBefore: 'next week' } }, locale: 'nl', status: 400 });
  });
});

describe('the seeded open houses, whatever the seeding day', () => {
  it('always fall in part inside "open house in the coming 7 days", a Saturday seeding day included', async () => {
    const { withOpenHouses } = await import('@/lib/demo-api/seed/open-houses');
    const row = (i: number) => ({ parentId: null, project: false, transactionId: 1, summary: { pictures: [{}] }, doc: {}, id: i });
    const rows = Array.from({ length: 60 }, (_, i) => row(i)) as unknown as Parameters<typeof withOpenHouses>[0];
    // 2026-11-23 is a Monday: each day of that week in turn, at 06:00 in Brussels.
    for (let day = 0; day < 7; day += 1) {
      const seeded = new Date(Date.UTC(2026, 10, 23 + day, 5));
      const openHouses = withOpenHouses(rows, seeded).map((seededRow) => (seededRow.summary as { openHouses?: EstateSummary['openHouses'] }).openHouses);
      const bound = openHouseFilterBound(seeded);
      expect(openHouses.some((entries) => hasOpenHouseBefore(entries, bound, seeded)), seeded.toISOString()).toBe(true);
    }
  });
});
