// One concise log line per failed site-API call, never a stack trace ("never a stack trace or visitor data in
// a log"). During an outage every page view fails a call or two; with Next's default logging each printed a
// 40-line trace (twice for a page: its metadata and its body). An operator needs what failed: which call,
// how, for which site. So:
// - a failure of the site API (timeout, no connection, a 5xx, an answer that breaks the contract, a 4xx the
//   caller did not expect) is one line whose message reads `[site-api] site 7: GET /sites/7/estates/v2/791
//   failed: no answer within 2000 ms` and whose fields say the same for a machine (siteId, method, path,
//   status, code, reason, consequence): the path without query string and without the secret parts of
//   token links;
// - it is logged once, however many times it is reported (the client's callers, Next's render and its
//   metadata); an error marked as already reported (the cached list that fails its render because its
//   search failed) is not logged again;
// - a visitor who left (kind `cancelled`) is no failure: nothing is logged;
// - everything else (a TypeError, our own invalid request: kind `invalid-request`) is a programming error and keeps its stack.
// Next's own logging of a failed request is off (server.mjs starts Next `quiet`); instrumentation.ts's
// onRequestError logs these lines instead. Site-API errors are recognised by a brand (Symbol.for), not
// `instanceof`: Next bundles the instrumentation hook apart from the app's routes, each with its own copy
// of the class.
import type { Logger } from 'pino';
import { logger } from './logger.mjs';

/** Set by SiteApiError's constructor (lib/site-api/errors.ts) on every error of a site-API call. */
export const SITE_API_FAILURE = Symbol.for('agency-site.site-api-failure');
const REPORTED = Symbol.for('agency-site.failure-reported');

type Branded = Error & { [SITE_API_FAILURE]?: true; [REPORTED]?: true };
/** The fields of a SiteApiError the line is made of. */
export type SiteApiFailure = Error & { kind: string; method: string; url: string; reason: string; status?: number; bodyExcerpt?: string; siteId?: string | number };


function branded(error: unknown): error is SiteApiFailure {
  return error instanceof Error && (error as Branded)[SITE_API_FAILURE] === true;
}

/** A failure of the site API itself (not a visitor who left, not our own bug). */
export function isSiteApiFailure(error: unknown): error is SiteApiFailure {
  // An invalid request is our own bug, not the API's: it keeps its stack.
  return branded(error) && error.kind !== 'cancelled' && error.kind !== 'invalid-request';
}

/** A site-API call given up because the visitor left. */
export function isCancelled(error: unknown): boolean {
  return branded(error) && error.kind === 'cancelled';
}

/** Segments after these are secrets mailed to a visitor (subscription tokens, appointment ids). */
const SECRET_AFTER = new Set(['subscriptions', 'reservation']);
/** Known words that may follow them and are no secret. */
const NOT_SECRET = new Set(['price-drops']);

/** The path of a site-API URL as it may be logged: no origin, no query string, no token. */
export function loggablePath(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  const segments = path.split('/');
  return segments.map((segment, i) => (i > 0 && SECRET_AFTER.has(segments[i - 1]!) && segment && !NOT_SECRET.has(segment) ? '…' : segment)).join('/');
}

/** The site API's own error code (`{"error":"SERVICE_UNAVAILABLE"}`), never the rest of its answer. */
function errorCode(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed && typeof parsed === 'object' ? (parsed as { error?: unknown }).error : undefined;
    return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** What a failure line says, for a machine: no answer body, no query string, no token. */
export type SiteApiFailureFields = { siteId?: string; method: string; path: string; status?: number; code?: string; reason: string; consequence?: string };

/** The site, unless it is site 0: the hostname lookup's X-SITE before any site is known (UNKNOWN_SITE_ID). */
const siteOf = (error: SiteApiFailure) => (error.siteId === undefined || String(error.siteId) === '0' ? undefined : String(error.siteId));

/** The fields of a failure's line. */
export function siteApiFailureFields(error: SiteApiFailure, consequence?: string): SiteApiFailureFields {
  const code = errorCode(error.bodyExcerpt);
  const siteId = siteOf(error);
  return {
    ...(siteId === undefined ? {} : { siteId }),
    method: error.method,
    path: loggablePath(error.url),
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(code ? { code } : {}),
    reason: error.reason.replace(/[\r\n]+/g, ' '),
    ...(consequence ? { consequence } : {}),
  };
}

/** `[site-api] site 7: POST /sites/7/estates failed: 503 Service Unavailable (SERVICE_UNAVAILABLE)`, then what it meant. */
export function siteApiFailureLine(error: SiteApiFailure, consequence?: string): string {
  const { siteId, method, path, code, reason } = siteApiFailureFields(error, consequence);
  return `[site-api]${siteId ? ` site ${siteId}:` : ''} ${method} ${path} failed: ${reason}${code ? ` (${code})` : ''}${consequence ? `; ${consequence}` : ''}`;
}

/** Logs a site-API failure: its fields and its readable line, never the error itself (no stack, no body). */
export function logSiteApiFailure(log: Pick<Logger, 'warn' | 'error'>, level: 'warn' | 'error', error: SiteApiFailure, consequence?: string): void {
  log[level]({ failure: 'site-api', ...siteApiFailureFields(error, consequence) }, siteApiFailureLine(error, consequence));
}

/** Marks an error as reported: it is printed no more. Returns it, to be thrown. */
export function markReported<E extends Error>(error: E): E {
  Object.defineProperty(error, REPORTED, { value: true, enumerable: false });
  return error;
}

/** Whether an error was printed already (or marked so where it was caught). */
export function reported(error: Error): boolean {
  return (error as Branded)[REPORTED] === true;
}

/**
 * Logs a caught failure: a site-API failure as its one line (once), a visitor who left not at all, any
 * other error with its stack. `what` says what the failure meant (`answered an empty result`). A site-API
 * failure caught here was answered for (an empty list, a 503 page): a warning; a bug is an error.
 */
export function reportFailure(error: unknown, what: string, log: Pick<Logger, 'warn' | 'error'> = logger()): void {
  if (isCancelled(error) || (error instanceof Error && reported(error))) return;
  if (isSiteApiFailure(error)) {
    if (reported(error)) return;
    markReported(error);
    logSiteApiFailure(log, 'warn', error, what);
    return;
  }
  log.error({ err: error }, what);
}

/** The first site-API failure or cancellation in an error's cause chain, if any. */
export function siteApiErrorIn(value: unknown): SiteApiFailure | null {
  let current: unknown = value;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (branded(current)) return current;
    current = current.cause;
  }
  return null;
}
