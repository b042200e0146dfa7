// A deadline for the site-API requests Next sends without the caller's signal (issue 12, point 4). Next's data
// cache drops the read's AbortSignal whenever it fetches an answer past its lifetime ("don't pass through
// signal when revalidating", next/dist/server/lib/patch-fetch.js): in the background, for a page rendered
// per request, which the page's answer then waits for under `next start` (the render's waitUntil); and in
// the foreground, for a page rendered to be cached (ISR), which will not cache a stale answer. Either way a
// site API that hangs held the visitor until Node's fetch gave up on its own: 300 s. Installed under Next's
// fetch patch (instrumentation.ts, before Next patches fetch), this gives every request to the site API that
// carries no signal the deadline a visitor's read would have had (lib/site-api/render-budget.ts).
//
// No `server-only` here: instrumentation.ts loads it outside the app's React server bundles.
import { readTimedOutInRequest } from '@/lib/http/upstream-outage';

/** How long one read may wait for the site API (lib/site-api/render-budget.ts): a visitor waits at most ~3 s. */
export const READ_TIMEOUT_MS = 2500;

const INSTALLED = Symbol.for('agency-site.refresh-deadline');

type Fetch = typeof fetch;

/** A read's deadline now: READ_TIMEOUT_MS, or at once when a read of this request timed out already. */
function readDeadlineMs(): number {
  return readTimedOutInRequest() ? 1 : READ_TIMEOUT_MS;
}

/** `fetchImpl`, with a deadline of `timeoutMs()` on every request under `baseUrl` that has no signal of its own. */
export function withRefreshDeadline(fetchImpl: Fetch, baseUrl: string, timeoutMs: () => number = readDeadlineMs): Fetch {
  const prefix = baseUrl.replace(/\/+$/, '');
  const under = (url: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    // A Request carries a signal of its own; only a URL with no signal in its init is a refresh Next stripped.
    if (input instanceof Request || init?.signal || !under(String(input))) return fetchImpl(input, init);
    return fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs()) });
  }) as Fetch;
}

/**
 * Wraps the process's fetch once. Must run before Next patches fetch (instrumentation's `register`, which
 * `next start` awaits before it loads any page): Next's patch keeps the fetch it found and sends its
 * background refreshes through it.
 */
export function installRefreshDeadline(baseUrl: string): void {
  const holder = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  globalThis.fetch = withRefreshDeadline(globalThis.fetch, baseUrl);
  holder[INSTALLED] = true;
}
