// The production server with the embedded demo API, as the measuring scripts start it (`npm run bench`,
// `npm run lighthouse`): a build when there is none (or it is older than the sources), then the app's server (server.mjs) on a
// fresh demo database in its own process group, its output in a log file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `next build` reads: a file here newer than the build means the build is stale. */
const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'global.d.ts', 'tsconfig.json', 'package-lock.json', 'cache-handler.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether .next holds a build at least as new as every source it was made from. */
export function buildIsCurrent() {
  if (!existsSync('.next/BUILD_ID')) return false;
  const built = statSync('.next/BUILD_ID').mtimeMs;
  return BUILD_INPUTS.every((input) => newestMtime(input) <= built);
}

/** `next build` when there is no build, or (with `whenStale`) when the sources changed since; exits on failure. */
export function ensureBuild({ force = false, whenStale = false } = {}) {
  const needed = force || !existsSync('.next/BUILD_ID') || (whenStale && !buildIsCurrent());
  if (!needed) return;
  console.log('Building (next build)…');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The app's server (server.mjs) on `port` with the embedded demo API on a fresh PGlite database in `dataDir`, its output in
 * `dataDir/server.log`. Resolves once the demo site answers, with the demo site (`{ id, accountId, … }`),
 * the base URL and `stop()`, which also runs when this process exits.
 */
export async function startDemoServer({ port, dataDir, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(join(dataDir, 'server.log'), 'w');
  const serverEnv = { ...process.env, DATA_DIR: dataDir, SITE_API_URL: '', ...env };
  delete serverEnv.DATABASE_URL;
  // Its own process group, so stopping it also stops next-server.
  const server = spawn(process.execPath, ['server.mjs', '-p', String(port)], { detached: true, stdio: ['ignore', log, log], env: serverEnv });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${base}/demo-api/sites/by-hostname/localhost`);
      if (response.ok) return { site: await response.json(), base, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not start: see ${join(dataDir, 'server.log')}`);
}

/** Next 16.4 sends a redirect rendered on demand with its Location twice on the first view; fetch joins them. */
export const firstLocation = (response) => response.headers.get('location').split(',')[0].trim();

/** The canonical (slugged) path of a short detail path such as `/nl/aanbod/12`, by following its redirect once. */
export async function canonicalPath(base, path) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  if (response.status < 300 || response.status >= 400) return path;
  return new URL(firstLocation(response), base).pathname;
}

/** A call to the demo API as the site does it. */
export async function demoApi(base, site, path, { body, locale = 'nl' } = {}) {
  const response = await fetch(`${base}/demo-api/sites/${site.id}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-SITE': String(site.id), 'ACCEPT-LANGUAGE': locale, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`demo API ${path}: ${response.status}`);
  return response.json();
}
