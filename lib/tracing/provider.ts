// Loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it, no module of the
// SDK is loaded and @opentelemetry/api's calls (Next's own spans, lib/site-api/call-span.ts) are no-ops.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { WithoutQuery } from './without-query';

/**
 * Registers the process's tracer provider: spans batched (OTEL_BSP_* tune the batch) and sent as OTLP/HTTP
 * JSON to OTEL_EXPORTER_OTLP_ENDPOINT. Answers the stop that sends the spans still waiting.
 */
export function startTracing({ serviceName }: { serviceName: string }): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new WithoutQuery(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Also installs the AsyncLocalStorage context manager, so a span started during a render is its child.
  provider.register();
  return () => provider.shutdown();
}
