import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { getDemoDb, type DemoDbHandle, type DemoDbOptions } from '@/lib/demo-api/db';
// @ts-expect-error: a plain ES module shared with the scripts, typed by its JSDoc
import { createDatabase } from '@/scripts/pg-cluster.mjs';
import { handleDemoApiRequest } from '@/lib/demo-api/router';
import { DEMO_INTERNAL_HEADER, demoInternalKey } from '@/lib/demo-api/access';
import { seededPglite, seededPostgresDatabase } from '../support/seeded-demo-db';

/** Reference time of the seed in every test: a Monday. */
export const NOW = new Date('2025-06-02T05:00:00Z');
/** The API's clock: 10:15 in Brussels that Monday, so the morning's first slots have passed. */
export const CLOCK = new Date('2025-06-02T08:15:00Z');

/** Photos are rendered once into a shared temporary folder; later runs reuse them. */
export const TEST_MEDIA = path.join(os.tmpdir(), 'agency-site-demo-api-test-media');

/** The database the suite runs on: `postgres` in the demo-api-postgres project, PGlite otherwise. */
export const testDriver: 'pglite' | 'postgres' = inject('demoPostgresUrl') ? 'postgres' : 'pglite';

/** The fixed dates and the shared photo folder, on PGlite in memory unless a database is named. */
const TEST_DB: DemoDbOptions = { memory: true, now: NOW, clock: () => CLOCK, mediaDir: TEST_MEDIA };

let databases = 0;

/**
 * Options of a new, empty test database with the fixed dates, which the demo API seeds when it opens it:
 * in memory on PGlite, or a database of its own in the run's PostgreSQL cluster.
 */
export async function freshTestDbOptions(): Promise<DemoDbOptions> {
  const adminUrl = inject('demoPostgresUrl');
  if (!adminUrl) return TEST_DB;
  databases += 1;
  const databaseUrl = (await createDatabase(adminUrl, `test_${process.pid}_${databases}`)) as string;
  return { ...TEST_DB, databaseUrl, poolSize: 25 };
}

/** Options of a new test database of its own, already seeded: a copy of the run's seeded database. */
async function seededTestDbOptions(): Promise<DemoDbOptions> {
  const adminUrl = inject('demoPostgresUrl');
  if (!adminUrl) return { ...TEST_DB, pglite: await seededPglite(TEST_DB) };
  databases += 1;
  const databaseUrl = await seededPostgresDatabase(adminUrl, `test_${process.pid}_${databases}`, TEST_DB);
  return { ...TEST_DB, databaseUrl, poolSize: 25 };
}

let opening: Promise<DemoDbHandle> | undefined;

/** The process's demo database with the fixed dates (test files run in their own process). */
export function openTestDb(): Promise<DemoDbHandle> {
  opening ??= seededTestDbOptions().then((options) => getDemoDb(options));
  return opening;
}

/** The back office's token in these tests (set before the environment is first read). */
export const TEST_ADMIN_TOKEN = 'demo-admin-token-for-unit-tests';
process.env.DEMO_ADMIN_TOKEN = TEST_ADMIN_TOKEN;

type CallOptions = {
  /** Sends the back office's bearer token (demo/publish and the demo's edits need it). */
  admin?: boolean;
  /** X-SITE; defaults to the site in the path, `null` sends none. */
  site?: number | null;
  locale?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Calls the demo API like the site-API client does: `call('GET', '/sites/1/pages')`. */
export async function call(method: string, url: string, options: CallOptions = {}): Promise<Response> {
  const parsed = new URL(url, 'http://test/demo-api/');
  const segments = parsed.pathname.replace(/^\/demo-api\//, '').replace(/^\//, '').split('/').map(decodeURIComponent);
  const pathSite = /^\/?sites\/(\d+)/.exec(url)?.[1];
  const site = options.site === undefined ? pathSite : options.site === null ? undefined : String(options.site);
  // Writes come from the website's own routes, with the process's key (lib/demo-api/access.ts).
  const headers: Record<string, string> = { [DEMO_INTERNAL_HEADER]: demoInternalKey(), ...(site ? { 'X-SITE': site } : {}), ...(options.locale ? { 'ACCEPT-LANGUAGE': options.locale } : {}), ...(options.admin ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {}), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://test/demo-api/${segments.join('/')}${parsed.search}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return handleDemoApiRequest(request, segments);
}

/** Calls and parses the JSON answer, failing with the body when the status is not the expected one. */
export async function callJson(method: string, url: string, options: CallOptions & { status?: number } = {}): Promise<unknown> {
  const response = await call(method, url, options);
  const text = await response.text();
  const expected = options.status ?? (method === 'POST' ? [200, 201] : [200]);
  const ok = Array.isArray(expected) ? expected.includes(response.status) : response.status === expected;
  if (!ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs a query on the test database and returns its rows. */
export async function rows<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  const handle = await openTestDb();
  return handle.query<T>(sqlText, params);
}
