// How long a visitor can be held by a site API that hangs: a read waits at most READ_TIMEOUT_MS, and the
// requests Next sends on its own to refresh stale data (without the caller's signal) end at the transport's
// own timeout instead of undici's 300 s.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_TIMEOUT_MS, readTimeoutMs, withoutVisitorBudget } from '@/lib/site-api/render-budget';
import { createSiteApiDispatcher } from '@/lib/site-api/transport';

describe('the read budget', () => {
  it('gives a read outside a render the whole READ_TIMEOUT_MS, and work no visitor waits for its own timeout', async () => {
    expect(readTimeoutMs()).toBe(READ_TIMEOUT_MS);
    expect(await withoutVisitorBudget(async () => readTimeoutMs())).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the site API transport', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    // A site API that accepts the connection and never answers.
    server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('ends a call sent without a signal (Next’s background refresh of a stale answer) at its timeout', async () => {
    const dispatcher = createSiteApiDispatcher(4, 300);
    const started = Date.now();
    const init = { headers: { 'x-site': '1' }, dispatcher } as RequestInit;
    await expect(fetch(`${base}/sites/1/estates/v2/7`, init)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
