import '@testing-library/jest-dom/vitest';

// The process's logger writes nothing during the tests; a test that reads the log captures it (support/logs.ts).
process.env.LOG_LEVEL ??= 'silent';

// A fresh process has none of the process-wide state the app keeps on globalThis under `agency-site.…`
// symbols (the hostname lookups, the demo database, the metrics registry, the site API's connection pool…).
// Test files share their worker's modules (vitest.config.ts), so each one starts from that fresh state;
// the logger stays, as the tests that read it install their own.
for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (key.description?.startsWith('agency-site.') && key.description !== 'agency-site.logger') delete (globalThis as Record<symbol, unknown>)[key];
}
// …and a page's storage starts empty, as a fresh page's does (jsdom's, kept by the worker between files).
if (typeof window !== 'undefined') {
  window.localStorage?.clear();
  window.sessionStorage?.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
}
