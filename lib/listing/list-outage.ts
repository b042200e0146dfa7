import 'server-only';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import { markReported } from '@/lib/log/upstream-failure';

/**
 * A list page whose search failed (the site API hung, was down or answered an error; spec, section 8: the
 * search itself never throws, it answers empty results carrying the error). The page then shows the
 * localised error state with a retry, never "no results", and:
 * - rendered per request (any query but the cached searches): the answer keeps that HTML, with the visitor's
 *   filters in the form; such a page is never shared (private, no-store), so no cache keeps the failure;
 * - rendered to be cached (a cached search, lib/cache/list-presets.ts): the render fails, so the failure is
 *   never kept as the page; Next serves the last good copy, and without one the edge serves its stale copy
 *   or the localised 503 (docs/edge.md).
 * A failed read of the filter options alone does not count: the list still shows its results (without counts).
 */
export function answerFailedSearch(error: SiteApiErrorInfo | undefined, cachedRoute: boolean): void {
  if (!error) return;
  // The kind of failure only, never the visitor's search.
  // Its failure was logged where it happened (orEmpty): this error only fails the render, and is not logged again.
  if (cachedRoute) throw markReported(new Error(`A cached list's search failed: ${error.kind}`));
}
