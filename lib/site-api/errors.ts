import 'server-only';
import { SITE_API_FAILURE } from '@/lib/log/upstream-failure';

/** Longest part of an answer body an error keeps (and logs): enough to diagnose, never a whole page. */
const BODY_EXCERPT_LENGTH = 500;

function excerpt(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text.length > BODY_EXCERPT_LENGTH ? `${text.slice(0, BODY_EXCERPT_LENGTH)}…` : text;
}

type SiteApiErrorInit = {
  method: string;
  url: string;
  /** What went wrong, without the method and URL; safe to hand to a browser. */
  reason: string;
  status?: number;
  bodyExcerpt?: string;
  cause?: unknown;
  /** Replaces the default `METHOD URL failed: reason` message. */
  message?: string;
};

/** Any failure of a site-API call. */
export class SiteApiError extends Error {
  override name = 'SiteApiError';
  readonly method: string;
  readonly url: string;
  readonly reason: string;
  readonly status: number | undefined;
  readonly bodyExcerpt: string | undefined;
  /** The site the call was made for (X-SITE), set by the client: the log line names it. */
  siteId: string | number | undefined;
  /** Recognised across Next's bundles, which each hold their own copy of these classes (lib/log/upstream-failure.ts). */
  readonly [SITE_API_FAILURE] = true as const;

  constructor(init: SiteApiErrorInit) {
    super(init.message ?? `${init.method} ${init.url} failed: ${init.reason}`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.reason = init.reason;
    this.status = init.status;
    this.bodyExcerpt = init.bodyExcerpt;
  }
}

export type HttpErrorInit = {
  method: string;
  url: string;
  status: number;
  /** Empty over HTTP/2; the standard reason phrase is used then. */
  statusText: string;
  body?: string;
};

/** The API answered with a non-success status. */
export class HttpError extends SiteApiError {
  override name = 'HttpError';
  declare readonly status: number;
  readonly statusText: string;

  constructor({ method, url, status, statusText, body }: HttpErrorInit) {
    const text = statusText || reasonPhrases[status] || 'Error';
    super({ method, url, status, reason: `${status} ${text}`, bodyExcerpt: excerpt(body) });
    this.statusText = text;
  }
}

/** 4xx: the request was wrong for the API (unknown id, invalid body, conflict, rate limit). */
export class ClientError extends HttpError {
  override name = 'ClientError';
}
export class BadRequestError extends ClientError {
  override name = 'BadRequestError';
}
export class UnauthorizedError extends ClientError {
  override name = 'UnauthorizedError';
}
export class ForbiddenError extends ClientError {
  override name = 'ForbiddenError';
}
export class NotFoundError extends ClientError {
  override name = 'NotFoundError';
}
export class ConflictError extends ClientError {
  override name = 'ConflictError';
}
export class GoneError extends ClientError {
  override name = 'GoneError';
}
export class UnprocessableEntityError extends ClientError {
  override name = 'UnprocessableEntityError';
}
export class TooManyRequestsError extends ClientError {
  override name = 'TooManyRequestsError';
}

/** 5xx: the API failed. */
export class ServerError extends HttpError {
  override name = 'ServerError';
}
export class InternalServerError extends ServerError {
  override name = 'InternalServerError';
}
export class BadGatewayError extends ServerError {
  override name = 'BadGatewayError';
}
export class ServiceUnavailableError extends ServerError {
  override name = 'ServiceUnavailableError';
}
export class GatewayTimeoutError extends ServerError {
  override name = 'GatewayTimeoutError';
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

const httpErrorClasses: Record<number, typeof HttpError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  422: UnprocessableEntityError,
  429: TooManyRequestsError,
  500: InternalServerError,
  502: BadGatewayError,
  503: ServiceUnavailableError,
  504: GatewayTimeoutError,
};

/** The most specific error class for a non-success status. */
export function httpErrorFor(
  method: string,
  url: string,
  status: number,
  statusText: string,
  body?: string,
): HttpError {
  const init = { method, url, status, statusText, body };
  const Named = httpErrorClasses[status];
  if (Named) return new Named(init);
  if (status >= 400 && status < 500) return new ClientError(init);
  if (status >= 500 && status < 600) return new ServerError(init);
  return new HttpError(init);
}

/** The call took longer than its timeout. */
export class TimeoutError extends SiteApiError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(init: { method: string; url: string; timeoutMs: number; cause?: unknown }) {
    super({ ...init, reason: `no answer within ${init.timeoutMs} ms` });
    this.timeoutMs = init.timeoutMs;
  }
}

