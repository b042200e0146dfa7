import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginStopping, finishStopping, isStopping, onStop } from '@/lib/http/lifecycle.mjs';

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
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
    expect(done).toEqual(['outbox', 'database']);
  });
});
