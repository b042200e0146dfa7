import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/lib/rules';
import { demoApiEnabled, env, siteApiBaseUrl } from '@/lib/env';
import { DEMO_INTERNAL_HEADER, demoInternalKey } from '@/lib/demo-api/access';
import { SiteApiError, toErrorInfo, type SiteApiErrorInfo } from './errors';
import { readTimedOut, readTimeoutMs } from './render-budget';
import { reportFailure } from '@/lib/log/upstream-failure';
import { SHARE_KEY_HEADER, shareKey, siteApiDispatcher } from './transport';
import { traceSiteApiCall } from './call-span';
import { decodeJson, failure, send, startDeadline, type CallState } from './read-answer';
import type { Span } from '@opentelemetry/api';

/** Used when a client is created without a timeout; the app's client takes SITE_API_TIMEOUT_MS. */
export const DEFAULT_TIMEOUT_MS = 5000;

export type CacheHint = { revalidate: number; tags: string[] } | 'no-store';
export type QueryValue = string | number | boolean | null | undefined;

type CallOptions = {
  /** Sent as X-SITE on every call. */
  siteId: number | string;
  /** Extra headers; they win over the ones the client sets (X-SITE included). */
  headers?: Record<string, string>;
  /** Sent as ACCEPT-LANGUAGE, on GET only. */
  locale?: Locale;
  /** Sends `zabun-client: true` (the estate, estate-filter and estate-collection calls). */
  zabunClient?: boolean;
  /** Null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  /**
   * The visitor's request: when they leave, the call is given up (a shared one once no one else waits
   * for it, lib/site-api/transport.ts), and no search runs on for an answer no one will read.
   */
  signal?: AbortSignal;
};

type Cacheable = {
  /** Next.js data-cache hint; without one Next does not cache the call. */
  cache?: CacheHint;
};

type WithBody = {
  body?: unknown;
  /** Validates (and applies defaults to) the body before it is sent. */
  bodySchema?: z.ZodType;
};

export type GetOptions = CallOptions & Cacheable;
export type PostOptions = CallOptions & Cacheable & WithBody;
export type PutOptions = CallOptions & WithBody;
export type DeleteOptions = CallOptions;

/** The answer must be JSON matching `schema`; a 204 gives null. */
type JsonAnswer<S extends z.ZodType> = { schema: S };
/** The answer is handed back untouched (photos, assets); a 204 gives null. */
type RawAnswer = { raw: true };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AnyOptions = CallOptions & Cacheable & WithBody & (JsonAnswer<z.ZodType> | RawAnswer);

export type SiteApiClient = {
  get: {
    <S extends z.ZodType>(path: string, options: GetOptions & JsonAnswer<S>): Promise<z.output<S> | null>;
    (path: string, options: GetOptions & RawAnswer): Promise<Response | null>;
  };
  post<S extends z.ZodType>(path: string, options: PostOptions & JsonAnswer<S>): Promise<z.output<S> | null>;
  put<S extends z.ZodType>(path: string, options: PutOptions & JsonAnswer<S>): Promise<z.output<S> | null>;
  delete<S extends z.ZodType>(path: string, options: DeleteOptions & JsonAnswer<S>): Promise<z.output<S> | null>;
};

export type SiteApiClientConfig = {
  /** Undefined or empty: every call rejects with a `not-configured` SiteApiError. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Defaults to the global fetch at call time (Next.js and msw both patch it). */
  fetch?: typeof fetch;
  /** Sent on every call, under the call's own headers. */
  headers?: Record<string, string>;
  /** The most a read (a GET, or a cached search sent as POST) may wait now (lib/site-api/render-budget.ts); the call's own timeout when less. */
  readTimeoutMs?: () => number;
  /** Told when a read timed out, so the request's later reads can give up at once. */
  onReadTimeout?: () => void;
  /**
   * The undici dispatcher the calls go through (lib/site-api/transport.ts: a bounded pool that shares
   * identical reads in flight). Unset: fetch's own, and no read is shared.
   */
  dispatcher?: unknown;
};

