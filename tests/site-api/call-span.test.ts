import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSiteApiClient } from '@/lib/site-api/client';
import { SiteApiError } from '@/lib/site-api/errors';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

beforeAll(() => provider.register());
afterAll(async () => {
  trace.disable();
  context.disable();
  await provider.shutdown();
});
beforeEach(() => exporter.reset());

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(status: number, body: unknown = {}) {
  return createSiteApiClient({ baseUrl: 'http://site-api.test/api', fetch: async () => json(status, body) });
}

/** Runs `work` inside a span standing for the page's own, as Next's request span is. */
function asPage(work: () => Promise<unknown>): Promise<string> {
  return trace.getTracer('test').startActiveSpan('GET /[locale]/aanbod/[id]', async (page) => {
    try {
      await work();
    } finally {
      page.end();
    }
    return page.spanContext().spanId;
  });
}

const siteApiSpans = () => exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);

describe('a site-API call is a span of the page that made it', () => {
  it('is a client span under the page, named by method and path template, with site id, method, template and status', async () => {
    const page = await asPage(() => clientAnswering(200, { id: 791 }).get('/sites/7/estates/v2/791', { siteId: 7, schema: z.object({ id: z.number() }) }));
    const [span] = siteApiSpans();
    expect(span?.name).toBe('GET /sites/:siteId/estates/v2/:id');
    expect(span?.parentSpanContext?.spanId).toBe(page);
    expect(span?.attributes).toEqual({
      'site.id': 7,
      'http.request.method': 'GET',
      'url.template': '/sites/:siteId/estates/v2/:id',
      'http.response.status_code': 200,
    });
    expect(span?.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  it('names no token or identifier of the raw path', async () => {
    await asPage(() => clientAnswering(204).delete('/sites/7/subscriptions/tok-6f1c2e', { siteId: 7, schema: z.unknown() }));
    const [span] = siteApiSpans();
    expect(span?.name).toBe('DELETE /sites/:siteId/subscriptions/:token');
    expect(JSON.stringify({ name: span?.name, attributes: span?.attributes, status: span?.status })).not.toContain('tok-6f1c2e');
  });

  it('marks a failed call as an error with its status and error kind, not its message', async () => {
    const call = asPage(() => clientAnswering(503, { code: 'SERVICE_UNAVAILABLE' }).post('/sites/7/estates', { siteId: 7, body: {}, schema: z.unknown() }));
    await expect(call).rejects.toBeInstanceOf(SiteApiError);
    const [span] = siteApiSpans();
    expect(span?.name).toBe('POST /sites/:siteId/estates');
    expect(span?.attributes['http.response.status_code']).toBe(503);
    expect(span?.attributes['error.type']).toBe('http');
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'http' });
  });
});
