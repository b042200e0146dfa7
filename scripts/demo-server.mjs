// The production server with the embedded demo API, as the measuring scripts start it (`npm run bench`,
// `npm run lighthouse`): a build when there is none (or it is older than the sources), then the app's server (server.mjs) on a
// fresh demo database in its own process group, its output in a log file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `next build` reads: a file here newer than the build means the build is stale. */
const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'global.d.ts', 'tsconfig.json', 'package-lock.json', 'cache-handler.mjs'];

/** The newest modification time of a file, or of any file under a folder; 0 when the path does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether the build whose BUILD_ID is `buildId` exists and is at least as new as every one of `inputs`. */
export function builtAfter(buildId, inputs) {
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return inputs.every((input) => newestMtime(input) <= built);
}

/** Whether .next holds a build at least as new as every source it was made from. */
export function buildIsCurrent() {
  return builtAfter('.next/BUILD_ID', BUILD_INPUTS);
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
 * `command` with `args` in its own process group (so stopping it also stops what it starts, next-server),
 * its output in the file `log`. `stop()` ends the group; it also runs when this process exits.
 */
export function spawnServer(command, args, { log, env = process.env, cwd }) {
  const output = openSync(log, 'w');
  const server = spawn(command, args, { detached: true, stdio: ['ignore', output, output], env, cwd });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  return stop;
}

/** The answer of `url` once it is a 2xx, asking every half second, `tries` times; null when it never was. */
export async function waitForAnswer(url, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

/**
 * The app's server (server.mjs) on `port` with the embedded demo API on a fresh PGlite database in `dataDir`, its output in
 * `dataDir/server.log`. Resolves once the demo site answers, with the demo site (`{ id, accountId, … }`),
 * the base URL and `stop()`, which also runs when this process exits.
 */
export async function startDemoServer({ port, dataDir, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const serverEnv = { ...process.env, DATA_DIR: dataDir, SITE_API_URL: '', ...env };
  delete serverEnv.DATABASE_URL;
  const stop = spawnServer(process.execPath, ['server.mjs', '-p', String(port)], { log: join(dataDir, 'server.log'), env: serverEnv });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const base = `http://localhost:${port}`;
  const answer = await waitForAnswer(`${base}/demo-api/sites/by-hostname/localhost`);
  if (answer) return { site: await answer.json(), base, stop };
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
