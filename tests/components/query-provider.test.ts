import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from '@/components/providers/query-provider';
import { FetchStatusError } from '@/lib/browser/fetch-status-error';

// What the favourites, the map and the lazy blocks throw for an answer of 400 or more.
const statusError = (status: number) => new FetchStatusError(status, 'Our route');

describe('query client defaults', () => {
  it('never retries a 4xx: asking again will not change the answer', () => {
    expect(shouldRetryQuery(0, statusError(404))).toBe(false);
    expect(shouldRetryQuery(0, statusError(429))).toBe(false);
  });

  it('retries a 5xx or a dropped connection at most twice', () => {
    for (const error of [statusError(502), new TypeError('Failed to fetch')]) {
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
