// The demo API's test files each get a database of their own, copied from one seeded database instead of
// seeding their own: migrating and seeding take seconds, a copy a fraction of that. On PostgreSQL the
// copy is a database made from a template in the run's cluster; on PGlite, a data folder loaded from a
// dump of a seeded one, kept in a temporary file that later runs reuse while the code it came from stays.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDemoDb, pgliteExtensions, type DemoDbOptions } from '@/lib/demo-api/db';
// @ts-expect-error: a plain ES module shared with the scripts, typed by its JSDoc
import { createDatabase } from '@/scripts/pg-cluster.mjs';

/** What the seed is made from: everything the demo API may import (docs/decisions/0031-demo-api-database.md). */
const SEED_SOURCES = ['lib/demo-api', 'lib/rules', 'lib/text', 'lib/site-api/schemas'];
/** The packages that write the data folder and run the migrations. */
const SEED_PACKAGES = ['@electric-sql/pglite', 'drizzle-orm'];

/** Start of the names of the PGlite dumps in the temporary folder; the rest is the key of what they were seeded from. */
const DUMP_PREFIX = 'agency-site-demo-db-';
/** A dump no run has read for this long is removed when another is written. */
const UNUSED_DUMP_MS = 3_600_000;

/** Name of the seeded template database in the run's PostgreSQL cluster. */
const TEMPLATE = 'seeded';
/** Key of the advisory lock under which the first test file seeds the template. */
const TEMPLATE_LOCK = 0x73656564; // "seed"

/** A database of its own in the cluster, copied from the seeded template; the first caller seeds the template. */
export async function seededPostgresDatabase(adminUrl: string, name: string, seedOptions: DemoDbOptions): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Test files start in several workers at once: one seeds, the others wait for the template.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
    if (found.rowCount === 0) await seedTemplate(admin, adminUrl, seedOptions);
    return (await createDatabase(adminUrl, name, TEMPLATE)) as string;
  } finally {
    // ending the session releases the lock
    await admin.end();
  }
}

async function seedTemplate(admin: pg.Client, adminUrl: string, seedOptions: DemoDbOptions): Promise<void> {
  // Seeded under another name and renamed when done, so a failed seed leaves no half-filled template.
  const seeding = `${TEMPLATE}_seeding`;
  await admin.query(`drop database if exists ${seeding}`);
  const handle = await createDemoDb({ ...seedOptions, databaseUrl: (await createDatabase(adminUrl, seeding)) as string });
  await handle.close();
  await admin.query(`alter database ${seeding} rename to ${TEMPLATE}`);
}

/** An in-memory PGlite holding a copy of the seeded database. */
export async function seededPglite(seedOptions: DemoDbOptions): Promise<PGlite> {
  return PGlite.create({ extensions: pgliteExtensions, loadDataDir: await seededDump(seedOptions) });
}

/** The dump of a seeded data folder: from the temporary file, or seeded now and kept there. */
async function seededDump(seedOptions: DemoDbOptions): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${DUMP_PREFIX}${seedKey(seedOptions)}.tar`);
  const kept = await readDump(file);
  if (kept) return kept;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await createDemoDb({ ...seedOptions, pglite: client });
  // Written out, the copies start without replaying the seed's log: a quarter faster.
  await client.exec('checkpoint');
  // Uncompressed: a gzipped dump is a fifth of the size but takes half as long again to load.
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Two files starting together may both seed: each writes a whole file and renames it into place.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  await removeUnusedDumps();
  return dump;
}

/** A dump kept by an earlier file or run, marked as used; null when there is none. */
async function readDump(file: string): Promise<Blob | null> {
  try {
    const bytes = await readFile(file);
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return new Blob([bytes]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the dumps of earlier code (tens of megabytes each) that no run has read for an hour. */
async function removeUnusedDumps(): Promise<void> {
  const folder = os.tmpdir();
  const dumps = (await readdir(folder)).filter((name) => name.startsWith(DUMP_PREFIX));
  for (const name of dumps) {
    const file = path.join(folder, name);
    const unused = await stat(file).then((info) => Date.now() - info.mtimeMs > UNUSED_DUMP_MS, () => false);
    if (unused) await rm(file, { force: true });
  }
}

/** Changes with the seed's reference time and with any file or package the dump comes from. */
function seedKey(seedOptions: DemoDbOptions): string {
  const hash = createHash('sha256');
  hash.update(`${seedOptions.now?.toISOString()}\n`);
  // this file says how a dump is made
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const name of SEED_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  for (const folder of SEED_SOURCES) {
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(`${file}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
