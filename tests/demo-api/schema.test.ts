// The schema holds its own rules, whatever a handler does: exact money, known codes only, references
// that cascade or refuse as they should. Runs on PGlite and on PostgreSQL (vitest projects).
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, rows, testDriver } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

/** The database's error for a statement, or null when it succeeds. */
async function refusal(sqlText: string, params: unknown[] = []): Promise<string | null> {
  try {
    await rows(sqlText, params);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('demo database schema', () => {
  it('runs on the database of its test project', async () => {
    expect((await openTestDb()).driver).toBe(testDriver);
  });

  it('keeps money as exact numeric euros', async () => {
    const types = await rows<{ table_name: string; data_type: string }>(
      "select table_name, data_type from information_schema.columns where column_name = 'price' and table_schema = 'public' order by table_name",
    );
    expect(types).toEqual([
      { table_name: 'estates', data_type: 'numeric' },
      { table_name: 'rental_periods', data_type: 'numeric' },
    ]);
    const [sum] = await rows<{ exact: boolean }>("select (0.1::numeric(12,2) + 0.2::numeric(12,2)) = 0.3 as exact");
    expect(sum?.exact).toBe(true);
  });

  it('refuses transaction ids, head types, EPC labels and statuses the spec does not know', async () => {
    const [estate] = await rows<{ id: number }>('select id from estates order by id limit 1');
    expect(await refusal('update estates set transaction_id = 9 where id = $1', [estate?.id])).toMatch(/estates_transaction_check/);
    expect(await refusal('update estates set head_type_id = 8 where id = $1', [estate?.id])).toMatch(/estates_head_type_check/);
    expect(await refusal("update estates set epc_label = 'H' where id = $1", [estate?.id])).toMatch(/estates_epc_label_check/);
    expect(await refusal("update rental_periods set status = 'MAYBE' where id = (select min(id) from rental_periods)")).toMatch(/rental_periods_status_check/);
    expect(await refusal("insert into outbox (site_id, kind, \"to\", subject, body, created_at) values (1, 'spam', 'a@b.c', 's', 'b', now())")).toMatch(/outbox_kind_check/);
  });

  it('refuses references to nothing, and cascades a rental unit to its photos and periods', async () => {
    expect(await refusal("insert into leads (site_id, type, estate_id, data, created_at) values (1, 'contact', 999999999, '{}', now())")).toMatch(/foreign key/);
    const [unit] = await rows<{ id: number }>(
      'select u.id from rental_units u where not exists (select 1 from rental_reservations r where r.unit_id = u.id) order by u.id limit 1',
    );
    await rows('delete from rental_units where id = $1', [unit?.id]);
    const [left] = await rows<{ n: number }>(
      'select ((select count(*) from rental_periods where unit_id = $1) + (select count(*) from rental_photos where unit_id = $1))::int as n',
      [unit?.id],
    );
    expect(left?.n).toBe(0);
  });
});
