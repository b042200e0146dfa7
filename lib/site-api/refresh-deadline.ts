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
import { noteReadTimeout, readTimedOutInRequest, requestAgeMs } from '@/lib/http/upstream-outage';

/** How long one read may wait for the site API (lib/site-api/render-budget.ts): a visitor waits at most ~3 s. */
export const READ_TIMEOUT_MS = 2500;

/**
 * The least a read may wait, however late in its request it starts: a busy server is slow, not failing
 * (docs/decisions.md, "Outages").
 */
export const MIN_READ_TIMEOUT_MS = 2000;

const INSTALLED = Symbol.for('agency-site.refresh-deadline');

type Fetch = typeof fetch;

/**
 * How long a read that starts now may wait. Counted from the request's arrival, not from the read's start:
 * the time a request spends before its first read (the proxy, loading the route, the layout) is the
 * visitor's wait too, and on a busy server it is what carried a hanging API's 503 past 3 s (3,063 ms once
 * in CI: the read started late, then waited its whole 2.5 s). So a read may wait until READ_TIMEOUT_MS
 * after the request arrived, and at least MIN_READ_TIMEOUT_MS; at once (1 ms) when a read of this request
 * timed out already. Outside a request (a unit test, work no visitor waits for): READ_TIMEOUT_MS.
 */
export function readDeadlineMs(): number {
  if (readTimedOutInRequest()) return 1;
  const age = requestAgeMs();
  if (age === null) return READ_TIMEOUT_MS;
  return Math.round(Math.min(READ_TIMEOUT_MS, Math.max(MIN_READ_TIMEOUT_MS, READ_TIMEOUT_MS - age)));
}

/** `fetchImpl`, with a deadline of `timeoutMs()` on every request under `baseUrl` that has no signal of its own. */
export function withRefreshDeadline(fetchImpl: Fetch, baseUrl: string, timeoutMs: () => number = readDeadlineMs): Fetch {
  const prefix = baseUrl.replace(/\/+$/, '');
  const under = (url: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    // A Request carries a signal of its own; only a URL with no signal in its init is a refresh Next stripped.
    if (input instanceof Request || init?.signal || !under(String(input))) return fetchImpl(input, init);
    const signal = AbortSignal.timeout(timeoutMs());
    // Given up at its deadline, it counts as the request's read timeout: the request's later reads give up
    // at once, as after a read of its own (else a page that waited here waited again for its next read).
    return fetchImpl(input, { ...init, signal }).catch((error: unknown) => {
      if (signal.aborted) noteReadTimeout();
      throw error;
    });
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
