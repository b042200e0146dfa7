import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  // The blank app's build output (bench/blank-next, the floor the performance budgets are relative to).
  { ignores: ['bench/*/.next/**', 'bench/*/next-env.d.ts'] },
  // Boundaries of the demo site API: it stands for an agency's back office, so it shares only the spec's
  // rules (lib/rules) and pure text helpers (lib/text) with the website, and only its route (app/demo-api)
  // reaches into it.
  {
    files: ['lib/demo-api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The site API's contract (request and answer schemas) is the one other thing it may read.
              regex: '^@/(?!lib/rules(/|$)|lib/text/|lib/demo-api/|lib/log/logger\\.mjs$|lib/site-api/schemas(/|$)|lib/social-feed/schemas$)',
              message: 'lib/demo-api imports only lib/rules (the shared spec rules), lib/text (pure text helpers), the site-API contract schemas, the process logger and its own files.',
            },
            { regex: '^(\\.\\./){2,}', message: 'lib/demo-api reaches the website only through @/lib/rules and @/lib/text.' },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/rules/**/*.ts', 'lib/text/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/', message: 'lib/rules and lib/text are shared with the demo API: they import nothing of the website.' }] }],
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
  // View models at the boundary (docs/decisions/0064-view-models.md): pages and components see the app's own
  // shapes, made in lib/ from the site API's answers, never the answer schemas. This block repeats the
  // lib/demo-api pattern above because a later block's no-restricted-imports replaces an earlier one's.
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: ['app/demo-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/)lib/site-api/schemas(/|$)',
              message: 'Pages and components take view types from lib/ (estates, rental-units, content…), not site-API schema types.',
            },
            { regex: '(^@/|/)lib/demo-api(/|$)', message: 'Only app/demo-api (and instrumentation.ts, which opens it at start) imports lib/demo-api.' },
          ],
        },
      ],
    },
  },
  // Nothing patches Node, Next or globals (docs/decisions/0001-the-edge.md): what needs a hook uses Next's
  // documented places (proxy.ts, next.config.ts, route handlers, instrumentation.ts) or the edge in front.
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['tests/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'AssignmentExpression[left.type="MemberExpression"][left.object.type="MemberExpression"][left.object.property.name="prototype"]', message: 'Do not patch a prototype (http.Server, ServerResponse…): use a documented extension point.' },
        { selector: 'AssignmentExpression[left.type="MemberExpression"][left.property.name="prototype"]', message: 'Do not replace a prototype.' },
        { selector: 'AssignmentExpression[left.type="MemberExpression"][left.object.name=/^(globalThis|global|window|self)$/][left.property.name=/^(fetch|console|Request|Response|Headers)$/]', message: 'Do not replace a global: pass what you need (a dispatcher, a logger) instead.' },
        { selector: 'AssignmentExpression[left.type="MemberExpression"][left.object.name="console"]', message: 'Do not patch console: log through your own function.' },
        { selector: 'AssignmentExpression[left.type="MemberExpression"][left.property.name=/^(emit|writeHead|write|end|setHeader)$/]', message: 'Do not patch a server or a response: use proxy.ts, next.config.ts headers or the edge.' },
        { selector: 'CallExpression[callee.object.name="Object"][callee.property.name=/^(defineProperty|assign)$/][arguments.0.name=/^(globalThis|global|console)$/]', message: 'Do not patch a global.' },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/demo-api/db/migrations/**'],
  },
];

export default config;
