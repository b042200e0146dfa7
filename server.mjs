// The app's HTTP server: Next's documented custom server (node_modules/next/dist/docs/01-app/02-guides/custom-server.md),
// `node server.mjs [-p PORT] [-H HOST] [--keepAliveTimeout MS]`, in place of `next start`.
//
// Why not `next start`: the visitor's address. Next hands a route the peer's address only by writing it into
// X-Forwarded-For when the request arrived without one, so a visitor who talks to the app directly and sends
// their own header picks the address that the form rate limit counts them under. Here the socket's address
// and protocol go into two headers of this server's own, replacing whatever the visitor sent under those
// names; lib/forms/rate-limit.ts and lib/http/security-headers.ts read them, and believe X-Forwarded-For and
// X-Forwarded-Proto only for the TRUSTED_PROXY_HOPS proxies in front (the edge, docs/edge.md). And what Next
// would answer with a 500 before any of the app's code runs (a path that does not decode, a method its
// Request cannot hold, a Host that is no host) is refused here (lib/http/request-check.mjs). Caching and
// stale copies belong to the edge, headers to proxy.ts and next.config.ts.
// It also sets PORT for the app: absolute URLs of a local hostname keep this port (lib/tenancy/origin.ts).
// On SIGTERM or SIGINT it stops gracefully (stop() below; README, "Deployment").
// With METRICS_PORT set, it serves the process's metrics on that port (docs/metrics.md).
// With OTEL_EXPORTER_OTLP_ENDPOINT set, instrumentation.ts sends traces there (docs/tracing.md).
// It writes one log line per request when its answer is done, and runs Next's handling of the request in
// the request's log context, so the app's own lines carry its id and site (docs/logging.md).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { beginStopping, finishStopping } from './lib/http/lifecycle.mjs';
import { checkRequest } from './lib/http/request-check.mjs';
import { logger } from './lib/log/logger.mjs';
import { withRequestContext } from './lib/log/request-context.mjs';
import { logRequest } from './lib/log/request-log.mjs';
import { metricsPort, serveMetrics } from './lib/metrics/metrics-server.mjs';
import { observeRequest } from './lib/metrics/request-metrics.mjs';
import { NOT_A_PAGE_POLICY, SAME_FOR_EVERY_ANSWER } from './lib/http/static-security-headers.mjs';

process.env.NODE_ENV ??= 'production';
// Next's span of each fetch names the raw URL, a subscription's token included; the site API's calls have
// spans of their own that name the path template (lib/site-api/call-span.ts, docs/tracing.md).
process.env.NEXT_OTEL_FETCH_DISABLED ??= '1';
const { default: next } = await import('next');

/** Names shared with lib/http/socket-headers.ts, which the app's bundles read. */
const SOCKET_ADDRESS_HEADER = 'x-socket-address';
const SOCKET_PROTOCOL_HEADER = 'x-socket-protocol';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
// This file runs before the app's bundle and cannot import lib/env.ts (TypeScript): it reads its own settings.
const port = Number(values.port ?? process.env.PORT ?? 3000);
const shutdownTimeout = z.coerce.number().int().positive().default(10_000).safeParse(process.env.SHUTDOWN_TIMEOUT_MS || undefined);
if (!shutdownTimeout.success) throw new Error('Invalid environment: SHUTDOWN_TIMEOUT_MS: must be a positive whole number of milliseconds');
const hostname = values.hostname;
const metricsOn = metricsPort(process.env.METRICS_PORT);
// LOG_LEVEL and LOG_FORMAT are checked before anything is served.
const log = logger();
process.env.PORT = String(port);

// quiet: Next prints no failed request itself; instrumentation.ts's onRequestError logs one line for it,
// without the stack of an expected failure (the site API down) or the visitor's path.
const app = next({ dev: false, hostname, port, quiet: true });
const handle = app.getRequestHandler();
await app.prepare();

// The same rule as lib/env.ts's trustForwardedHost(), which the app's bundle reads.
const trustForwardedHost = process.env.TRUST_FORWARDED_HOST === 'true';
const first = (value) => (Array.isArray(value) ? value[0] : value);

/** Answers a request no page takes itself (400, 405, 414, or 308 past a blank segment); true when it did. */
function refuse(request, response) {
  const refusal = checkRequest({
    method: request.method ?? '',
    url: request.url ?? '/',
    host: request.headers.host,
    forwardedHost: trustForwardedHost ? first(request.headers['x-forwarded-host']) : undefined,
  });
  if (!refusal) return false;
  for (const { key, value } of SAME_FOR_EVERY_ANSWER) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', NOT_A_PAGE_POLICY);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  if (refusal.allow) response.setHeader('Allow', refusal.allow);
  if (refusal.location) response.setHeader('Location', refusal.location);
  response.statusCode = refusal.status;
  response.end(request.method === 'HEAD' ? undefined : `${refusal.status} ${refusal.reason}\n`);
  return true;
}

/** Answers not yet finished: the ones still open when the process stops are told to close their connection. */
const inFlight = new Set();
let stopping = false;

const server = createServer((request, response) => {
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  observeRequest(request, response);
  const context = logRequest(request, response, log);
  // A client that sends a request on a kept-alive connection while the server stops gets its answer, and
  // no connection to send its next one on.
  if (stopping) response.setHeader('Connection', 'close');
  if (refuse(request, response)) return;
  const address = request.socket.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
  request.headers[SOCKET_PROTOCOL_HEADER] = 'http';
  withRequestContext(context, () => handle(request, response)).catch((error) => {
    // Next answers its own failures; this is one that escaped it. Its name only: a stack or message may hold the request's path.
    log.error({ error: error instanceof Error ? error.name : typeof error }, 'a request failed outside Next');
    if (!response.headersSent) {
      response.statusCode = 500;
      response.setHeader('cache-control', 'no-store');
    }
    response.end();
  });
});
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);

server.listen(port, hostname, () => {
  log.info({ url: `http://${hostname ?? 'localhost'}:${port}` }, 'listening');
});
const metricsServer = await serveMetrics(metricsOn, hostname);
if (metricsServer) log.info({ url: `http://${hostname ?? 'localhost'}:${metricsOn}/metrics` }, 'serving metrics');

/**
 * The graceful stop: /readyz answers 503 at once (lib/http/lifecycle.mjs), no new connection is accepted,
 * the answers in flight finish (each then closes its connection), idle kept-alive connections are closed,
 * and the work registered to finish (the demo API's outbox: the mail being sent) ends, all within
 * SHUTDOWN_TIMEOUT_MS. What is still open then is cut.
 */
async function stop() {
  if (stopping) return;
  stopping = true;
  beginStopping();
  // A stopping process takes no more scrapes.
  metricsServer?.close();
  const deadline = Date.now() + shutdownTimeout.data;
  const timeLeft = (value) => new Promise((resolve) => setTimeout(() => resolve(value), Math.max(0, deadline - Date.now())).unref());
  for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  // A connection whose answer went out before it learnt to close goes idle; close() alone waits out its keep-alive.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const drained = await Promise.race([closed, timeLeft(false)]);
  clearInterval(sweep);
  if (!drained) {
    log.error({ unfinished: inFlight.size, timeoutMs: shutdownTimeout.data }, 'answers unfinished after SHUTDOWN_TIMEOUT_MS: cut');
    server.closeAllConnections();
  }
  if (!(await Promise.race([finishStopping().then(() => true), timeLeft(false)]))) {
    log.error({ timeoutMs: shutdownTimeout.data }, 'work still running after SHUTDOWN_TIMEOUT_MS: stopped anyway');
  }
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop());
