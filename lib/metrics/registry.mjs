// The process's metrics, in one prom-client registry that server.mjs serves (lib/metrics/metrics-server.mjs).
// server.mjs and every Next bundle load their own copy of this module, so the registry and its metrics sit
// on globalThis under one registered symbol: whichever copy comes first creates them, the others count on them.
// Every label takes its values from a fixed set (docs/metrics.md): nothing a visitor types becomes a series.
// Plain JavaScript (types in registry.d.mts): server.mjs loads it as it is.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { logger } from '../log/logger.mjs';

const KEY = Symbol.for('agency-site.metrics');

/** Seconds: from a cached answer (a few ms) to the longest a site-API call may take. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  const registers = [registry];
  // Node's own: CPU, memory, heap, event-loop lag, handles, garbage collection.
  collectDefaultMetrics({ register: registry });
  const outbox = { read: null };
  return {
    registry,
    outbox,
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Answers of the app server, from the request to the last byte handed to the socket, by route kind, method and status class',
      labelNames: ['kind', 'method', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    siteApiCalls: new Histogram({
      name: 'site_api_request_duration_seconds',
      help: 'Calls that went out to the site API (shared and cached reads count once), by method, path template and outcome',
      labelNames: ['method', 'path', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    edgePurges: new Counter({
      name: 'edge_purges_total',
      help: 'Purges asked of an edge node (each try of each node), by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    formPosts: new Counter({
      name: 'form_posts_total',
      help: 'Form posts, by form and outcome',
      labelNames: ['form', 'outcome'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'form_rate_limit_refusals_total',
      help: 'Form posts refused for going over the rate limit, by form',
      labelNames: ['form'],
      registers,
    }),
    mailFailures: new Counter({
      name: 'demo_api_mail_failures_total',
      help: 'Mails of the demo API the mail server did not accept (each is tried again later)',
      registers,
    }),
    outboxDepth: new Gauge({
      name: 'demo_api_outbox_depth',
      help: 'Mails of the demo API waiting in its outbox; 0 without the demo API',
      registers,
      // Counted when scraped: the outbox lives in the demo API's database, not in this process.
      async collect() {
        if (!outbox.read) return;
        try {
          this.set(await outbox.read());
        } catch (error) {
          logger().error({ err: error }, 'the outbox could not be counted');
        }
      },
    }),
  };
}

/** The process's one set of metrics. */
export function metrics() {
  globalThis[KEY] ??= create();
  return globalThis[KEY];
}

/** Tells the outbox gauge how to count the mail waiting (the demo API, once its database is open). */
export function countOutboxWith(read) {
  metrics().outbox.read = read;
}
