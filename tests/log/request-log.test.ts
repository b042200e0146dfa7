// One log line per request (lib/log/request-log.mjs, written by server.mjs): id, site, route kind, method,
// status, duration and cache outcome, from fixed sets, and never the path, query or anything a visitor sent.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logger } from '@/lib/log/logger.mjs';
import { noteSite, withRequestContext } from '@/lib/log/request-context.mjs';
import { REQUEST_ID_HEADER, logRequest } from '@/lib/log/request-log.mjs';
import { memoryLogger } from '../support/logs';

const VISITOR_EMAIL = 'jan.peeters@example.be';

function fakeExchange(method: string, url: string, headers: Record<string, string> = {}) {
  const request = { method, url, headers: { 'x-request-id': 'chosen-by-the-visitor', ...headers } } as unknown as IncomingMessage;
  const sent = new Map<string, unknown>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: true,
    setHeader: (name: string, value: unknown) => void sent.set(name.toLowerCase(), value),
    getHeader: (name: string) => sent.get(name.toLowerCase()),
  }) as unknown as ServerResponse;
  return { request, response, sent };
}

describe('the request log line', () => {
  it('holds the id, site, route kind, method, status, duration and cache outcome', () => {
    const { logger: log, lines } = memoryLogger();
    const { request, response, sent } = fakeExchange('GET', `/nl/aanbod/791/villa?email=${VISITOR_EMAIL}`);
    const clock = [1000, 1042.4];
    const context = logRequest(request, response, log, () => clock.shift()!);
    // What proxy.ts does once it has found the site, inside the request's context.
    withRequestContext(context, () => noteSite(7));
    sent.set('x-nextjs-cache', 'HIT');
    response.emit('close');

    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', reqId: context.reqId, siteId: 7, kind: 'page', method: 'GET', status: 200, durationMs: 42, cache: 'hit' }),
    ]);
    expect(sent.get(REQUEST_ID_HEADER)).toBe(context.reqId);
  });

  it('takes no id from the visitor, and writes neither the path, the query nor a made-up method', () => {
    const { logger: log, lines } = memoryLogger();
    const { request, response } = fakeExchange('PROPFIND', `/wp-admin/%2e%2e/${'x'.repeat(300)}?q=${VISITOR_EMAIL}`);
    const context = logRequest(request, response, log);
    response.emit('close');

    expect(context.reqId).not.toBe('chosen-by-the-visitor');
    expect(context.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]).toMatchObject({ kind: 'other', method: 'other' });
    expect(lines[0]).not.toHaveProperty('siteId');
    expect(lines[0]).not.toHaveProperty('cache');
    const text = JSON.stringify(lines);
    for (const leak of ['wp-admin', 'xxxxxxxx', VISITOR_EMAIL, 'chosen-by-the-visitor', 'PROPFIND']) expect(text).not.toContain(leak);
  });

  it('is an error for a 5xx, and says when the visitor left before the answer was handed over', () => {
    const { logger: log, lines } = memoryLogger();
    const failed = fakeExchange('GET', '/nl');
    logRequest(failed.request, failed.response, log);
    failed.response.statusCode = 503;
    failed.response.emit('close');
    const left = fakeExchange('GET', '/nl');
    logRequest(left.request, left.response, log);
    Object.assign(left.response, { writableFinished: false });
    left.response.emit('close');

    expect(lines[0]).toMatchObject({ level: 'error', status: 503 });
    expect(lines[0]).not.toHaveProperty('aborted');
    expect(lines[1]).toMatchObject({ level: 'info', aborted: true });
  });

  it("is a warning, not an error, for a probe's 503 (a stopping instance's /readyz)", () => {
    const { logger: log, lines } = memoryLogger();
    for (const url of ['/readyz', '/healthz', '/nl/readyz']) {
      const probe = fakeExchange('GET', url);
      logRequest(probe.request, probe.response, log);
      probe.response.statusCode = 503;
      probe.response.emit('close');
    }
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
  });

  it('lends its id and site to every line the app logs while answering the request', () => {
    const { logger: log, lines } = memoryLogger();
    const { request, response } = fakeExchange('GET', '/nl');
    const context = logRequest(request, response, logger());
    withRequestContext(context, () => {
      noteSite(7);
      log.warn('a line of the app');
    });
    log.warn('a line outside any request');

    expect(lines[0]).toMatchObject({ reqId: context.reqId, siteId: 7 });
    expect(lines[1]).not.toHaveProperty('reqId');
  });
});
