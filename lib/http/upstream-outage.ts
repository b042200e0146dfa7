// A page whose site API failed answers 503 Service Unavailable, not 500 (issue 12, point 4): the outage is
// the site API's, a crawler should come back later, and a proxy or CDN in front may serve its stale copy
// (RFC 5861, stale-if-error). A page cannot set its own 5xx status in Next, and the HTML Next sends for a
// failed render is an empty shell, so the front door (lib/http/socket-address.ts) runs every request in a
// small context, the site-API client notes in it that a call failed (timeout, no connection, a 5xx), and
// a 500 of that request goes out as the localised 503 page with Retry-After. A 500 with no failed call
// stays a 500: that is the site's own bug, not an outage.
import { AsyncLocalStorage } from 'node:async_hooks';
//
// The same context carries the status of a page rendered per request (a token link, a form page): such a
// page cannot throw notFound() without losing its HTML (Next then sends an empty `__next_error__` shell),
// so it renders its localised 404 or error section inside the site's layout and names the status here
// (lib/http/page-status.ts), which the answer then gets. A 500 of Next's own (an empty shell) becomes the
// localised error page, so that no error answer is an empty document.
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { internalErrorHtml, serviceUnavailableHtml } from '@/lib/tenancy/fallback-pages';

/**
 * 503: the page drew its own localised error state because its main data failed for want of the site API
 * (a list whose search failed, lib/listing/list-outage.ts); the answer keeps that HTML, with Retry-After.
 */
export type PageStatus = 404 | 500 | 503;
type Outage = { siteApiFailed: boolean; readTimedOut: boolean; pageStatus: PageStatus | null; arrivedAt: number };

const KEY = Symbol.for('agency-site.upstream-outage');

/**
 * One store for the whole process: the front door is loaded from instrumentation, the client from the
 * app's bundles, and each bundle would otherwise have its own copy of this module.
 */
function storage(): AsyncLocalStorage<Outage> {
  const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Outage> };
  holder[KEY] ??= new AsyncLocalStorage<Outage>();
  return holder[KEY];
}

/** A page rendered for this request answers with this status instead of 200 (lib/http/page-status.ts). */
export function notePageStatus(status: PageStatus): void {
  const outage = storage().getStore();
  if (outage) outage.pageStatus = status;
}

/**
 * A site-API read of this request timed out (lib/site-api/render-budget.ts): its later reads give up at once.
 * Per request, not only per React render: Next resolves a page's metadata, the page and its error or
 * not-found view in separate React scopes, and each would otherwise wait its own 2.5 s.
 */
export function noteReadTimeout(): void {
  const outage = storage().getStore();
  if (outage) outage.readTimedOut = true;
}

/** Whether a site-API read of this request has timed out already. */
export function readTimedOutInRequest(): boolean {
  return storage().getStore()?.readTimedOut ?? false;
}

/**
 * Milliseconds since this request reached the front door; null outside a request. The read deadline
 * counts from there (lib/site-api/refresh-deadline.ts): the visitor's wait starts when they asked.
 */
export function requestAgeMs(): number | null {
  const outage = storage().getStore();
  return outage ? performance.now() - outage.arrivedAt : null;
}

/** Seconds a visitor or crawler is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** The site-API client: a call of this request failed for want of the site API. */
export function noteSiteApiFailure(): void {
  const outage = storage().getStore();
  if (outage) outage.siteApiFailed = true;
}

type Callback = (error?: Error | null) => void;
const callbackIn = (args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

/**
 * Runs one request's handling in its own context. When the answer turns out to be a 500 and the site API
 * failed this request, the status becomes 503 and what Next writes is replaced by the localised page.
 */
export function withOutageStatus<T>(request: IncomingMessage, response: ServerResponse, handle: () => T): T {
  const outage: Outage = { siteApiFailed: false, readTimedOut: false, pageStatus: null, arrivedAt: performance.now() };
  let page: string | null = null;
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;

  /** The status the answer goes out with: the page's own (a per-request 404 or error) instead of a 200. */
  const effective = (statusCode: number): number => (statusCode === 200 && outage.pageStatus !== null ? outage.pageStatus : statusCode);
  /** Next's own HTML for a failed render (an empty shell) is replaced; a page that named its status keeps its HTML. */
  const replacement = (status: number): string | null => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (status === 500 && outage.siteApiFailed) return serviceUnavailableHtml(path);
    const html = /^text\/html/i.test(String(response.getHeader('content-type') ?? ''));
    if (status === 500 && outage.pageStatus === null && html) return internalErrorHtml(path);
    return null;
  };

  response.writeHead = function (statusCode: number, ...rest: unknown[]): ServerResponse {
    const status = effective(statusCode);
    page = replacement(status);
    if (page === null) {
      if (status === statusCode) return (writeHead as (...args: unknown[]) => ServerResponse)(statusCode, ...rest);
      // The reason phrase Next may pass belongs to the 200; headers passed along stay.
      const headers = rest.filter((arg) => typeof arg !== 'string');
      if (status === 503) {
        // Like the outage's own page: come back later, and no cache in front keeps this answer as the page.
        response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        response.setHeader('cache-control', 'no-store');
        for (const header of headers) {
          if (!header || typeof header !== 'object' || Array.isArray(header)) continue;
          for (const name of Object.keys(header)) if (/^(cache-control|retry-after)$/i.test(name)) delete (header as OutgoingHttpHeaders)[name];
        }
      }
      response.statusMessage = STATUS_CODES[status] ?? '';
      return (writeHead as (...args: unknown[]) => ServerResponse)(status, ...headers);
    }
    const given = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) response.setHeader(name, value);
    for (const name of ['content-length', 'content-encoding', 'etag', 'x-nextjs-cache', 'x-nextjs-stale-time']) response.removeHeader(name);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', Buffer.byteLength(page));
    response.setHeader('cache-control', 'no-store');
    if (outage.siteApiFailed) {
      response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      response.statusMessage = 'Service Unavailable';
      return writeHead(503);
    }
    response.statusMessage = 'Internal Server Error';
    return writeHead(500);
  } as ServerResponse['writeHead'];

  /** True once the answer is a replacement page: Next's own body is dropped from then on. */
  const replaced = (): boolean => {
    if (page === null && !response.headersSent && replacement(effective(response.statusCode)) !== null) response.writeHead(response.statusCode);
    return page !== null;
  };
  response.write = function (...args: unknown[]): boolean {
    if (!replaced()) return write(...args);
    callbackIn(args)?.();
    return true;
  } as ServerResponse['write'];
  response.end = function (...args: unknown[]): ServerResponse {
    if (!replaced()) return end(...args);
    const callback = callbackIn(args);
    return request.method === 'HEAD' ? end(callback) : end(page, 'utf8', callback);
  } as ServerResponse['end'];

  return storage().run(outage, handle);
}
