// One log line per site-API call (lib/site-api/call-metrics.ts): its path template, status, outcome,
// duration, site and request, never the path itself (an id, a token, a hostname) or its query string.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withRequestContext } from '@/lib/log/request-context.mjs';
import { createSiteApiClient } from '@/lib/site-api/client';
import { createSiteApiDispatcher } from '@/lib/site-api/transport';
import { captureLogsPerTest } from '../support/logs';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    response.writeHead(path.endsWith('/500') ? 500 : 200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const logs = captureLogsPerTest();

const ok = z.object({ ok: z.boolean() });
const client = () => createSiteApiClient({ baseUrl: `${origin}/api`, timeoutMs: 2000, dispatcher: createSiteApiDispatcher(4, 2000, '/api') });
const callLines = () => logs.lines.filter((line) => line.msg === 'site-api call');

describe('the log line of a site-API call', () => {
  it('names the template, status, outcome, duration, site and request, and not the path or query asked', async () => {
    await withRequestContext({ reqId: 'req-1' }, () => client().get('/sites/7/subscriptions/s3cr3t-t0ken', { siteId: 7, query: { email: 'jan@example.be' }, schema: ok }));

    expect(callLines()).toEqual([
      expect.objectContaining({ level: 'info', reqId: 'req-1', siteId: '7', method: 'GET', path: '/sites/:siteId/subscriptions/:token', status: 200, outcome: 'ok', durationMs: expect.any(Number) }),
    ]);
    const text = JSON.stringify(logs.lines);
    expect(text).not.toContain('s3cr3t-t0ken');
    expect(text).not.toContain('jan@example.be');
  });

  it('is a warning when the site API fails the call, and names no site for the hostname lookup', async () => {
    await client().get('/sites/0/estates/v2/500', { siteId: 0, schema: ok }).catch(() => undefined);

    const [line] = callLines();
    expect(line).toMatchObject({ level: 'warn', method: 'GET', path: '/sites/:siteId/estates/v2/:id', status: 500, outcome: 'http_5xx' });
    expect(line).not.toHaveProperty('siteId');
    expect(line).not.toHaveProperty('reqId');
  });
});
