// `npm run demo:seed -- --estates N`: the same estates every time, and a second run only finishes the first.
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_ID_BASE, bulkEstateRow, seedBulkEstates } from '@/lib/demo-api/seed/bulk';
import { call, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const estateCount = async () => (await rows<{ n: number }>('select count(*)::int as n from estates'))[0]?.n ?? 0;

describe('bulk seed', () => {
  it('makes the same estate for the same number and day', () => {
    const day = new Date('2025-06-02T00:00:00Z');
    expect(bulkEstateRow(42, day)).toEqual(bulkEstateRow(42, day));
    expect(bulkEstateRow(42, day).id).toBe(BULK_ID_BASE + 42);
    expect(bulkEstateRow(43, day).siteId).not.toBe(bulkEstateRow(42, day).siteId);
  });

  it('fills up to the asked total in committed batches, resumes, and its estates answer like the others', async () => {
    const { db } = await openTestDb();
    const before = await estateCount();
    // an interrupted run: the first batch of 10 committed, then it stopped
    await expect(
      seedBulkEstates(db, {
        total: before + 25,
        batch: 10,
        onBatch: () => {
          throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await estateCount()).toBe(before + 10);
    const resumed = await seedBulkEstates(db, { total: before + 25, batch: 10 });
    expect(resumed.added).toBe(15);
    expect(await estateCount()).toBe(before + 25);
    expect((await seedBulkEstates(db, { total: before + 25 })).added).toBe(0);
    const [site] = await rows<{ site_id: number }>('select site_id from estates where id = $1', [BULK_ID_BASE + 24]);
    expect((await call('GET', `/sites/${site?.site_id}/estates/v2/${BULK_ID_BASE + 24}`)).status).toBe(200);
  });
});
