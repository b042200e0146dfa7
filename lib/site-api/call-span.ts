// Every site-API call is a span of the trace of the page (or route) that made it. Next's own fetch span
// names the raw URL, which may hold a subscription's token; this one names the call by its path template,
// like the metrics (lib/site-api/call-metrics.ts), and the site it was for.
import 'server-only';
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { siteApiPathTemplate } from './call-metrics';

/** Without a registered SDK this tracer hands out spans that record nothing. */
const tracer = trace.getTracer('agency-site/site-api');

type Call = { method: string; path: string; siteId: number | string };

/**
 * Runs `call` inside a client span named `<method> <path template>`, carrying the site id, the method and the
 * template; the call reports its answer's status on the span it is given. A failure marks the span with
 * what went wrong (a SiteApiError's kind, such as `http` or `timeout`, or another error's class name), never
 * its message (which repeats the URL).
 */
export function traceSiteApiCall<T>({ method, path, siteId }: Call, call: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(`site-api ${method}`, { kind: SpanKind.CLIENT }, async (span) => {
    if (span.isRecording()) {
      const template = siteApiPathTemplate(path);
      span.updateName(`${method} ${template}`);
      span.setAttributes({ 'site.id': siteId, 'http.request.method': method, 'url.template': template });
    }
    try {
      return await call(span);
    } catch (error) {
      const type = errorType(error);
      span.setAttribute('error.type', type);
      span.setStatus({ code: SpanStatusCode.ERROR, message: type });
      throw error;
    } finally {
      span.end();
    }
  });
}

function errorType(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const { kind } = error as Error & { kind?: unknown };
  return typeof kind === 'string' ? kind : error.name;
}
