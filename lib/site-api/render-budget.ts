import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { noteReadTimeout } from '@/lib/http/upstream-outage';
import { READ_TIMEOUT_MS, readDeadlineMs } from './refresh-deadline';

/**
 * How long one read may wait for the site API (READ_TIMEOUT_MS, 2.5 s): a site API that hangs must not hold a
 * visitor more than 3 s (issue 12), and what is left is for rendering and sending the answer. Writes keep
 * SITE_API_TIMEOUT_MS: a visitor's form must not fail for a slow save. Next's own background refreshes of
 * stale data get the same deadline (lib/site-api/refresh-deadline.ts).
 */
export { READ_TIMEOUT_MS };

/**
 * Within one request, once a read has timed out the site API is taken as hanging: the request's later
 * reads (a list's filters after its results, the next block of the home page, the page after its metadata,
 * the not-found or error view after the page) fail at once instead of waiting their own 2.5 s each, so the
 * whole answer stays within the budget. The deadline itself counts from the request's arrival, but gives
 * every read at least MIN_READ_TIMEOUT_MS: a busy server renders slowly, and that alone must not fail a
 * page (lib/site-api/refresh-deadline.ts). Kept in the front door's per-request context
 * (lib/http/upstream-outage.ts), since Next resolves a page's metadata and its fallback views in React
 * scopes of their own; React's per-render cache covers a render outside it (a unit test's).
 */
const renderState = cache((): { timedOut: boolean } => ({ timedOut: false }));

function state(): { timedOut: boolean } {
  try {
    return renderState();
  } catch {
    return { timedOut: false };
  }
}

/**
 * Work no visitor waits for: the files a crawler fetches (the sitemaps), which it asks again later and
 * which are served from their last good copy meanwhile. Their reads take the call's own time
 * (SITE_API_TIMEOUT_MS), not the visitor's 2.5 s: on a busy server a cold read may take longer, and a
 * sitemap that gives up early is a 503 where a few seconds more would have been a good answer.
 */
const unhurried = new AsyncLocalStorage<true>();

/** Runs `work` with reads that wait up to their own timeout (SITE_API_TIMEOUT_MS) instead of READ_TIMEOUT_MS. */
export function withoutVisitorBudget<T>(work: () => Promise<T>): Promise<T> {
  return unhurried.run(true, work);
}

/**
 * Milliseconds the next read of this render may wait: until READ_TIMEOUT_MS after its request arrived, at
 * least MIN_READ_TIMEOUT_MS (lib/site-api/refresh-deadline.ts); no bound of its own for work no visitor waits for.
 */
export function readTimeoutMs(): number {
  if (unhurried.getStore()) return Number.POSITIVE_INFINITY;
  return state().timedOut ? 1 : readDeadlineMs();
}

/** A read of this render timed out: the render's later reads fail at once. */
export function readTimedOut(): void {
  state().timedOut = true;
  noteReadTimeout();
}
