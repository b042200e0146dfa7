// One log line per request the app server answers, written by server.mjs when the answer is done (its
// response's 'close' event: nothing of Node or Next is patched). Its fields come from a fixed set, like the
// metrics' labels: the route kind (lib/metrics/request-metrics.mjs), never the path or query a visitor chose.
// Plain JavaScript (types in request-log.d.mts): server.mjs loads it as it is.
import { randomUUID } from 'node:crypto';
import { methodLabel, routeKind } from '../metrics/request-metrics.mjs';
import { logger } from './logger.mjs';

/** Sent back on every answer, so that a visitor's report or the edge's log can name the app's line. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The load balancer's probes (/healthz, /readyz). */
const PROBE = /^\/(healthz|readyz)(\?|$)/;

/** What Next's cache says of a page it answered (its x-nextjs-cache header); anything else is left out. */
const CACHE_OUTCOMES = new Set(['HIT', 'MISS', 'STALE', 'REVALIDATED']);

function cacheOutcome(value) {
  const outcome = String(Array.isArray(value) ? value[0] : (value ?? '')).toUpperCase();
  return CACHE_OUTCOMES.has(outcome) ? outcome.toLowerCase() : undefined;
}

/**
 * Starts the log of one request: a new id (none is taken from the request: no proxy in front sets one, and a
 * visitor's would let them forge lines' links), sent back as X-Request-Id, and the line written when the
 * answer is done. Returns the request's context, for withRequestContext (lib/log/request-context.mjs).
 */
export function logRequest(request, response, log = logger(), now = () => performance.now()) {
  const context = { reqId: randomUUID() };
  // Taken now: Next may rewrite request.url while it routes.
  const kind = routeKind(request.url ?? '/');
  const probe = PROBE.test(request.url ?? '/');
  const method = methodLabel(request.method);
  const started = now();
  response.setHeader(REQUEST_ID_HEADER, context.reqId);
  response.once('close', () => {
    const status = response.statusCode;
    const fields = {
      reqId: context.reqId,
      siteId: context.siteId,
      kind,
      method,
      status,
      durationMs: Math.round(now() - started),
      cache: cacheOutcome(response.getHeader('x-nextjs-cache')),
      // The visitor left before the whole answer was handed to the socket.
      aborted: response.writableFinished ? undefined : true,
    };
    // A probe's 503 is its answer, not a failure of this request: the instance is stopping, or a dependency
    // is down (which the calls that need it report). At error, every rolling restart would raise an alert.
    if (status >= 500) (probe ? log.warn : log.error).call(log, fields, 'request');
    else log.info(fields, 'request');
  });
  return context;
}
