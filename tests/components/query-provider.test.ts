import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from '@/components/providers/query-provider';

class StatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

describe('query client defaults', () => {
  it('never retries a 4xx: asking again will not change the answer', () => {
    expect(shouldRetryQuery(0, new StatusError(404))).toBe(false);
    expect(shouldRetryQuery(0, new StatusError(429))).toBe(false);
  });

  it('retries a 5xx or a dropped connection at most twice', () => {
    for (const error of [new StatusError(502), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, false]);
    }
  });

  it('keeps answers fresh for 30 s and does not refetch on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(shouldRetryQuery);
  });
});
