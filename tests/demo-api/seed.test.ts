// The seed is deterministic: the same reference day gives byte-identical tables.
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoDb, type DemoDbHandle } from '@/lib/demo-api/db';
import { extendCalendars } from '@/lib/demo-api/db/calendars';
import { planSeed } from '@/lib/demo-api/seed';
import { NOW, freshTestDbOptions, openTestDb } from './helpers';

const opened: DemoDbHandle[] = [];
/** The tables of the first fresh seed, kept for the comparison with a test file's copy. */
let freshTables: Awaited<ReturnType<typeof dump>> | undefined;

afterAll(async () => {
  await Promise.all(opened.map((h) => h.close()));
});

/** One digest per table over every row, in a stable order. */
async function dump(handle: DemoDbHandle): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await handle.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [row] = await handle.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)), '') as digest from "${name}" t`,
    );
    result[name] = row ?? { rows: 0, digest: '' };
  }
  return result;
}

describe('seed', () => {
  it('gives identical data for the same reference time', async () => {
    const options = await freshTestDbOptions();
    const first = await createDemoDb(options);
    opened.push(first);
    // a later hour of the same day must not matter
    const second = await createDemoDb({ ...(await freshTestDbOptions()), now: new Date(NOW.getTime() + 9 * 3_600_000) });
    opened.push(second);
    const [a, b] = await Promise.all([dump(first), dump(second)]);
    freshTables = a;
    expect(Object.keys(a).length).toBeGreaterThan(15);
    expect(a.estates?.rows).toBeGreaterThan(500);
    expect(a.appointments?.rows).toBeGreaterThan(50);
    expect(b).toEqual(a);
  }, 120_000); // two full seeds

  it('gives the other test files a copy of what it writes', async () => {
    if (!freshTables) throw new Error('no fresh seed');
    expect(await dump(await openTestDb())).toEqual(freshTables);
  });

  it('extends agendas and rental calendars when reopened days later, keeping what exists', async () => {
    const handle = opened[0];
    if (!handle) throw new Error('no database');
    const count = async (table: string) => (await handle.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
    const before = { slots: await count('agenda_slots'), periods: await count('rental_periods'), appointments: await count('appointments') };
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    await extendCalendars(handle.db, later);
    const after = { slots: await count('agenda_slots'), periods: await count('rental_periods'), appointments: await count('appointments') };
    expect(after.slots).toBeGreaterThan(before.slots);
    expect(after.periods).toBeGreaterThan(before.periods);
    expect(after.appointments).toBe(before.appointments);
    const [last] = await handle.query<{ last: Date }>('select max(start) as last from agenda_slots');
    expect(last?.last.getTime()).toBeGreaterThan(later.getTime() + 19 * 86_400_000);
    // the same day twice adds nothing
    await extendCalendars(handle.db, later);
    expect(await count('agenda_slots')).toBe(after.slots);
  });

  it('keeps ids and texts when only the day changes', async () => {
    const [today, later] = await Promise.all([planSeed(new Date('2025-06-02T00:00:00Z')), planSeed(new Date('2025-09-15T00:00:00Z'))]);
    expect(later.estates.map((e) => e.id)).toEqual(today.estates.map((e) => e.id));
    expect(later.estates.map((e) => e.doc.general.title.nl)).toEqual(today.estates.map((e) => e.doc.general.title.nl));
    expect(later.estates[0]?.publicationDate).not.toEqual(today.estates[0]?.publicationDate);
  });
});
