import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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
    // next-intl's ESM build imports next/navigation in a way only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      // everything, the demo API on PGlite
      // (each project names its own files: with `extends`, an `include` at the top would be added to theirs)
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, 'tests/instances/**'] } },
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
