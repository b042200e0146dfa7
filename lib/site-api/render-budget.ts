import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';

/**
 * How long one read may wait for the site API: a site API that hangs must not hold a visitor more than
 * 3 s (issue 12), and what is left is for rendering and sending the answer. Writes keep SITE_API_TIMEOUT_MS:
 * a visitor's form must not fail for a slow save.
 */
export const READ_TIMEOUT_MS = 2500;

/**
 * Within one page render, once a read has timed out the site API is taken as hanging: the render's later
 * reads (a list's filters after its results, the next block of the home page) fail at once instead of
 * waiting their own 2.5 s each, so the whole render stays within the budget. Counted per render, not in
 * wall time: a busy server renders slowly, and that alone must not fail a page. Outside a render (route
 * handlers, the proxy) React's cache keeps nothing, and every read gets the whole time.
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

/** Milliseconds the next read of this render may wait (no bound of its own for work no visitor waits for). */
export function readTimeoutMs(): number {
  if (unhurried.getStore()) return Number.POSITIVE_INFINITY;
  return state().timedOut ? 1 : READ_TIMEOUT_MS;
}

/** A read of this render timed out: the render's later reads fail at once. */
export function readTimedOut(): void {
  state().timedOut = true;
}
