'use client';

import { useState, type ReactNode } from 'react';
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

/**
 * react-query for client islands. The client lives in state: one per visit in the browser, kept across re-renders,
 * and a new one for every server render, so one visitor's cache never reaches another.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
