import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type * as schema from './schema';

export type DemoDb = PgliteDatabase<typeof schema>;
export type DemoTx = Parameters<Parameters<DemoDb['transaction']>[0]>[0];
/** The database or an open transaction: what a query helper runs on. */
export type DbLike = DemoDb | DemoTx;
