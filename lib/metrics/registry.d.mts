import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = {
  registry: Registry;
  outbox: { read: (() => Promise<number>) | null };
  httpRequests: Histogram<'kind' | 'method' | 'status_class'>;
  siteApiCalls: Histogram<'method' | 'path' | 'outcome'>;
  edgePurges: Counter<'outcome'>;
  formPosts: Counter<'form' | 'outcome'>;
  rateLimitRefusals: Counter<'form'>;
  mailFailures: Counter;
  outboxDepth: Gauge;
};

/** The process's one set of metrics. */
export declare function metrics(): Metrics;
/** Tells the outbox gauge how to count the mail waiting (the demo API, once its database is open). */
export declare function countOutboxWith(read: () => Promise<number>): void;
