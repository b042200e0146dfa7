import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  // Boundaries of the demo site API (issue #17): it stands for an agency's back office, so it shares
  // only the spec's rules (lib/spec) with the website, and only its route (app/demo-api) reaches into it.
  {
    files: ['lib/demo-api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The site API's contract (request and answer schemas) is the one other thing it may read.
              regex: '^@/(?!lib/spec(/|$)|lib/demo-api/|lib/site-api/schemas(/|$)|lib/social-feed/schemas$)',
              message: 'lib/demo-api imports only lib/spec (the shared spec rules), the site-API contract schemas and its own files.',
            },
            { regex: '^(\\.\\./){2,}', message: 'lib/demo-api reaches the website only through @/lib/spec.' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/spec/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/', message: 'lib/spec is shared with the demo API: it imports nothing of the website.' }] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    // lib/site-api/client.ts sends the demo API's per-process key with visitor writes (lib/demo-api/access.ts).
    ignores: ['lib/demo-api/**', 'app/demo-api/**', 'instrumentation.ts', 'lib/site-api/client.ts', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^@/|/)lib/demo-api(/|$)', message: 'Only app/demo-api (and instrumentation.ts, which opens it at start) imports lib/demo-api.' }] },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/demo-api/db/migrations/**'],
  },
];

export default config;
