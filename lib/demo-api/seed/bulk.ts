// Listings at any scale (`npm run demo:seed -- --estates 100000`): ordinary estates added to the seeded
// demo, split over its sites. Estate k is always the same estate (its own random stream, dates from the
// seed's reference day); batches commit one by one, so an interrupted run resumes where it stopped.
import { count, gte, eq, sql } from 'drizzle-orm';
import { estates, meta } from '../db/schema';
import type { DemoDb } from '../db/types';
import { estateDocument, estateRow } from './documents';
import { pickCity, planRegularEstate } from './estates';
import { Random } from './random';
import { seedSites } from './sites';
import { startOfUtcDay } from './time';

/** Ids of bulk estates start here, far above the seed's own (site id bases 3,410,000 and 3,520,000). */
export const BULK_ID_BASE = 10_000_000;
/** Past the seed's forced transactions (its first listings cover every transaction once). */
const BULK_INDEX_BASE = 1_000;

/** The bulk estate number `k` (0-based), as a row: deterministic for a reference day. */
export function bulkEstateRow(k: number, referenceDay: Date) {
  const site = seedSites[k % seedSites.length];
  if (!site) throw new Error('no seed site');
  const random = new Random(`bulk/${k}`);
  const city = pickCity(random.fork('city'), site);
  const plan = planRegularEstate(random, { site, id: BULK_ID_BASE + k, index: BULK_INDEX_BASE + k, city, now: referenceDay, missing: [] });
  return estateRow(plan, estateDocument(new Random(`fields/${plan.id}`), plan));
}

export type BulkProgress = { total: number; added: number; ms: number };

/**
 * Fills the database up to `total` estates (seed and bulk together); nothing happens when it has that
 * many already. `onBatch` hears of each committed batch.
 */
export async function seedBulkEstates(
  db: DemoDb,
  options: {
    total: number;
    batch?: number;
    onBatch?: (done: number, target: number) => void;
    /** More databases in the same state to fill with the same rows, made once (the benchmark's PGlite and PostgreSQL). */
    also?: readonly DemoDb[];
  },
): Promise<BulkProgress> {
  const started = Date.now();
  const batch = options.batch ?? 500;
  const reference = (await db.select().from(meta).where(eq(meta.key, 'referenceDate')))[0]?.value;
  if (typeof reference !== 'string') throw new Error('the database has no seed yet: open it once first');
  const referenceDay = startOfUtcDay(new Date(`${reference}T00:00:00Z`));
  const [{ n: all } = { n: 0 }] = await db.select({ n: count() }).from(estates);
  const [{ n: bulk } = { n: 0 }] = await db.select({ n: count() }).from(estates).where(gte(estates.id, BULK_ID_BASE));
  const target = bulk + Math.max(0, options.total - all);
  let next = bulk;
  while (next < target) {
    const end = Math.min(target, next + batch);
    const rows = Array.from({ length: end - next }, (_, i) => bulkEstateRow(next + i, referenceDay));
    // 100 rows per statement keeps every insert far below PostgreSQL's 65,535 parameters
    for (const target of [db, ...(options.also ?? [])]) {
      await target.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 100) await tx.insert(estates).values(rows.slice(i, i + 100)).onConflictDoNothing();
      });
    }
    next = end;
    options.onBatch?.(next, target);
  }
  // A bulk load ends as autovacuum would end it, at once: the planner's statistics for the new rows, and the
  // visibility map that lets the lists read estates_search_idx alone (index-only scans).
  if (target > bulk) for (const each of [db, ...(options.also ?? [])]) await each.execute(sql`vacuum analyze estates`);
  return { total: options.total, added: target - bulk, ms: Date.now() - started };
}
