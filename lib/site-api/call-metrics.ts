// The site API's calls, counted and logged where they leave the process: an undici interceptor next to the
// pool (lib/site-api/transport.ts), so a read shared by many renders counts once, a cached answer not at all,
// and Next's own refreshes of stale data count too. Labelled by path template, never by the path itself.
import 'server-only';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { logger } from '@/lib/log/logger.mjs';
import { requestContext } from '@/lib/log/request-context.mjs';
import { metrics } from '@/lib/metrics/registry.mjs';

/** The site API's calls (docs/site-api.md, "Calls"); a path matching none is counted as 'other'. */
export const SITE_API_PATH_TEMPLATES = [
  '/sites/:siteId',
  '/sites/by-hostname/:hostname',
  '/sites/:siteId/navigation/:type',
  '/sites/:siteId/navigation/:type/:id',
  '/sites/:siteId/pages',
  '/sites/:siteId/pages/by-url/:url',
  '/sites/:siteId/pages/:id',
  '/sites/:siteId/entities',
  '/sites/:siteId/entities/:entity/items',
  '/sites/:siteId/agreements',
  '/sites/:siteId/estate-pages/:estateId/:locale',
  '/translations/:locale',
  '/sites/:siteId/assets/:name',
  '/sites/:siteId/estates',
  '/sites/:siteId/estate-filters',
  '/sites/:siteId/estates/v2/:id',
  '/sites/:siteId/estates/group/:id',
  '/sites/:siteId/estates/:id/contact-info',
  '/sites/:siteId/estate-collections/:id',
  '/sites/:siteId/rental-units',
  '/sites/:siteId/rental-units/filters',
  '/sites/:siteId/rental-units/reservation',
  '/sites/:siteId/rental-units/:id',
  '/sites/:siteId/rental-units/:id/periods',
  '/sites/:siteId/rental-units/photo/:photoId/:size',
  '/sites/:siteId/live-agenda/reservation',
  '/sites/:siteId/live-agenda/reservation/:id',
  '/sites/:siteId/live-agenda/:id',
  '/sites/:siteId/leads/contact',
  '/sites/:siteId/leads/send-to-a-friend',
  '/sites/:siteId/leads/valuation',
  '/sites/:siteId/subscriptions',
  '/sites/:siteId/subscriptions/price-drops',
  '/sites/:siteId/subscriptions/:token',
  '/sites/:siteId/demo/publish',
  '/sites/:siteId/demo/estates/:id',
] as const;

export type SiteApiPathTemplate = (typeof SITE_API_PATH_TEMPLATES)[number] | 'other';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string) => segment.startsWith(':');

/** Literal segments before parameters, position by position: `rental-units/filters` wins over `rental-units/:id`. */
const MATCH_ORDER = SITE_API_PATH_TEMPLATES.map((template) => ({ template, segments: segmentsOf(template) })).sort((a, b) => {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const order = Number(isParameter(a.segments[i]!)) - Number(isParameter(b.segments[i]!));
    if (order !== 0) return order;
  }
  return 0;
});

/** The template of a call's path (with its query, under the site API's base path `basePath`). */
export function siteApiPathTemplate(path: string, basePath = ''): SiteApiPathTemplate {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const base = segmentsOf(basePath);
  const all = segmentsOf(bare);
  if (base.some((segment, i) => all[i] !== segment)) return 'other';
  const segments = all.slice(base.length);
  const found = MATCH_ORDER.find(({ segments: wanted }) => wanted.length === segments.length && wanted.every((segment, i) => isParameter(segment) || segment === segments[i]));
  return found?.template ?? 'other';
}

export type CallOutcome = 'ok' | 'http_4xx' | 'http_5xx' | 'timeout' | 'network' | 'cancelled';

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function outcomeOfStatus(status: number | null): CallOutcome {
  if (status === null) return 'network';
  if (status >= 500) return 'http_5xx';
  return status >= 400 ? 'http_4xx' : 'ok';
}

