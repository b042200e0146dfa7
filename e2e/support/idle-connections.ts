/**
 * How long every server of the browser run keeps an idle connection open: longer than any test lives (the
 * longest, e2e/fuzz.spec.ts, 300 s). A test's `request` keeps its connections with no idle limit of its own
 * (Playwright's `http.Agent({ keepAlive: true })`, which ignores the server's `Keep-Alive: timeout=5`), so with
 * Node's 5 s a busy worker could write a request on a connection the server had just closed, before reading
 * the close: the server's kernel answers RST, and the call fails with ECONNRESET (once in CI: a direct demo-API
 * delete of e2e/appointments.spec.ts). playwright.config.ts gives it to every `next start`, the fake site API
 * and the mailbox set it themselves; e2e/connections.spec.ts checks that each server announces it.
 */
export const IDLE_CONNECTION_MS = 600_000;
