'use client';

import { useCallback, useEffect, useState } from 'react';
import { FetchStatusError } from './fetch-status-error';

export type FetchOnceState<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
};

/**
 * GETs `path` once `enabled` turns true and parses the JSON answer (a block that loads when it comes into
 * view: similar listings, the social feed). No paging, no refetching: what react-query would add is a
 * cache these blocks do not need, so they ship without it. A failure (an answer of 400 or more, a dropped
 * connection, an answer `parse` refuses) is shown at once, with the block's retry button: `refetch`.
 */
export function useFetchOnce<T>(path: string, parse: (value: unknown) => T, enabled: boolean): FetchOnceState<T> {
  const [attempt, setAttempt] = useState(0);
  // The last settled request: which path, which attempt, and what came of it.
  const [result, setResult] = useState<{ path: string; attempt: number; data?: T; error?: true } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    async function load(): Promise<void> {
      try {
        const response = await fetch(path, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (response.status >= 400) throw new FetchStatusError(response.status, path);
        const data = parse(await response.json());
        if (!controller.signal.aborted) setResult({ path, attempt, data });
      } catch {
        if (!controller.signal.aborted) setResult({ path, attempt, error: true });
      }
    }
    void load();
    return () => controller.abort();
    // `parse` is a module-level function in every caller; a new one must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, enabled, attempt]);

  const refetch = useCallback(() => setAttempt((value) => value + 1), []);
  const current = result?.path === path ? result : null;
  return {
    data: current?.data,
    isPending: current?.data === undefined,
    isError: current?.error === true,
    isFetching: enabled && (current === null || current.attempt !== attempt),
    refetch,
  };
}
