// The production server's traces (docs/tracing.md): with OTEL_EXPORTER_OTLP_ENDPOINT set, each page's request
// is a trace sent as OTLP/HTTP JSON, and the site-API calls its render made are spans under it, named by
// their path template and carrying the site id. A plain HTTP receiver in this process stands for the
// collector. The embedded demo API answers over HTTP, so the calls are real site-API calls.
// Needs `next build` first (scripts/test.mjs runs it after the build).
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { start, stop, until, type Started } from './support/processes';

const SITE = 3470;
const COLLECTOR = 3471;
const DATA_DIR = '.data/otel';

const anyValueSchema = z.object({
  stringValue: z.string().optional(),
  intValue: z.union([z.number(), z.string()]).optional(),
  boolValue: z.boolean().optional(),
  doubleValue: z.number().optional(),
});
const attributesSchema = z.array(z.object({ key: z.string(), value: anyValueSchema })).default([]);
const spanSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  parentSpanId: z.string().optional(),
  name: z.string(),
  kind: z.number(),
  attributes: attributesSchema,
});
/** The body of POST /v1/traces in OTLP's JSON encoding, what this test reads of it. */
const exportSchema = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: attributesSchema }).default({ attributes: [] }),
      scopeSpans: z.array(z.object({ spans: z.array(spanSchema).default([]) })).default([]),
    }),
  ),
});

type Attributes = z.infer<typeof attributesSchema>;
type ReceivedSpan = Omit<z.infer<typeof spanSchema>, 'attributes'> & { attributes: Record<string, unknown>; service: unknown };

/** OTLP's span kinds: the API's plus one. */
const SERVER = 2;
const CLIENT = 3;

const plain = (attributes: Attributes): Record<string, unknown> =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))]),
  );

const spans: ReceivedSpan[] = [];
const refused: string[] = [];

/** The collector: every span of every export, with its service's name. */
function startCollector(): Promise<Server> {
  const collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const parsed = request.method === 'POST' && request.url === '/v1/traces' ? exportSchema.safeParse(JSON.parse(body.toString('utf8') || '{}')) : null;
      if (!parsed?.success) {
        refused.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
        response.writeHead(400).end();
        return;
      }
      for (const { resource, scopeSpans } of parsed.data.resourceSpans) {
        const service = plain(resource.attributes)['service.name'];
        for (const { spans: received } of scopeSpans) for (const span of received) spans.push({ ...span, attributes: plain(span.attributes), service });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => collector.listen(COLLECTOR, '127.0.0.1', () => resolve(collector)));
}

const get = (path: string) => fetch(`http://localhost:${SITE}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });

/** A span's ancestors, nearest first, as far as the spans received so far reach. */
function ancestors(span: ReceivedSpan): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  let parentId = span.parentSpanId;
  while (parentId) {
    const parent = spans.find((candidate) => candidate.spanId === parentId && candidate.traceId === span.traceId);
    if (!parent) break;
    chain.push(parent);
    parentId = parent.parentSpanId;
  }
  return chain;
}

const isRoot = (span: ReceivedSpan) => !span.parentSpanId;

let server: Started | undefined;
let collector: Server | undefined;

beforeAll(async () => {
  if (!existsSync('.next/BUILD_ID')) throw new Error('This test serves the production build: run `next build` first (npm test does).');
  rmSync(DATA_DIR, { recursive: true, force: true });
  collector = await startCollector();
  server = start(process.execPath, ['server.mjs', '-p', String(SITE)], {
    PORT: String(SITE),
    DATA_DIR,
    SITE_API_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR}`,
    OTEL_SERVICE_NAME: '',
    // Spans go out a fifth of a second after they end, not after the default five seconds.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  await until('the site', async () => (await get('/healthz')).status === 200, 120_000);
});

afterAll(async () => {
  stop(server);
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(DATA_DIR, { recursive: true, force: true });
});

describe('the traces of a page', () => {
  it("sends the page's server span with its site-API calls as descendants, named by path template and carrying the site id", async () => {
    // A search no earlier view made, so the list's search goes out to the site API during this request.
    const price = 100_000 + Math.floor(Math.random() * 800_000);
    expect((await get(`/nl/aanbod?sort=price&price-min=${price}&email=jan.peeters@example.be`)).status).toBe(200);

    const isPage = (span: ReceivedSpan) => span.kind === SERVER && span.attributes['http.target'] === '/nl/aanbod';
    const search = () =>
      spans.find((span) => span.kind === CLIENT && span.attributes['url.template'] === '/sites/:siteId/estates' && ancestors(span).some(isPage) && ancestors(span).some(isRoot));
    await until('the search span under the page span, up to its root', () => search() !== undefined, 15_000).catch((error: Error) => {
      throw new Error(`${error.message}\nrefused exports: ${refused.join('; ') || 'none'}\nspans: ${spans.map((span) => `${span.kind} ${span.name}`).join(', ')}\n${server!.output()}`);
    });

    const found = search()!;
    // Next may handle the request in two passes (the proxy, then the render), the second under the first:
    // the outermost is the visitor's request, and every call the page made, the proxy's too, sits under it.
    const page = ancestors(found).filter(isPage).at(-1)!;
    expect(page.service).toBe('agency-site');
    expect(page.attributes['next.span_type']).toBe('BaseServer.handleRequest');
    expect(page.attributes['http.method']).toBe('GET');
    expect(found.name).toBe('POST /sites/:siteId/estates');
    expect(found.attributes).toMatchObject({ 'http.request.method': 'POST', 'url.template': '/sites/:siteId/estates', 'http.response.status_code': 200 });
    expect(found.attributes['site.id']).toEqual(expect.any(Number));
    expect(found.attributes['site.id']).toBeGreaterThan(0);

    // Every site-API call of the page's trace names its template and its site, never the raw path or the query.
    const calls = spans.filter((span) => span.traceId === page.traceId && span.kind === CLIENT && 'url.template' in span.attributes);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.name, call.name).toMatch(/^(GET|POST|PUT|DELETE) \/[a-z/:-]+$/i);
      expect(call.name).toBe(`${call.attributes['http.request.method']} ${call.attributes['url.template']}`);
      expect(call.attributes, call.name).toHaveProperty('site.id');
      expect(ancestors(call), call.name).toContain(page);
    }
    const trace = JSON.stringify(spans.filter((span) => span.traceId === page.traceId));
    expect(trace).not.toContain(String(price));
    expect(trace).not.toContain('jan.peeters');
  });
});
