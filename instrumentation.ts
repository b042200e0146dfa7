import type { Instrumentation } from 'next';

// Starts tracing when a collector is configured, and opens (on the very first start, seeds) the demo API's
// database while the server boots, so the first visitor does not wait for it.
export async function register(): Promise<void> {
  // The imports sit inside this condition so that Next.js leaves them out of any edge bundle; NEXT_RUNTIME
  // stays a raw read because the bundler replaces it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { demoApiEnabled, tracingConfig } = await import('@/lib/env');
    const tracing = tracingConfig();
    // Without a collector the SDK is never loaded: tracing then costs nothing (docs/tracing.md).
    if (tracing) {
      const { startTracing } = await import('@/lib/tracing/provider');
      const { onStop } = await import('@/lib/http/lifecycle.mjs');
      // Registered before the demo API's mailer: stopping runs newest first, so the spans of its last mail go out too.
      onStop(startTracing(tracing));
    }
    if (!demoApiEnabled()) return;
    const { outboxDepth, warmDemoApi } = await import('@/lib/demo-api/router');
    const { onMailFailure, stopProcessMailer } = await import('@/lib/demo-api/mailer');
    const { onStop } = await import('@/lib/http/lifecycle.mjs');
    const { countOutboxWith, metrics } = await import('@/lib/metrics/registry.mjs');
    // When server.mjs stops the process, the outbox's mail in flight is sent and marked before it exits.
    onStop(stopProcessMailer);
    // The demo API imports nothing of the website: its outbox is measured from here (docs/metrics.md).
    countOutboxWith(outboxDepth);
    onMailFailure(() => metrics().mailFailures.inc());
    try {
      await warmDemoApi();
    } catch (error) {
      // The server still starts; the first demo-API call tries to open the database again.
      const { logger } = await import('@/lib/log/logger.mjs');
      logger().error({ err: error }, 'the demo API could not open its database at start');
    }
  }
}

/**
 * Next's documented hook for a request that failed on the server. Next's own logging is off (server.mjs
 * starts it `quiet`), so this is the one log line an operator reads: a failure of the site API as its concise
 * line, once however often Next reports it (a page and its metadata), and any other failure with its route
 * and stack, never the visitor's path or query (lib/log/request-failure.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, _request, context) => {
  // A raw read, replaced by the bundler: the edge bundle keeps none of what follows.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestFailure } = await import('@/lib/log/request-failure');
  logRequestFailure(error, context.routePath);
};
