import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import nl from '@/messages/nl.json';

/** A client for one test: no retries (a failure shows at once) and no shared cache between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type Options = Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient };

/**
 * Renders a client component as the app does: Dutch messages (the default locale) and a fresh QueryClient.
 * A missing or broken message fails the test instead of showing its key.
 */
export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient(), ...options }: Options = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider
        locale="nl"
        messages={nl}
        timeZone="Europe/Brussels"
        onError={(error) => {
          throw error;
        }}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
