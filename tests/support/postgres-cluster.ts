// Global setup of the `demo-api-postgres` test project: one throw-away PostgreSQL cluster for the run;
// every test file makes its own database in it (tests/demo-api/helpers.ts).
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module shared with the scripts, typed by its JSDoc
import { startCluster } from '../../scripts/pg-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL cluster; absent in the PGlite project. */
    demoPostgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = (await startCluster()) as { url: string; stop: () => void };
  project.provide('demoPostgresUrl', cluster.url);
  return () => cluster.stop();
}
