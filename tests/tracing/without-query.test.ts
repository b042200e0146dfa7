import { describe, expect, it } from 'vitest';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { WithoutQuery } from '@/lib/tracing/without-query';

function exportedTarget(target: string): unknown {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new WithoutQuery(), new SimpleSpanProcessor(exporter)] });
  // As Next starts its request span: the target among the attributes it starts with.
  provider.getTracer('test').startSpan('GET', { attributes: { 'http.method': 'GET', 'http.target': target } }).end();
  return exporter.getFinishedSpans()[0]?.attributes['http.target'];
}

describe('the request span keeps the path, not the query', () => {
  it('drops the query string, where a visitor address or token may sit', () => {
    expect(exportedTarget('/nl/aanbod?email=jan.peeters%40example.be&sort=price')).toBe('/nl/aanbod');
  });

  it('drops a fragment too', () => {
    expect(exportedTarget('/fr/biens#carte')).toBe('/fr/biens');
  });

  it('leaves a bare path as it is', () => {
    expect(exportedTarget('/en/estates/791')).toBe('/en/estates/791');
  });
});
