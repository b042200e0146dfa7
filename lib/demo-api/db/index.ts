// Opens the demo API's database: PostgreSQL through node-postgres when DATABASE_URL is set, PGlite in the
// data folder otherwise. One instance per process (kept on globalThis, since the dev server reloads
// modules), migrated and seeded on first open with the same drizzle-kit migrations on both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logger } from '@/lib/log/logger.mjs';
import { demoDataDir, demoEnv } from '../env';
import { SEED_VERSION, ensureMedia, seed } from '../seed';
import { extendCalendars } from './calendars';
import * as schema from './schema';
import type { DemoDb } from './types';

export type { DemoDb, DemoTx, DbLike } from './types';

export type DemoDbHandle = {
  db: DemoDb;
  /** Which database runs it. */
  driver: 'pglite' | 'postgres';
  /** Runs one SQL statement with `$1` parameters and returns its rows (tests, scripts, EXPLAIN). */
  query: <T>(sqlText: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
  /** Folder of the generated photos served under /demo-api/media. */
  mediaDir: string;
  /** The API's clock: "now" for free slots, past checks and new rows. Tests fix it. */
  clock: () => Date;
};

export type DemoDbOptions = {
  /** In-memory PGlite database (tests); otherwise files under `dataDir`. Ignored when a database URL is given. */
  memory?: boolean;
  /** PostgreSQL to run on; defaults to DATABASE_URL (unless `memory` or `pglite`). Unset: PGlite. */
  databaseUrl?: string;
  /** Defaults to DATA_DIR from the environment. */
  dataDir?: string;
  /** Defaults to `<dataDir>/media`. */
  mediaDir?: string;
  /** Reference time of the seed; defaults to the clock. */
  now?: Date;
  clock?: () => Date;
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** A PGlite to run on instead of opening one (tests start it from a seeded copy); `memory` and `dataDir` then go unused. */
  pglite?: PGlite;
};

/** Where the SQL migrations live: resolved from the working directory, which is the repo root for next and vitest. */
export const migrationsFolder = path.join(process.cwd(), 'lib', 'demo-api', 'db', 'migrations');

/** The extensions the migrations need: a PGlite opened elsewhere (`pglite` above) must load them too. */
export const pgliteExtensions = { btree_gist };

/** Key of the advisory lock that lets one of several starting processes migrate and seed a PostgreSQL database. */
const SETUP_LOCK = 0x64656d6f; // "demo"

async function seedVersion(db: DemoDb): Promise<number | null> {
  const rows = await db.select().from(schema.meta).where(eq(schema.meta.key, 'seedVersion'));
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : null;
}

/** Seeds an empty database, or brings a seeded one's calendars and photos up to date. */
async function prepare(db: DemoDb, where: string, now: Date, mediaDir: string): Promise<void> {
  const version = await seedVersion(db);
  if (version === null) {
    await seed(db, { now, mediaDir });
    return;
  }
  if (version !== SEED_VERSION) {
    logger().warn({ topic: 'demo-api', seedVersion: version, expected: SEED_VERSION }, `the demo API's database was seeded by version ${version}, the code expects ${SEED_VERSION}: empty ${where} to reseed`);
  }
  // A database opened days after its seed still offers slots and periods in the coming weeks,
  // and photos deleted from the media folder come back.
  await extendCalendars(db, now);
  await ensureMedia(mediaDir);
}

async function openPostgres(url: string, options: DemoDbOptions, mediaDir: string, clock: () => Date): Promise<DemoDbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server drops must not take the process down.
  pool.on('error', (error) => logger().error({ topic: 'demo-api', reason: error.message }, "the demo API's PostgreSQL connection was lost"));
  try {
    // Several web instances may start at once on one database: one migrates and seeds, the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      const setupDb = drizzlePostgres({ client, schema }) as unknown as DemoDb;
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      await prepare(setupDb, 'the database', options.now ?? clock(), mediaDir);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as DemoDb,
    driver: 'postgres',
    query: async <T>(sqlText: string, params: unknown[] = []) => (await pool.query(sqlText, params)).rows as T[],
    close: () => pool.end(),
    mediaDir,
    clock,
  };
}

async function startPglite(root: string, memory: boolean | undefined): Promise<PGlite> {
  if (memory) return PGlite.create({ extensions: pgliteExtensions });
  // PGlite needs the parent folder of its data directory to exist.
  await mkdir(root, { recursive: true });
  return PGlite.create(path.join(/*turbopackIgnore: true*/ root, 'pgdata'), { extensions: pgliteExtensions });
}

async function openPglite(root: string, options: DemoDbOptions, mediaDir: string, clock: () => Date): Promise<DemoDbHandle> {
  const client = options.pglite ?? (await startPglite(root, options.memory));
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await prepare(db as unknown as DemoDb, root, options.now ?? clock(), mediaDir);
    return {
      db: db as unknown as DemoDb,
      driver: 'pglite',
      query: async <T>(sqlText: string, params: unknown[] = []) => (await client.query<T>(sqlText, params)).rows,
      close: () => client.close(),
      mediaDir,
      clock,
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Opens, migrates and (when empty) seeds a database. Each call makes a new instance. */
export async function createDemoDb(options: DemoDbOptions = {}): Promise<DemoDbHandle> {
  const clock = options.clock ?? (() => new Date());
  // The data folder is chosen at run time: keep it out of the build's file tracing.
  const root = path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? demoDataDir());
  const mediaDir = path.resolve(/*turbopackIgnore: true*/ options.mediaDir ?? path.join(root, 'media'));
  const url = options.databaseUrl ?? (options.memory || options.pglite ? undefined : demoEnv().DATABASE_URL);
  return url ? openPostgres(url, options, mediaDir, clock) : openPglite(root, options, mediaDir, clock);
}

const GLOBAL_KEY = Symbol.for('agency-site.demo-api.db');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: Promise<DemoDbHandle> };

/**
 * The process's demo database. Concurrent callers share one promise; the options of the first
 * call win (tests call it first with `{ memory: true }`). A failed open is forgotten, so the
 * next call tries again.
 */
export function getDemoDb(options: DemoDbOptions = {}): Promise<DemoDbHandle> {
  const store = globalThis as GlobalWithDb;
  const existing = store[GLOBAL_KEY];
  if (existing) return existing;
  const opening = createDemoDb(options).catch((error: unknown) => {
    delete store[GLOBAL_KEY];
    throw error;
  });
  store[GLOBAL_KEY] = opening;
  return opening;
}

/** Closes and forgets the process's database (tests, shutdown). */
export async function closeDemoDb(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const existing = store[GLOBAL_KEY];
  delete store[GLOBAL_KEY];
  if (existing) await (await existing).close();
}
