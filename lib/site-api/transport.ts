// How site-API calls travel: one connection pool per process, of bounded size, and identical reads in
// flight at the same time shared as one upstream call.
//
// Why (the stall measured in docs/bench-pages.md): Next's data cache revalidates a stale entry once per
// visitor request, not once per process, so while one search was on its way every other view of the same
// page started the same search again (219 map views, 219 identical searches). Each went out on a new
// connection, as undici's default pool grows without bound. With the embedded demo API those connections
// are to this very server: they queued in the kernel's accept queue with the visitors' own new connections,
// which the server accepts one per event-loop turn, and a visitor waited 6-8 s behind them. Against an
// independent site API, the same pile-up is a burst of identical calls on it.
// - Shared reads: a read (a GET, or a POST search Next may cache) that is already in flight, identical in
//   method, URL, headers and body, waits for that call's answer instead of making its own.
// - A bounded pool: at most SITE_API_CONNECTIONS connections to the site API; further calls wait in this
//   process, in order, where they count against their own deadline, instead of in front of visitors.
// - Cancelling: a shared call is given up upstream once every request waiting for it has gone (a visitor
//   who left, a timeout), so no one's abandoned search keeps the API busy.
import 'server-only';
import { createHash } from 'node:crypto';
import { Agent, type Dispatcher } from 'undici';
import { countSiteApiCalls } from './call-metrics';

/** Connections to the site API per process: enough for the calls of many renders at once. */
export const SITE_API_CONNECTIONS = 32;

/** The header that marks a request as shareable, with the key of what it asks; never sent upstream. */
export const SHARE_KEY_HEADER = 'x-site-api-share-key';

/** The share key of a read: the same for exactly the requests that must get the same answer. */
export function shareKey(method: string, url: string, headers: Headers, body: string | undefined): string {
  const named = [...headers].map(([name, value]) => [name.toLowerCase(), value]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return createHash('sha256').update(JSON.stringify([method, url, named, body ?? null])).digest('base64url');
}

type Controller = Dispatcher.DispatchController;
type Handler = Dispatcher.DispatchHandler;
type Headers_ = Record<string, string | string[] | undefined>;

/** One waiter's side of a shared call: its abort leaves the call, and the last one to leave cancels it. */
class WaiterController implements Controller {
  aborted = false;
  paused = false;
  reason: Error | null = null;
  /** The answer's headers as name/value pairs: the fetch of undici 8 (Node 26) reads them from here. */
  rawHeaders: Buffer[] | null = null;
  constructor(private readonly leave: (waiter: WaiterController, reason: Error) => void) {}
  abort(reason: Error): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.leave(this, reason);
  }
  // The answer is held whole and handed over at its end: nothing to pause.
  pause(): void {}
  resume(): void {}
}

type Waiter = { handler: Handler; controller: WaiterController };

/**
 * One upstream call and everyone waiting for its answer. The answer is read whole (site-API answers are
 * JSON documents the client reads whole anyway) and then given to each waiter still there.
 */
