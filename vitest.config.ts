import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The unit test files that need a module registry of their own: they replace modules or the environment
 * (vi.mock and its kin, in the file or in a test helper it imports), open the demo API's database, or say so
 * with `@vitest-isolate` and why. Every other file shares its worker's
 * modules with the files before it (`isolate: false`), which makes the suite about four times cheaper: most
 * of a file's time was importing React, next-intl and the app again. tests/support/setup.ts gives each file
 * the process-wide state a fresh process would have.
 */
const ISOLATED = /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|unstubAllEnvs|stubGlobal|unstubAllGlobals)\(|@vitest-isolate\b/;
/** Server code and what both sides share; the components' tests (.tsx, in jsdom) test code that runs in the browser. */
const UNIT = 'tests/**/*.test.ts';
const COMPONENTS = 'tests/**/*.test.tsx';
const NOT_UNIT = [...configDefaults.exclude, 'tests/instances/**'];
/** The demo API's files each open a database of their own: a registry of their own costs them little. */
const DEMO_API = 'tests/demo-api/';
const RELATIVE_IMPORT = /\bfrom '(\.{1,2}\/[^']+)'/g;

/** Whether a test file, or a helper of the tests it imports (relative paths), replaces modules or the environment. */
function replacesSomething(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (ISOLATED.test(source)) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const base = join(dirname(file), specifier!);
    const helper = [base, `${base}.ts`, `${base}.tsx`].find((path) => path.startsWith('tests/') && /\.tsx?$/.test(path) && existsSync(path));
    if (helper && replacesSomething(helper, seen)) return true;
  }
  return false;
}

const isolatedFiles = globSync([UNIT, COMPONENTS], { exclude: (file) => file.startsWith('tests/instances') }).filter(
  (file) => file.startsWith(DEMO_API) || replacesSomething(file),
);
const [isolatedUnitFiles, isolatedComponentFiles] = [isolatedFiles.filter((file) => file.endsWith('.ts')), isolatedFiles.filter((file) => file.endsWith('.tsx'))];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside a React Server environment; unit tests run server modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Node 25 and later have a localStorage of their own, undefined without a file, which hides jsdom's.
    execArgv: ['--no-experimental-webstorage'],
    // next-intl's ESM build imports next/navigation in a way only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      // everything, the demo API on PGlite
      // (each project names its own files: with `extends`, an `include` at the top would be added to theirs)
      { extends: true, test: { name: 'unit', include: [UNIT], exclude: [...NOT_UNIT, ...isolatedUnitFiles], isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: isolatedUnitFiles, exclude: NOT_UNIT } },
      // the components, apart so that a run on another Node version can leave them out (.ci/run)
      { extends: true, test: { name: 'components', include: [COMPONENTS], exclude: [...NOT_UNIT, ...isolatedComponentFiles], isolate: false } },
      { extends: true, test: { name: 'components-isolated', include: isolatedComponentFiles, exclude: NOT_UNIT } },
      // the demo API's own suite once more, on a throw-away PostgreSQL cluster
      {
        extends: true,
        test: { name: 'demo-api-postgres', include: ['tests/demo-api/**/*.test.ts'], globalSetup: ['tests/support/postgres-cluster.ts'] },
      },
      // several `next start` of the production build: run after `next build` (scripts/test.mjs)
      { extends: true, test: { name: 'instances', include: ['tests/instances/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 300_000 } },
    ],
  },
});