/**
 * RequestInit plus the Next.js data-cache field that Next's own typings add to fetch, and undici's
 * `dispatcher`, which Next hands on to the fetch underneath for its own calls and its revalidations alike.
 */
type NextRequestInit = RequestInit & { next?: { revalidate?: number; tags?: string[] }; dispatcher?: unknown };

/**
 * A read that may share its upstream call with identical ones in flight: a GET read as JSON, or a POST
 * search that Next may cache (what may be served to anyone from the cache may be shared while in flight).
 * Writes never are, nor raw answers (photos), which are streamed to the visitor.
 */
function isShareable(method: Method, options: AnyOptions): boolean {
  if ('raw' in options) return false;
  if (method === 'GET') return true;
  return method === 'POST' && options.cache !== undefined && options.cache !== 'no-store';
}

export function createSiteApiClient(config: SiteApiClientConfig = {}): SiteApiClient {
  const baseUrl = config.baseUrl?.replace(/\/+$/, '') ?? '';
  const defaultTimeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function request<T>(method: Method, path: string, options: AnyOptions): Promise<T> {
    return traceSiteApiCall({ method, path, siteId: options.siteId }, async (span) => {
      try {
        return await attempt<T>(method, path, options, span);
      } catch (error) {
        // The log line of a failure names the site it was for (lib/log/upstream-failure.ts).
        if (error instanceof SiteApiError) error.siteId ??= options.siteId;
        throw error;
      }
    });
  }

  async function attempt<T>(method: Method, path: string, options: AnyOptions, span: Span): Promise<T> {
    const url = buildUrl(baseUrl, path, options.query);
    if (!baseUrl) throw new SiteApiError({ kind: 'not-configured', method, url });

    const headers = buildHeaders(method, { ...options, headers: { ...config.headers, ...options.headers } });
    const body = serialiseBody(method, url, options);
    if (config.dispatcher && isShareable(method, options)) headers.set(SHARE_KEY_HEADER, shareKey(method, url, headers, body));
    const init: NextRequestInit = {
      method,
      headers,
      body,
      ...cacheInit(options.cache),
      ...(config.dispatcher ? { dispatcher: config.dispatcher } : {}),
    };
    const ownTimeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    // A read: a GET, or a search sent as POST whose answer is cached (the estate and rental searches and
    // their filters); a write has no cache hint and keeps its whole time.
    const read = method === 'GET' || (options.cache !== undefined && options.cache !== 'no-store');
    const timeoutMs = read && config.readTimeoutMs ? Math.min(ownTimeoutMs, config.readTimeoutMs()) : ownTimeoutMs;
    const deadline = startDeadline(timeoutMs);
    const state: CallState = { method, url, timeoutMs, deadline, visitor: options.signal };
    const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
    try {
      const response = await send(config.fetch ?? globalThis.fetch, url, { ...init, signal }, state).catch((error: unknown) => {
        if (read && error instanceof SiteApiError && error.kind === 'timeout') config.onReadTimeout?.();
        throw error;
      });
      span.setAttribute('http.response.status_code', response.status);
      if (!response.ok) throw await failure(response, state);
      if (response.status === 204) return null as T;
      // A raw answer (a photo) is streamed by the caller after this returns: the deadline covers the headers only.
      if ('raw' in options) return response as T;
      return (await decodeJson(response, options.schema, state)) as T;
    } finally {
      deadline.clear();
    }
  }

  return {
    get: ((path: string, options: AnyOptions) => request('GET', path, options)) as SiteApiClient['get'],
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}

let defaultClient: SiteApiClient | undefined;

/** The app's client: SITE_API_URL (or the embedded demo API) and SITE_API_TIMEOUT_MS. */
export function siteApi(): SiteApiClient {
  // The embedded demo API takes visitor writes only from this server's own routes (lib/demo-api/access.ts).
  const headers = demoApiEnabled() ? { [DEMO_INTERNAL_HEADER]: demoInternalKey() } : undefined;
  const baseUrl = siteApiBaseUrl();
  defaultClient ??= createSiteApiClient({
    baseUrl,
    timeoutMs: env().SITE_API_TIMEOUT_MS,
    headers,
    readTimeoutMs,
    onReadTimeout: readTimedOut,
    dispatcher: siteApiDispatcher(env().SITE_API_TIMEOUT_MS, new URL(baseUrl).pathname),
  });
  return defaultClient;
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(method: Method, options: AnyOptions): Headers {
  const headers = new Headers({ 'X-SITE': String(options.siteId) });
  if (method === 'GET' && options.locale) headers.set('ACCEPT-LANGUAGE', options.locale);
  if (options.zabunClient) headers.set('zabun-client', 'true');
  if ('schema' in options) headers.set('accept', 'application/json');
  if ((method === 'POST' || method === 'PUT') && options.body !== undefined) {
    headers.set('content-type', 'application/json');
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function serialiseBody(method: Method, url: string, options: AnyOptions): string | undefined {
  if ((method !== 'POST' && method !== 'PUT') || options.body === undefined) return undefined;
  if (!options.bodySchema) return JSON.stringify(options.body);
  const parsed = options.bodySchema.safeParse(options.body);
  if (!parsed.success) throw new SiteApiError({ kind: 'invalid-request', method, url, issues: parsed.error.issues });
  return JSON.stringify(parsed.data);
}

function cacheInit(cache: CacheHint | undefined): Pick<NextRequestInit, 'cache' | 'next'> {
  if (cache === undefined) return {};
  if (cache === 'no-store') return { cache: 'no-store' };
  return { next: { revalidate: cache.revalidate, tags: cache.tags } };
}

/**
 * What every resource function needs: whose data, and in which language; and, from a route handler, the
 * visitor's request signal, so their leaving cancels the calls made for them.
 */
export type SiteContext = { siteId: number; locale?: Locale; signal?: AbortSignal };

/** Style rule: a 404 from the API is "no such thing" (the page calls notFound()), not a failure. */
export async function nullIfNotFound<T>(call: Promise<T | null>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SiteApiError && error.isNotFound()) return null;
    throw error;
  }
}

/**
 * Spec: list, filter and rental requests never fail; a failure gives the empty answer carrying the error.
 * The error is logged here, since nothing upstream will see it thrown.
 */
export async function orEmpty<T extends object>(
  call: Promise<T | null>,
  empty: () => T,
): Promise<T & { error?: SiteApiErrorInfo }> {
  try {
    return (await call) ?? empty();
  } catch (error) {
    // One line for a failure of the site API, nothing for a visitor who left (the answer goes nowhere),
    // the stack for a bug of ours.
    reportFailure(error, 'answered an empty result');
    return { ...empty(), error: toErrorInfo(error) };
  }
}

/** A write that must answer the created thing: a 204 breaks the contract. */
export function expectContent<T>(answer: T | null, method: Method, path: string): T {
  if (answer !== null) return answer;
  throw new SiteApiError({ kind: 'invalid-response', method, url: path, status: 204, reason: 'no content where an answer was expected' });
}

type Write<S extends z.ZodType> = { siteId: number; body: unknown; bodySchema: z.ZodType; schema: S };

/** A POST or PUT whose body is checked before it leaves and which must answer what it created or changed. */
export async function writeExpectingContent<S extends z.ZodType>(method: 'POST' | 'PUT', path: string, write: Write<S>): Promise<z.output<S>> {
  const answer = method === 'POST' ? await siteApi().post(path, write) : await siteApi().put(path, write);
  return expectContent(answer, method, path);
}
