// A page whose site API failed answers 503 Service Unavailable, not 500 (issue 12, point 4): the outage is
// the site API's, a crawler should come back later, and a proxy or CDN in front may serve its stale copy
// (RFC 5861, stale-if-error). A page cannot set its own 5xx status in Next, so the front door
// (lib/http/socket-address.ts) runs every request in a small context, the site-API client notes in it that
// a call failed (timeout, no connection, a 5xx), and a 500 of that request goes out as a 503 with
// Retry-After. A 500 with no failed call stays a 500: that is the site's own bug, not an outage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

type Outage = { siteApiFailed: boolean };

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

/** Seconds a visitor or crawler is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** The site-API client: a call of this request failed for want of the site API. */
export function noteSiteApiFailure(): void {
  const outage = storage().getStore();
  if (outage) outage.siteApiFailed = true;
}

/** Runs one request's handling in its own context, and turns its 500 into a 503 when the site API failed it. */
export function withOutageStatus<T>(response: ServerResponse, handle: () => T): T {
  const outage: Outage = { siteApiFailed: false };
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    if (statusCode === 500 && outage.siteApiFailed) {
      response.statusMessage = 'Service Unavailable';
      response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      response.setHeader('cache-control', 'no-store');
      // A status message given with the status would name the 500 still; headers given here are kept.
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      return headers === undefined ? writeHead(503) : writeHead(503, headers);
    }
    return writeHead(statusCode, ...rest);
  } as ServerResponse['writeHead'];
  return storage().run(outage, handle);
}
