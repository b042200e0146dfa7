// npm run bench:api: the demo API's estate search at 1k, 10k and 100k estates, on PGlite and on a
// throw-away PostgreSQL cluster, in one run. Calls the API's handler in-process (no HTTP in the numbers)
// and prints p50/p95 of the search (filtered, sorted, grouped, paged), the filter counts and one estate,
// then the query plans of the search at the largest size. Writes docs/bench-api.md.
// Heavy: run it as `flock /tmp/heavy.lock npm run bench:api` (react-server: the router is server-only). `--sizes 1000,10000` runs fewer sizes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDemoDb, type DemoDbHandle, type DemoDbOptions } from '@/lib/demo-api/db';
import { handleDemoApiRequest } from '@/lib/demo-api/router';
import { seedBulkEstates } from '@/lib/demo-api/seed/bulk';
import { TYPE_GROUP_ORDER } from '@/lib/rules';
// @ts-expect-error: a plain ES module shared with the tests, typed by its JSDoc
import { createDatabase, startCluster } from './pg-cluster.mjs';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000' }, runs: { type: 'string', default: '200' }, out: { type: 'string', default: 'docs/bench-api.md' } } });
const sizes = (values.sizes ?? '').split(',').map(Number);
const runs = Number(values.runs);
const NOW = new Date('2025-06-02T05:00:00Z');

async function call(method: string, url: string, body?: unknown): Promise<unknown> {
  const segments = url.replace(/^\//, '').split('/');
  const request = new Request(`http://bench/demo-api/${url.replace(/^\//, '')}`, {
    method,
    headers: { 'X-SITE': '1', 'ACCEPT-LANGUAGE': 'nl', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handleDemoApiRequest(request, segments);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** What a visitor's list asks: houses and apartments for sale in a price range, by price, grouped by type, page 3. */
const searchBody = (page: number) => ({
  filter: { query: { terms: { status: ['FOR_SALE'], type: [1, 2] }, range: { price: { gte: 150_000, lte: 600_000 } } } },
  sort: { type: 'price', order: 'ASC' },
  grouping: 'type',
  limit: 15,
  offset: 15 * (page % 5),
});
const filterBody = { filter: { query: { terms: { status: ['FOR_SALE'] } } } };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

type Row = { db: string; size: number; seedS: number; search: { p50: number; p95: number }; filters: { p50: number; p95: number }; estate: { p50: number; p95: number } };

/** Points the API's router (which asks getDemoDb) at one of the open databases. */
function routeTo(handle: DemoDbHandle): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.demo-api.db')] = Promise.resolve(handle);
}

async function measureAt(db: string, handle: DemoDbHandle, size: number, seedS: number): Promise<Row> {
  routeTo(handle);
  await handle.query('analyze');
  const ids = (await handle.query<{ id: number }>('select id from estates where site_id = 1 and parent_id is null order by id')).map((r) => r.id);
  const search = await measure((i) => call('POST', '/sites/1/estates', searchBody(i)));
  const filters = await measure(() => call('POST', '/sites/1/estate-filters', filterBody));
  const estate = await measure((i) => call('GET', `/sites/1/estates/v2/${ids[(i * 7919) % ids.length]}`));
  process.stderr.write(`\r${db} ${size}: search p95 ${search.p95.toFixed(1)} ms, filters p95 ${filters.p95.toFixed(1)} ms, estate p95 ${estate.p95.toFixed(1)} ms\n`);
  return { db, size, seedS, search, filters, estate };
}

/** Both databases grow together (each estate made once, written to both), measured at every size. */
async function benchBoth(pglite: DemoDbHandle, postgres: DemoDbHandle): Promise<{ rows: Row[]; plan: string }> {
  const rows: Row[] = [];
  for (const size of sizes) {
    const started = Date.now();
    await seedBulkEstates(pglite.db, { total: size, also: [postgres.db], onBatch: (done, target) => process.stderr.write(`\rfilling to ${size}: ${done}/${target}   `) });
    const seedS = (Date.now() - started) / 1000;
    rows.push(await measureAt('PGlite', pglite, size, seedS), await measureAt('PostgreSQL', postgres, size, seedS));
  }
  const explain = async (text: string) => (await postgres.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`)).map((r) => r['QUERY PLAN']).join('\n');
  const plan = `${await explain(SEARCH_SQL)}\n\n${await explain(GROUPS_SQL)}`;
  return { rows, plan };
}

/** The heart of the search above, as SQL, for EXPLAIN: the page's ids, and the group counts that give the total. */
const MATCHES = `from estates where site_id = 1 and parent_id is null and transaction_id in (1, 10) and head_type_id in (1, 2)
  and price >= 150000 and price <= 600000`;
const SEARCH_SQL = `select id ${MATCHES} order by array_position(array[${TYPE_GROUP_ORDER.join(",")}]::int[], head_type_id), price asc nulls last, id limit 15 offset 30`;
const GROUPS_SQL = `select head_type_id, count(*) ${MATCHES} group by head_type_id`;

const ms = (n: number) => n.toFixed(1);

async function main(): Promise<void> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'agency-site-bench-api-'));
  const cluster = (await startCluster()) as { url: string; stop: () => void };
  try {
    const base: DemoDbOptions = { now: NOW, clock: () => NOW, mediaDir: path.join(os.tmpdir(), 'agency-site-demo-api-test-media') };
    const pglite = await createDemoDb({ ...base, dataDir: path.join(temp, 'pglite') });
  const postgres = await createDemoDb({ ...base, databaseUrl: (await createDatabase(cluster.url, 'bench')) as string });
  const result = await benchBoth(pglite, postgres);
  await Promise.all([pglite.close(), postgres.close()]);
  const lines = [
      '# Demo API at scale (`npm run bench:api`)',
      '',
      `In-process calls of the demo API's handler, ${runs} runs after 20 warm-up calls, on ${os.cpus().length} shared cores, ${new Date().toISOString().slice(0, 10)}.`,
      'Search: houses and apartments for sale between €150,000 and €600,000, by price, grouped by type, 15 per page, pages 1 to 5.',
      'Filters: the filter options counted under "for sale". Estate: one listing\'s detail. Times in ms.',
      '',
      '| database | estates | fill both (s) | search p50 | search p95 | filters p50 | filters p95 | estate p50 | estate p95 |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...[...result.rows].sort((a, b) => a.db.localeCompare(b.db) || a.size - b.size).map((r) => `| ${r.db} | ${r.size.toLocaleString('en')} | ${r.seedS.toFixed(0)} | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${ms(r.filters.p50)} | ${ms(r.filters.p95)} | ${ms(r.estate.p50)} | ${ms(r.estate.p95)} |`),
      '',
      `## Plans of the search's page and group counts at ${sizes.at(-1)?.toLocaleString('en')} estates on PostgreSQL`,
      '',
      '```',
      result.plan,
      '```',
      '',
    ];
    writeFileSync(values.out ?? 'docs/bench-api.md', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    cluster.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}

void main();
