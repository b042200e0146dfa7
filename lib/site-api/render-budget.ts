import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';

/**
 * How long one read may wait for the site API: a site API that hangs must not hold a visitor more than
 * about 3 s (the edge gives the app 3 s for a first byte, docs/edge.md), and what is left is for rendering
 * and sending the answer. Writes keep SITE_API_TIMEOUT_MS: a visitor's form must not fail for a slow save.
 */
export const READ_TIMEOUT_MS = 2500;

/** The least a read may wait, however late in its render it starts: a busy server is slow, not failing. */
export const MIN_READ_TIMEOUT_MS = 2000;

/**
 * One render's reads: when it started (the deadline counts from there, not from each read's start: the
 * time spent before a read is the visitor's wait too) and whether a read timed out already (the render's
 * later reads, a list's filters after its results or the next block of the home page, then fail at once
 * instead of waiting their own 2.5 s each). React's per-render cache; outside a render, a fresh state.
 */
const renderState = cache((): { timedOut: boolean; startedAt: number } => ({ timedOut: false, startedAt: performance.now() }));

function state(): { timedOut: boolean; startedAt: number } {
  try {
    return renderState();
  } catch {
    return { timedOut: false, startedAt: performance.now() };
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
 * Milliseconds the next read of this render may wait: until READ_TIMEOUT_MS after the render's first read,
 * at least MIN_READ_TIMEOUT_MS; 1 ms once a read of the render timed out; no bound of its own for work no
 * visitor waits for.
 */
export function readTimeoutMs(): number {
  if (unhurried.getStore()) return Number.POSITIVE_INFINITY;
  const render = state();
  if (render.timedOut) return 1;
  const age = performance.now() - render.startedAt;
  return Math.round(Math.min(READ_TIMEOUT_MS, Math.max(MIN_READ_TIMEOUT_MS, READ_TIMEOUT_MS - age)));
}

/** A read of this render timed out: the render's later reads fail at once. */
export function readTimedOut(): void {
  state().timedOut = true;
}
