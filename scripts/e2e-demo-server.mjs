// The browser journeys' demo server (playwright.config.ts, port 3100): the app's server (server.mjs) on a fresh demo database.
// Where PostgreSQL is installed (CI installs Debian's, .ci/run), on a throw-away cluster through DATABASE_URL,
// so the journeys that write (leads, reservations, appointments, subscriptions) run on a real PostgreSQL;
// elsewhere, or with E2E_DATABASE=pglite, on PGlite in DATA_DIR as before. Says which in its output and in
// test-reports/e2e-database.txt, which `npm test` prints. Usage: node scripts/e2e-demo-server.mjs <port> [more server.mjs options]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createDatabase, postgresInstalled, startCluster } from './pg-cluster.mjs';

const port = process.argv[2] ?? '3100';
// A fresh demo database for every run (PGlite has no cross-process lock), and an empty data cache: answers
// cached from an earlier run's database would otherwise be served stale.
rmSync('.data/e2e', { recursive: true, force: true });
rmSync('.next/cache/fetch-cache', { recursive: true, force: true });

const wanted = process.env.E2E_DATABASE ?? (postgresInstalled() ? 'postgres' : 'pglite');
let cluster;
const env = { ...process.env };
if (wanted === 'postgres') {
  cluster = await startCluster();
  env.DATABASE_URL = await createDatabase(cluster.url, 'e2e');
} else {
  delete env.DATABASE_URL;
}
const used = wanted === 'postgres' ? `PostgreSQL (a throw-away cluster on port ${cluster.port})` : 'PGlite (.data/e2e)';
mkdirSync('test-reports', { recursive: true });
writeFileSync('test-reports/e2e-database.txt', `${used}\n`);
console.error(`[e2e] the demo API of the browser journeys runs on ${used}`);

// More options for server.mjs (playwright.config.ts: --keepAliveTimeout).
const server = spawn(process.execPath, ['server.mjs', '-p', port, ...process.argv.slice(3)], { env, stdio: 'inherit' });
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  try {
    cluster?.stop();
  } finally {
    process.exit(code);
  }
}
server.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
