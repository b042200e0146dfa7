// instrumentation.ts's register(): the tracing SDK is loaded only when a collector is configured.
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);
const providers = vi.hoisted(() => [] as { serviceName: unknown; registered: boolean }[]);

vi.mock('@opentelemetry/sdk-trace-node', () => {
  loaded.push('@opentelemetry/sdk-trace-node');
  class NodeTracerProvider {
    private readonly entry: { serviceName: unknown; registered: boolean };
    constructor(config: { resource: Record<string, unknown> }) {
      this.entry = { serviceName: config.resource['service.name'], registered: false };
      providers.push(this.entry);
    }
    register() {
      this.entry.registered = true;
    }
    shutdown() {
      return Promise.resolve();
    }
  }
  return { NodeTracerProvider, BatchSpanProcessor: class {} };
});
vi.mock('@opentelemetry/exporter-trace-otlp-http', () => {
  loaded.push('@opentelemetry/exporter-trace-otlp-http');
  return { OTLPTraceExporter: class {} };
});
vi.mock('@opentelemetry/resources', () => {
  loaded.push('@opentelemetry/resources');
  return { resourceFromAttributes: (attributes: Record<string, unknown>) => attributes };
});

async function register(env: Record<string, string>): Promise<void> {
  vi.resetModules();
  // An external site API: register() then leaves the embedded demo API's database alone.
  vi.stubEnv('SITE_API_URL', 'http://127.0.0.1:9/api');
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  vi.stubEnv('OTEL_SERVICE_NAME', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { register } = await import('@/instrumentation');
  await register();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// In this order: once a module is loaded, the mock above does not tell of it again.
describe('register() and the tracing SDK', () => {
  it('loads no module of the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
    await register({ OTEL_EXPORTER_OTLP_ENDPOINT: '' });
    expect(loaded).toEqual([]);
    expect(providers).toEqual([]);
  });

  it('registers a tracer provider named agency-site when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    await register({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' });
    expect(loaded).toEqual(expect.arrayContaining(['@opentelemetry/sdk-trace-node', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/resources']));
    expect(providers).toEqual([{ serviceName: 'agency-site', registered: true }]);
  });

  it('names the service after OTEL_SERVICE_NAME when it is set', async () => {
    await register({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SERVICE_NAME: 'immo-scheldeland' });
    expect(providers.at(-1)).toEqual({ serviceName: 'immo-scheldeland', registered: true });
  });
});
