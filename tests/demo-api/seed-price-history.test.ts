// The price histories a fresh demo database starts with: drops that give the "price lowered" badge,
// listings under option, and histories of several rows, in the search and the detail as the contract says.
import { beforeAll, describe, expect, it } from 'vitest';
import { estateBadges } from '@/lib/estates/badges';
import { estateDetailSchema, estateSearchResultSchema, type EstateSummary } from '@/lib/site-api/schemas';
import { CLOCK, callJson, openTestDb } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

/** Every listing of a site with a history, as the search answers them. */
async function withHistory(site: number): Promise<EstateSummary[]> {
  const answer = estateSearchResultSchema.parse(await callJson('POST', `/sites/${site}/estates`, { body: { filter: {}, limit: null }, locale: 'nl' }));
  return answer.results.filter((estate) => (estate.history ?? []).length > 0);
}

const UNDER_OPTION = [4, 10];

describe('the seeded price histories', () => {
  it('give each site listings whose price dropped lately, so that their cards say "price lowered" with the old price', async () => {
    for (const site of [1, 2]) {
      const dropped = (await withHistory(site)).filter((estate) => estateBadges(estate, CLOCK).previousPrice !== null);
      expect(dropped.length, `site ${site}`).toBeGreaterThanOrEqual(2);
      for (const estate of dropped) {
        const last = estate.history!.at(-1)!;
        expect(last.price).toBe(estate.general.price.value);
        expect(estateBadges(estate, CLOCK).previousPrice).toBeGreaterThan(last.price!);
        // Within the last week: a drop a visitor can still call news.
        expect(CLOCK.getTime() - Date.parse(last.date)).toBeLessThan(7 * 86_400_000);
      }
    }
  });

  it('give each site listings under option, for sale and to rent, whose history ends with that step', async () => {
    for (const site of [1, 2]) {
      const underOption = (await withHistory(site)).filter((estate) => UNDER_OPTION.includes(estate.general.transaction.id));
      expect(new Set(underOption.map((estate) => estate.general.transaction.id)), `site ${site}`).toEqual(new Set(UNDER_OPTION));
      for (const estate of underOption) {
        const last = estate.history!.at(-1)!;
        expect(last.transactionId).toBe(estate.general.transaction.id);
        expect(last.status).toBe(estate.general.transaction.id === 10 ? 'FOR_SALE' : 'TO_RENT');
        expect(estate.history![0]!.transactionId).toBe(estate.general.transaction.id === 10 ? 1 : 2);
      }
    }
  });

  it('keep every history oldest first, from the publication to no later than now, ending at the price asked now', async () => {
    const histories = await withHistory(1);
    expect(histories.some((estate) => estate.history!.length >= 3)).toBe(true);
    for (const estate of histories) {
      const dates = estate.history!.map((entry) => Date.parse(entry.date));
      expect(dates, `estate ${estate.general.id}`).toEqual([...dates].sort((a, b) => a - b));
      expect(dates[0]).toBe(Date.parse(estate.general.publicationDate));
      expect(dates.at(-1)).toBeLessThanOrEqual(CLOCK.getTime());
      expect(estate.history!.at(-1)!.price).toBe(estate.general.price.value);
    }
  });

  it('come with the detail too, the same entries with their transactions', async () => {
    const listed = (await withHistory(1)).find((estate) => estate.general.transaction.id === 10 && estate.history!.length >= 3);
    expect(listed).toBeDefined();
    const detail = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${listed!.general.id}`, { locale: 'fr' }));
    expect(detail.history).toEqual(listed!.history);
    expect(detail.history!.map((entry) => entry.transactionId)).toEqual([1, 1, 10]);
  });
});
