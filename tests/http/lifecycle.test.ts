import { afterEach, describe, expect, it } from 'vitest';
import { beginStopping, finishStopping, isStopping, onStop } from '@/lib/http/lifecycle.mjs';
import { captureLogs } from '../support/logs';

afterEach(() => {
  // The state is the process's: a fresh one for each test.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.lifecycle')];
});

describe('the process lifecycle shared by server.mjs and the app', () => {
  it('is not stopping until server.mjs says so', () => {
    expect(isStopping()).toBe(false);
    beginStopping();
    expect(isStopping()).toBe(true);
  });

  it('finishes the registered work newest first, waiting for each, and goes on past one that fails', async () => {
    const done: string[] = [];
    const logs = captureLogs();
    onStop(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('database');
    });
    onStop(() => {
      throw new Error('mail server gone');
    });
    onStop(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('outbox');
    });
    await finishStopping();
    logs.restore();
    expect(done).toEqual(['outbox', 'database']);
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'error', msg: 'a task failed while stopping', err: expect.objectContaining({ message: 'mail server gone' }) })]);
  });
});
