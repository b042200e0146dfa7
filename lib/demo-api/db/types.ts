import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The demo database through drizzle, whichever driver runs it (PGlite or node-postgres). */
export type DemoDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DemoTx = Parameters<Parameters<DemoDb['transaction']>[0]>[0];
/** The database or an open transaction: what a query helper runs on. */
export type DbLike = DemoDb | DemoTx;
