// How long a visitor can be held by a site API that hangs (issue 12, point 4): a read waits at most until
// READ_TIMEOUT_MS after its request arrived (at least MIN_READ_TIMEOUT_MS), a request whose read timed out
// gives up on its later reads at once, and the requests Next sends on its own to refresh stale data
// (without the caller's signal) get the same deadline.
import http, { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withOutageStatus } from '@/lib/http/upstream-outage';
import { readTimedOut, readTimeoutMs } from '@/lib/site-api/render-budget';
import { MIN_READ_TIMEOUT_MS, READ_TIMEOUT_MS, withRefreshDeadline } from '@/lib/site-api/refresh-deadline';

/** Runs `work` as the front door runs one request's handling (lib/http/socket-address.ts). */
function inRequest<T>(work: () => Promise<T>): Promise<T> {
  const request = new IncomingMessage(new Socket());
  return withOutageStatus(request, new ServerResponse(request), work);
}

/** A separate async chain of the same request, as Next resolves a page's metadata apart from the page. */
const later = <T>(work: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(work())));

describe('the read budget of one request', () => {
  // The request's clock stands still unless a test moves it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from the request’s arrival: a read that starts late waits less, but never less than MIN_READ_TIMEOUT_MS', async () => {
    const seen = await inRequest(async () => {
      const first = readTimeoutMs();
      // The proxy, the route's code and the layout took 400 ms on a busy server before the page's read.
      vi.advanceTimersByTime(400);
      const late = await later(readTimeoutMs);
      // A read that starts 2.4 s in still gets its least.
      vi.advanceTimersByTime(2000);
      return [first, late, await later(readTimeoutMs)];
    });
    expect(seen).toEqual([READ_TIMEOUT_MS, READ_TIMEOUT_MS - 400, MIN_READ_TIMEOUT_MS]);
    // A request that arrives now has the whole time again.
    expect(await inRequest(async () => readTimeoutMs())).toBe(READ_TIMEOUT_MS);
  });

  it('after a read timed out, the same request’s later reads give up at once, in any of its renders; other requests keep the whole time', async () => {
    let release!: () => void;
    const otherStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = inRequest(async () => {
      await otherStarted;
      return later(readTimeoutMs);
    });
    const seen = await inRequest(async () => {
      const before = readTimeoutMs();
      // The metadata's read timed out ...
      await later(readTimedOut);
      release();
      // ... so the page's and the not-found view's reads, in React scopes of their own, do not wait again.
      return [before, await later(readTimeoutMs), await later(readTimeoutMs)];
    });
    expect(seen).toEqual([READ_TIMEOUT_MS, 1, 1]);
    expect(await other).toBe(READ_TIMEOUT_MS);
    // Outside any request (the sitemaps' work, a unit test), nothing carries over either.
    expect(readTimeoutMs()).toBe(READ_TIMEOUT_MS);
  });
});

describe('withRefreshDeadline', () => {
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

  it('ends a site-API request sent without a signal (Next’s background refresh of a stale answer) at the deadline', async () => {
    const fetchWithDeadline = withRefreshDeadline(globalThis.fetch, base, () => 200);
    const started = Date.now();
    await expect(fetchWithDeadline(`${base}/sites/1/estates/v2/7`, { headers: { 'x-site': '1' } })).rejects.toThrow(/timeout|abort/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leaves a request with its own signal, a Request and any other host as they are', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const spy = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.signal);
      return new Response('{}');
    }) as typeof fetch;
    const fetchWithDeadline = withRefreshDeadline(spy, base, () => 200);
    const own = new AbortController().signal;
    await fetchWithDeadline(`${base}/sites/1`, { signal: own });
    await fetchWithDeadline(new Request(`${base}/sites/1`));
    await fetchWithDeadline('https://graph.instagram.com/me/media');
    await fetchWithDeadline(`${base}-other/sites/1`);
    await fetchWithDeadline(new URL(`${base}/sites/1`));
    expect(seen.slice(0, 4)).toEqual([own, undefined, undefined, undefined]);
    expect(seen[4]).toBeInstanceOf(AbortSignal);
  });

  it('makes the request’s later reads give up at once when it gave up at its deadline; not when it was answered', async () => {
    const hanging = withRefreshDeadline(globalThis.fetch, base, () => 200);
    const after = await inRequest(async () => {
      await expect(hanging(`${base}/sites/1/estates/v2/7`)).rejects.toThrow(/timeout|abort/i);
      return later(readTimeoutMs);
    });
    expect(after).toBe(1);
    const answered = withRefreshDeadline((async () => new Response('{}')) as typeof fetch, base, () => 200);
    const afterAnswer = await inRequest(async () => {
      await answered(`${base}/sites/1/estates/v2/7`);
      // Past the deadline the answer came within: nothing counts as timed out.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return readTimeoutMs();
    });
    expect(afterAnswer).toBeGreaterThan(1);
  });

  it('gives up at once in a request whose read timed out already, as the request’s own reads do', async () => {
    const fetchWithDeadline = withRefreshDeadline(globalThis.fetch, base);
    const started = Date.now();
    await inRequest(async () => {
      readTimedOut();
      await expect(fetchWithDeadline(`${base}/sites/1`)).rejects.toThrow(/timeout|abort/i);
    });
    expect(Date.now() - started).toBeLessThan(READ_TIMEOUT_MS);
  });
});