/** The visitor left before the answer came, and the call was given up with their request: no failure of the API. */
export class CancelledError extends SiteApiError {
  override name = 'CancelledError';

  constructor(init: { method: string; url: string; cause?: unknown }) {
    super({ ...init, reason: 'given up: the visitor left' });
  }
}

/** The API could not be reached (refused, DNS, reset). */
export class NetworkError extends SiteApiError {
  override name = 'NetworkError';

  constructor(init: { method: string; url: string; cause: unknown }) {
    super({ ...init, reason: `unreachable (${networkCode(init.cause)})` });
  }
}

/** The most telling part of a fetch failure: undici hides `ECONNREFUSED` and the like in `cause`. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') return cause.code;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export type SchemaIssue = { path: PropertyKey[]; message: string };

/** At most a few issues, as `path: message`, so that one broken list item does not flood the log. */
function summariseIssues(issues: readonly SchemaIssue[], max = 5): string {
  const shown = issues.slice(0, max).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  const more = issues.length > max ? ` (+${issues.length - max} more)` : '';
  return shown.join('; ') + more;
}

/** The answer was not what the contract promises (not JSON, or failed its zod schema). */
export class InvalidResponseError extends SiteApiError {
  override name = 'InvalidResponseError';
  readonly issues: readonly SchemaIssue[];

  constructor(init: {
    method: string;
    url: string;
    status: number;
    issues?: readonly SchemaIssue[];
    reason?: string;
    body?: string;
    cause?: unknown;
  }) {
    const issues = init.issues ?? [];
    super({
      method: init.method,
      url: init.url,
      status: init.status,
      reason: init.reason ?? `invalid answer: ${summariseIssues(issues)}`,
      bodyExcerpt: excerpt(init.body),
      cause: init.cause,
    });
    this.issues = issues;
  }
}

/** A request body failed its zod schema before it was sent: a bug in the caller, never the API's fault. */
export class InvalidRequestError extends SiteApiError {
  override name = 'InvalidRequestError';
  readonly issues: readonly SchemaIssue[];

  constructor(init: { method: string; url: string; issues: readonly SchemaIssue[] }) {
    super({ method: init.method, url: init.url, reason: `invalid request body: ${summariseIssues(init.issues)}` });
    this.issues = init.issues;
  }
}

export const API_NOT_CONFIGURED = 'Api is not configured';

/** No base URL: the spec's "Missing service configuration". */
export class ApiNotConfiguredError extends SiteApiError {
  override name = 'ApiNotConfiguredError';

  constructor(init: { method: string; url: string }) {
    super({ ...init, reason: API_NOT_CONFIGURED, message: API_NOT_CONFIGURED });
  }
}

/** An operation the spec lists as unsupported: it always rejects. */
export class NotImplementedError extends Error {
  override name = 'NotImplementedError';
  readonly operation: string;

  constructor(operation: string) {
    super(`${operation} is not implemented by the site API`);
    this.operation = operation;
  }
}

/** An asset reference that is not `name#hash`. */
export class InvalidAssetReferenceError extends Error {
  override name = 'InvalidAssetReferenceError';

  constructor(reference: string) {
    super(`Invalid asset reference ${JSON.stringify(reference)}: expected "name#hash"`);
  }
}

/**
 * A failure carried in a list or filter result instead of thrown (spec: those calls never fail).
 * Plain data, so it can cross to a client component; it holds no URL or body.
 */
export type SiteApiErrorInfo = { name: string; message: string; status?: number };

export function toErrorInfo(error: unknown): SiteApiErrorInfo {
  if (error instanceof SiteApiError) {
    return error.status === undefined
      ? { name: error.name, message: error.reason }
      : { name: error.name, message: error.reason, status: error.status };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}
