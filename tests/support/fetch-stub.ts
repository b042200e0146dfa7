import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A fetch mock in place of the global `fetch` for each test of the file, reset before it; after it the
 * rendered tree is unmounted and the global put back.
 */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