class SharedCall implements Handler {
  private readonly waiters: Waiter[] = [];
  private upstream: Controller | null = null;
  private cancelled: Error | null = null;
  private settled = false;
  private context: unknown;
  private response: { statusCode: number; headers: Headers_; rawHeaders: Buffer[]; statusMessage: string } | null = null;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly done: () => void) {}

  /** Adds a waiter; false when the call is over and the request must go out on its own. */
  join(handler: Handler): boolean {
    if (this.settled || this.cancelled) return false;
    const controller = new WaiterController((waiter, reason) => this.leave(waiter, reason));
    this.waiters.push({ handler, controller });
    // fetch learns how to abort from onRequestStart (its onConnect): it must come before any abort.
    handler.onRequestStart?.(controller, this.context);
    return true;
  }

  private leave(controller: WaiterController, reason: Error): void {
    const index = this.waiters.findIndex((waiter) => waiter.controller === controller);
    if (index < 0) return;
    const [waiter] = this.waiters.splice(index, 1);
    queueMicrotask(() => waiter!.handler.onResponseError?.(controller, reason));
    if (this.waiters.length === 0 && !this.settled) {
      // No one waits for this answer any more: the site API need not finish it.
      this.cancelled = reason;
      this.done();
      this.upstream?.abort(reason);
    }
  }

  onRequestStart(controller: Controller, context: unknown): void {
    this.upstream = controller;
    this.context = context;
    if (this.cancelled) controller.abort(this.cancelled);
  }

  onResponseStart(controller: Controller, statusCode: number, headers: Headers_, statusMessage?: string): void {
    const raw = (controller as Controller & { rawHeaders?: Buffer[] | null }).rawHeaders;
    this.response = { statusCode, headers, rawHeaders: Array.isArray(raw) ? raw : rawHeadersOf(headers), statusMessage: statusMessage ?? '' };
  }

  onResponseData(_controller: Controller, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(_controller: Controller, trailers: Headers_): void {
    this.settle();
    const response = this.response;
    const body = Buffer.concat(this.chunks);
    for (const { handler, controller } of this.waiters.splice(0)) {
      try {
        if (!response) throw new Error('the site API answered without a status');
        controller.rawHeaders = response.rawHeaders;
        handler.onResponseStart?.(controller, response.statusCode, response.headers, response.statusMessage);
        if (controller.aborted) continue;
        if (body.length > 0) handler.onResponseData?.(controller, body);
        if (controller.aborted) continue;
        handler.onResponseEnd?.(controller, trailers);
      } catch (error) {
        handler.onResponseError?.(controller, error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  onResponseError(_controller: Controller, error: Error): void {
    this.settle();
    for (const { handler, controller } of this.waiters.splice(0)) handler.onResponseError?.(controller, error);
  }

  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    if (!this.cancelled) this.done();
  }
}

/** Header pairs made from parsed headers, for a fetch that reads the pairs (undici 8) when the pool gave none. */
function rawHeadersOf(headers: Headers_): Buffer[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((one) => [Buffer.from(name, 'latin1'), Buffer.from(one, 'latin1')]),
  );
}

type RequestHeaders = Dispatcher.DispatchOptions['headers'];

/**
 * The request's headers without the first one named `name` (lowercase) whose value `take` accepts, and
 * that header's value. undici hands headers as an object, as name/value pairs or as an iterable of pairs.
 */
function takeHeader(headers: RequestHeaders, name: string, take: (value: string) => boolean = () => true): { value: string | null; headers: RequestHeaders } {
  if (!headers) return { value: null, headers };
  if (Array.isArray(headers)) {
    const pairs = headers as string[];
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (String(pairs[i]).toLowerCase() === name && take(String(pairs[i + 1]))) return { value: String(pairs[i + 1]), headers: [...pairs.slice(0, i), ...pairs.slice(i + 2)] };
    }
    return { value: null, headers };
  }
  if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    return takeHeader([...(headers as Iterable<[string, string]>)].flat(), name, take);
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  if (key === undefined) return { value: null, headers };
  const found = record[key];
  const value = Array.isArray(found) ? (found[0] ?? null) : (found ?? null);
  if (value === null || !take(value)) return { value: null, headers };
  return { value, headers: Object.fromEntries(Object.entries(record).filter(([candidate]) => candidate !== key)) };
}

/**
 * An undici interceptor: a request carrying SHARE_KEY_HEADER joins the call in flight with the same key,
 * or becomes that call. Requests without it go out as they are.
 */
export function shareIdenticalReads(): Dispatcher.DispatcherComposeInterceptor {
  const inFlight = new Map<string, SharedCall>();
  return (dispatch) => (options, handler) => {
    const { value: key, headers } = takeHeader(options.headers, SHARE_KEY_HEADER);
    if (key === null) return dispatch(options, handler);
    const own = { ...options, headers };
    const shareable = `${options.origin}|${key}`;
    const current = inFlight.get(shareable);
    if (current?.join(handler)) return true;
    const call = new SharedCall(() => {
      if (inFlight.get(shareable) === call) inFlight.delete(shareable);
    });
    inFlight.set(shareable, call);
    call.join(handler);
    return dispatch(own, call);
  };
}

/**
 * An undici interceptor: the `Accept-Language: *` that Node's fetch adds to every request naming no
 * language (the Fetch standard's default) is not sent. The site API's contract sends the header on a GET
 * that is given a locale and on no other call; a site API that reads `*` as a language of its own would
 * otherwise answer searches and writes in it.
 */
export function withoutFetchDefaultLanguage(): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch({ ...options, headers: takeHeader(options.headers, 'accept-language', (value) => value.trim() === '*').headers }, handler);
}

/**
 * Creates the site API's transport: a pool of `connections`, and the interceptors above, with the calls
 * counted next to the pool (lib/site-api/call-metrics.ts; `basePath`: the site API URL's path). `timeoutMs` bounds
 * the wait for an answer's headers and between its chunks on every call, whoever sends it: Next's data cache
 * drops the caller's AbortSignal when it refreshes a stale answer ("don't pass through signal when
 * revalidating", next/dist/server/lib/patch-fetch.js) but hands the call's `dispatcher` on, so without this a
 * hanging site API held such a refresh for undici's default of 300 s.
 */
export function createSiteApiDispatcher(connections = SITE_API_CONNECTIONS, timeoutMs = 300_000, basePath = ''): Dispatcher {
  // The first interceptor is the innermost: the count sees the calls that reach the pool, a shared read once.
  return new Agent({ connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }).compose(countSiteApiCalls(basePath), shareIdenticalReads(), withoutFetchDefaultLanguage());
}

const DISPATCHER = Symbol.for('agency-site.site-api-dispatcher');

/**
 * The process's one transport to the site API. On globalThis: Next bundles each route apart, and a pool
 * per bundle would multiply the bound.
 */
export function siteApiDispatcher(timeoutMs: number, basePath = ''): Dispatcher {
  const store = globalThis as typeof globalThis & { [DISPATCHER]?: Dispatcher };
  store[DISPATCHER] ??= createSiteApiDispatcher(SITE_API_CONNECTIONS, timeoutMs, basePath);
  return store[DISPATCHER];
}
