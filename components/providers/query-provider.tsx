'use client';

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** The HTTP status an error carries, if any (the fetchers throw errors with a numeric `status`). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** A 4xx will not change by asking again; a 5xx or a dropped connection might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Our ajax answers are cached for 30-60 s anyway; refetching sooner only costs the site API.
        staleTime: 30_000,
        // Listings do not change while the visitor looks at another tab.
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per visit in the browser; a new one for every server render, so one visitor's cache never reaches another. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * react-query for the client islands that page or refetch (the lists, their map, the city picker, favourites).
 * Not in the layout: a page without such an island ships no react-query. Every provider shares the one
 * browser client, so going back to a list finds the pages it had loaded (docs/decisions/0016-list-paging.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
