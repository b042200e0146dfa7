// The Prometheus endpoint: GET /metrics on a port of its own (METRICS_PORT), apart from the visitors' port,
// so that neither the edge nor a visitor can reach it (docs/decisions/0056-metrics-on-their-own-port.md).
// Plain JavaScript (types in metrics-server.d.mts): server.mjs loads it as it is.
import { createServer } from 'node:http';
import { z } from 'zod';
import { logger } from '../log/logger.mjs';
import { metrics } from './registry.mjs';

const portSchema = z.coerce.number().int().min(1).max(65_535).optional();

/** METRICS_PORT, checked: undefined when unset or empty (no endpoint). */
export function metricsPort(value) {
  const parsed = portSchema.safeParse(value || undefined);
  if (!parsed.success) throw new Error('Invalid environment: METRICS_PORT: must be a port number (1-65535), or unset');
  return parsed.data;
}

async function answer(request, response) {
  const path = (request.url ?? '/').split('?', 1)[0];
  response.setHeader('Cache-Control', 'no-store');
  if (path !== '/metrics') {
    response.statusCode = 404;
    response.end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.statusCode = 405;
    response.setHeader('Allow', 'GET, HEAD');
    response.end();
    return;
  }
  const { registry } = metrics();
  const text = await registry.metrics();
  response.statusCode = 200;
  response.setHeader('Content-Type', registry.contentType);
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** Serves GET /metrics on `port` (0: any free port), once it listens; null, and no server, without a port. */
export async function serveMetrics(port, hostname) {
  if (port === undefined) return null;
  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      logger().error({ err: error }, 'the metrics could not be gathered');
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
