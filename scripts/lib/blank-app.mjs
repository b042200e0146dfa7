// The framework's floor: a blank Next app (bench/blank-next, one layout and one server-rendered page) built
// from the project's node_modules and served by `next start`, for the measurements that compare each page
// type with it in the same run (`npm run lighthouse`, `npm run bench`, e2e/first-load-js.spec.ts).
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAfter, spawnServer, waitForAnswer } from '../demo-server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The fixture, from the project's root. */
export const BLANK_APP_DIR = 'bench/blank-next';

/** What the fixture's build reads; the lockfile stands for the installed Next and React. */
export function blankBuildInputs(root = ROOT) {
  const dir = join(root, BLANK_APP_DIR);
  return [...['app', 'next.config.ts', 'proxy.ts', 'instrumentation.ts', 'tsconfig.json'].map((name) => join(dir, name)), join(root, 'package-lock.json')];
}

/** Whether the fixture has a build at least as new as its sources and the installed packages. */
export function blankBuildIsCurrent(root = ROOT) {
  return builtAfter(join(root, BLANK_APP_DIR, '.next/BUILD_ID'), blankBuildInputs(root));
}

/** `next build` of the fixture when it has none or its build is stale (or with `force`); throws on failure. */
export function ensureBlankBuild({ force = false, root = ROOT } = {}) {
  if (!force && blankBuildIsCurrent(root)) return false;
  console.log(`Building the blank Next app (next build ${BLANK_APP_DIR})…`);
  const build = spawnSync(join(root, 'node_modules/.bin/next'), ['build', BLANK_APP_DIR], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`next build ${BLANK_APP_DIR} failed (exit ${build.status})`);
  return true;
}

/**
 * `next start` of the fixture's build on `port`, its output in the fixture's .next/server.log. Resolves once
 * its page answers, with the base URL and `stop()`, which also runs when this process exits.
 */
export async function startBlankApp({ port, root = ROOT }) {
  const log = join(root, BLANK_APP_DIR, '.next/server.log');
  const stop = spawnServer(join(root, 'node_modules/.bin/next'), ['start', BLANK_APP_DIR, '-p', String(port)], { log, cwd: root });
  const base = `http://localhost:${port}`;
  if (await waitForAnswer(`${base}/`, 120)) return { base, stop };
  stop();
  throw new Error(`the blank Next app did not start: see ${relative(process.cwd(), log)}`);
}
