// Opens the demo API's PGlite database: one instance per process (kept on globalThis, since the dev
// server reloads modules), migrated and seeded on first open.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { dataDir } from '@/lib/env';
import { SEED_VERSION, ensureMedia, seed } from '../seed';
import { extendCalendars } from './calendars';
import * as schema from './schema';
import type { DemoDb } from './types';

export type { DemoDb, DemoTx, DbLike } from './types';

export type DemoDbHandle = {
  db: DemoDb;
  pg: PGlite;
  /** Folder of the generated photos served under /demo-api/media. */
  mediaDir: string;
  /** The API's clock: "now" for free slots, past checks and new rows. Tests fix it. */
  clock: () => Date;
};

export type DemoDbOptions = {
  /** In-memory database (tests); otherwise files under `dataDir`. */
  memory?: boolean;
  /** Defaults to `dataDir()` from the environment. */
  dataDir?: string;
  /** Defaults to `<dataDir>/media`. */
  mediaDir?: string;
  /** Reference time of the seed; defaults to the clock. */
  now?: Date;
  clock?: () => Date;
};

/** Where the SQL migrations live: resolved from the working directory, which is the repo root for next and vitest. */
export const migrationsFolder = path.join(process.cwd(), 'lib', 'demo-api', 'db', 'migrations');

async function seedVersion(db: DemoDb): Promise<number | null> {
  const rows = await db.select().from(schema.meta).where(eq(schema.meta.key, 'seedVersion'));
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : null;
}

/** Opens, migrates and (when empty) seeds a database. Each call makes a new instance. */
export async function createDemoDb(options: DemoDbOptions = {}): Promise<DemoDbHandle> {
  const clock = options.clock ?? (() => new Date());
  // The data folder is chosen at run time: keep it out of the build's file tracing.
  const root = path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? dataDir());
  const mediaDir = path.resolve(/*turbopackIgnore: true*/ options.mediaDir ?? path.join(root, 'media'));
  let pg: PGlite;
  if (options.memory) {
    pg = await PGlite.create({ extensions: { btree_gist } });
  } else {
    // PGlite needs the parent folder of its data directory to exist.
    await mkdir(root, { recursive: true });
    pg = await PGlite.create(path.join(/*turbopackIgnore: true*/ root, 'pgdata'), { extensions: { btree_gist } });
  }
  const db = drizzle({ client: pg, schema });
  await migrate(db, { migrationsFolder });
  const version = await seedVersion(db);
  if (version === null) {
    await seed(db, { now: options.now ?? clock(), mediaDir });
  } else {
    if (version !== SEED_VERSION) {
      console.warn(`[demo-api] database seeded by version ${version}, code expects ${SEED_VERSION}: delete ${root} to reseed`);
    }
    // A database opened days after its seed still offers slots and periods in the coming weeks,
    // and photos deleted from the media folder come back.
    await extendCalendars(db, options.now ?? clock());
    await ensureMedia(mediaDir);
  }
  return { db, pg, mediaDir, clock };
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
  if (existing) await (await existing).pg.close();
}