/** A call that failed: the client's deadline or the pool's, the visitor gone, or the connection. */
function outcomeOfError(error: Error): CallOutcome {
  if (error.name === 'TimeoutError' || TIMEOUT_CODES.has((error as Error & { code?: string }).code ?? '')) return 'timeout';
  return error.name === 'AbortError' ? 'cancelled' : 'network';
}

type Controller = Dispatcher.DispatchController;
type Handler = Dispatcher.DispatchHandler;

/** Hands every event on to the caller's handler, and tells `done` the outcome (and status, if any) once. */
class CountedCall implements Handler {
  private status: number | null = null;
  private counted = false;
  constructor(
    private readonly handler: Handler,
    private readonly done: (outcome: CallOutcome, status: number | null) => void,
  ) {}
  private count(outcome: CallOutcome): void {
    if (this.counted) return;
    this.counted = true;
    this.done(outcome, this.status);
  }
  onRequestStart(controller: Controller, context: unknown): void {
    this.handler.onRequestStart?.(controller, context);
  }
  onRequestUpgrade(...args: Parameters<NonNullable<Handler['onRequestUpgrade']>>): void {
    this.handler.onRequestUpgrade?.(...args);
  }
  onResponseStart(...args: Parameters<NonNullable<Handler['onResponseStart']>>): void {
    this.status = args[1];
    this.handler.onResponseStart?.(...args);
  }
  onResponseData(controller: Controller, chunk: Buffer): void {
    this.handler.onResponseData?.(controller, chunk);
  }
  onResponseEnd(...args: Parameters<NonNullable<Handler['onResponseEnd']>>): void {
    this.count(outcomeOfStatus(this.status));
    this.handler.onResponseEnd?.(...args);
  }
  onResponseError(controller: Controller, error: Error): void {
    this.count(outcomeOfError(error));
    this.handler.onResponseError?.(controller, error);
  }
}

/** The X-SITE a call is sent with (the site it is for), from undici's headers in any of their forms. */
function siteHeader(headers: Dispatcher.DispatchOptions['headers']): string | undefined {
  if (!headers) return undefined;
  const pairs: [string, unknown][] = Array.isArray(headers)
    ? Array.from({ length: Math.floor(headers.length / 2) }, (_, i) => [String(headers[2 * i]), headers[2 * i + 1]])
    : typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function'
      ? [...(headers as Iterable<[string, unknown]>)]
      : Object.entries(headers);
  const value = pairs.find(([name]) => name.toLowerCase() === 'x-site')?.[1];
  const site = String(Array.isArray(value) ? value[0] : (value ?? ''));
  // Site 0 is the hostname lookup's, before any site is known; the header is ours, but bounded all the same.
  return /^[1-9]\d{0,9}$/.test(site) ? site : undefined;
}

/** Outcomes of a call the site API did not answer as asked: a warning; the rest is the call's record. */
const FAILED: ReadonlySet<CallOutcome> = new Set(['http_5xx', 'timeout', 'network']);

/**
 * An undici interceptor: each call is timed from its dispatch to its answer's end, counted by method,
 * path template and outcome (site_api_request_duration_seconds), and logged as one line with the same and
 * its status and duration. No call is retried, so the line counts no retries.
 */
export function countSiteApiCalls(basePath = '', log: () => Pick<Logger, 'info' | 'warn'> = logger): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    const labels = { method: options.method, path: siteApiPathTemplate(options.path, basePath) };
    const end = metrics().siteApiCalls.startTimer(labels);
    // Taken now: undici's callbacks run in the context of whichever request opened the connection.
    const reqId = requestContext()?.reqId;
    const siteId = siteHeader(options.headers);
    const started = performance.now();
    return dispatch(
      options,
      new CountedCall(handler, (outcome, status) => {
        end({ outcome });
        const fields = { reqId, siteId, ...labels, outcome, status: status ?? undefined, durationMs: Math.round(performance.now() - started) };
        if (FAILED.has(outcome)) log().warn(fields, 'site-api call');
        else log().info(fields, 'site-api call');
      }),
    );
  };
}
