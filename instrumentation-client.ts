// Runs in the browser before the page's own code (Next's instrumentation-client convention).

// Zod compiles object schemas with `new Function` when it may; to find out, it tries once, and under the
// site's Content-Security-Policy (no 'unsafe-eval') that try is blocked and reported as a violation even
// though Zod catches it. Without eval it parses the same, a little slower. Set before any schema is built.
// Zod keeps its settings on this global (zod/v4/core `config()` reads and writes it), so the setting costs
// no import: pages without a form ship no Zod at all (tests/forms/zod-jitless.test.ts pins the contract).
// Changed in place, never replaced: a Zod already loaded holds this very object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
