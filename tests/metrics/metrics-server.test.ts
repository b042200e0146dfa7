// The Prometheus endpoint (lib/metrics/metrics-server.mjs): GET /metrics in the text format on METRICS_PORT,
// nothing else there, and no server at all without the port.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsPort, serveMetrics } from '@/lib/metrics/metrics-server.mjs';
import { metrics } from '@/lib/metrics/registry.mjs';

let server: Server | null = null;

afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = null;
});

async function started(): Promise<string> {
  server = await serveMetrics(0, '127.0.0.1');
  if (!server) throw new Error('no metrics server');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('metricsPort', () => {
  it('is unset without METRICS_PORT, or with it empty', () => {
    expect(metricsPort(undefined)).toBeUndefined();
    expect(metricsPort('')).toBeUndefined();
  });

  it('reads a port, and refuses anything else at start-up', () => {
    expect(metricsPort('9464')).toBe(9464);
    for (const wrong of ['abc', '0', '70000', '94.5']) expect(() => metricsPort(wrong)).toThrow(/METRICS_PORT/);
  });
});

describe('serveMetrics', () => {
  it('starts no server without a port', async () => {
    expect(await serveMetrics(metricsPort(undefined), '127.0.0.1')).toBeNull();
  });

  it("answers GET /metrics in Prometheus's text format, with the app's metrics and Node's own", async () => {
    const base = await started();
    metrics().edgePurges.inc({ outcome: 'ok' });
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/^edge_purges_total\{outcome="ok"\} [1-9]\d*$/m);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('answers nothing but GET and HEAD on /metrics', async () => {
    const base = await started();
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    const post = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${base}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('metrics', () => {
  it('is one set per process, Node’s default metrics registered once, however many copies load the module', async () => {
    const first = metrics();
    const copy = (await import('@/lib/metrics/registry.mjs?copy' as string)) as typeof import('@/lib/metrics/registry.mjs');
    expect(copy.metrics()).toBe(first);
    const text = await first.registry.metrics();
    expect(text.match(/^# TYPE process_cpu_user_seconds_total /gm)).toHaveLength(1);
  });
});
