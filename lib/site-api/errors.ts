import 'server-only';
import { SITE_API_FAILURE } from '@/lib/log/upstream-failure';

/** Longest part of an answer body an error keeps (and logs): enough to diagnose, never a whole page. */
const BODY_EXCERPT_LENGTH = 500;

function excerpt(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text.length > BODY_EXCERPT_LENGTH ? `${text.slice(0, BODY_EXCERPT_LENGTH)}…` : text;
}

/** The answer as JSON when it is JSON and short enough to be kept whole; a longer one is only in the excerpt. */
function parsedBody(text: string | undefined): unknown {
  if (!text || text.length > BODY_EXCERPT_LENGTH) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * How a site-API call failed:
 * - `http`: the API answered a non-success status;
 * - `timeout`: no answer within the call's timeout;
 * - `network`: the API could not be reached (refused, DNS, reset);
 * - `invalid-response`: the answer broke the contract (not JSON, failed its zod schema, a 204 where content was due);
 * - `not-configured`: no base URL (the spec's "Missing service configuration");
 * - `cancelled`: the visitor left and the call was given up with their request: no failure of the API;
 * - `invalid-request`: the request failed its own check before it was sent: a bug of ours, never the API's.
 */
export type SiteApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response' | 'not-configured' | 'cancelled' | 'invalid-request';

export type SchemaIssue = { path: PropertyKey[]; message: string };

type Call = { method: string; url: string; cause?: unknown };

export type SiteApiErrorInit = Call &
  (
    | { kind: 'http'; status: number; /** Empty over HTTP/2: the standard reason phrase is used then. */ statusText?: string; body?: string }
    | { kind: 'timeout'; timeoutMs: number }
    | { kind: 'network' | 'not-configured' | 'cancelled' }
    | { kind: 'invalid-response'; status: number; issues?: readonly SchemaIssue[]; reason?: string; body?: string }
    | { kind: 'invalid-request'; issues?: readonly SchemaIssue[]; reason?: string }
  );

export const API_NOT_CONFIGURED = 'Api is not configured';

/** Any failure of a site-API call. The message reads `GET https://api…/sites/1/estates/v2/5 failed: 404 Not Found`. */
export class SiteApiError extends Error {
  override name = 'SiteApiError';
  readonly kind: SiteApiErrorKind;
  readonly method: string;
  readonly url: string;
  /** What went wrong, without the method and URL; safe to hand to a browser. */
  readonly reason: string;
  /** The answer's status (`http`, and `invalid-response` for the status of the broken answer). */
  readonly status: number | undefined;
  /** The status text, or the standard reason phrase (`http` only). */
  readonly statusText: string | undefined;
  /** The answer's JSON (see parsedBody); undefined when there was none, it was no JSON, or too long. */
  readonly body: unknown;
  readonly bodyExcerpt: string | undefined;
  /** The zod issues of a broken answer or of a request refused before it was sent. */
  readonly issues: readonly SchemaIssue[];
  readonly timeoutMs: number | undefined;
  /** The site the call was made for (X-SITE), set by the client: the log line names it. */
  siteId: string | number | undefined;
  /** Recognised across Next's bundles, which each hold their own copy of this class (lib/log/upstream-failure.ts). */
  readonly [SITE_API_FAILURE] = true as const;

  constructor(init: SiteApiErrorInit) {
    const reason = reasonOf(init);
    super(init.kind === 'not-configured' ? API_NOT_CONFIGURED : `${init.method} ${init.url} failed: ${reason}`, { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.reason = reason;
    this.status = 'status' in init ? init.status : undefined;
    this.statusText = init.kind === 'http' ? statusTextOf(init.status, init.statusText) : undefined;
    const text = 'body' in init ? init.body : undefined;
    this.body = parsedBody(text);
    this.bodyExcerpt = excerpt(text);
    this.issues = 'issues' in init ? (init.issues ?? []) : [];
    this.timeoutMs = init.kind === 'timeout' ? init.timeoutMs : undefined;
  }

  /** The API answered this status (any non-success status without one). */
  isHttp(status?: number): boolean {
    return this.kind === 'http' && (status === undefined || this.status === status);
  }

  /** A 404: no such thing (style rule: the resource function answers null, the page calls notFound()). */
  isNotFound(): boolean {
    return this.isHttp(404);
  }

  /** A 409: taken meanwhile (a slot, a period, an address already subscribed). */
  isConflict(): boolean {
    return this.isHttp(409);
  }
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusTextOf(status: number, statusText: string | undefined): string {
  return statusText || reasonPhrases[status] || 'Error';
}

function reasonOf(init: SiteApiErrorInit): string {
  switch (init.kind) {
    case 'http':
      return `${init.status} ${statusTextOf(init.status, init.statusText)}`;
    case 'timeout':
      return `no answer within ${init.timeoutMs} ms`;
    case 'network':
      return `unreachable (${networkCode(init.cause)})`;
    case 'not-configured':
      return API_NOT_CONFIGURED;
    case 'cancelled':
      return 'given up: the visitor left';
    case 'invalid-response':
      return init.reason ?? `invalid answer: ${summariseIssues(init.issues ?? [])}`;
    case 'invalid-request':
      return init.reason ?? `invalid request body: ${summariseIssues(init.issues ?? [])}`;
  }
}

/** The most telling part of a fetch failure: undici hides `ECONNREFUSED` and the like in `cause`. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') return cause.code;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** At most a few issues, as `path: message`, so that one broken list item does not flood the log. */
function summariseIssues(issues: readonly SchemaIssue[], max = 5): string {
  const shown = issues.slice(0, max).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  const more = issues.length > max ? ` (+${issues.length - max} more)` : '';
  return shown.join('; ') + more;
}

/**
 * A failure carried in a list or filter result instead of thrown (spec: those calls never fail).
 * Plain data, so it can cross to a client component; it holds no URL or body. `unexpected` is an error
 * that did not come from the site API (a bug of ours).
 */
export type SiteApiErrorInfo = { kind: SiteApiErrorKind | 'unexpected'; message: string; status?: number };

export function toErrorInfo(error: unknown): SiteApiErrorInfo {
  if (error instanceof SiteApiError) {
    return error.status === undefined
      ? { kind: error.kind, message: error.reason }
      : { kind: error.kind, message: error.reason, status: error.status };
  }
  return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}
