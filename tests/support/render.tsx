import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { ChromeTextsProvider } from '@/components/providers/chrome-texts';
import { buildChromeTexts, buildConsentTexts, type Translate } from '@/lib/i18n/chrome-texts';
import nl from '@/messages/nl.json';

const translateNl = createTranslator({ locale: 'nl', messages: nl });
const translate: Translate = (key, values) => translateNl(key as never, values as never);
/** A Dutch translator by full key, as the server's (lib/i18n/server-translate.ts), for the texts the server formats for client leaves. */
export const nlTranslate = translate;
/** The layout's texts for the client leaves of every page, in Dutch (lib/i18n/chrome-texts.ts). */
export const nlChromeTexts = buildChromeTexts(translate, '/nl/vergelijken');
export const nlConsentTexts = buildConsentTexts(translate);

/** A client for one test: no retries (a failure shows at once) and no shared cache between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type Options = Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient };

/**
 * Renders a client component as the app does: Dutch messages (the default locale), the layout's texts and a fresh QueryClient.
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
        <ChromeTextsProvider texts={nlChromeTexts}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ChromeTextsProvider>
      </NextIntlClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}

/** The server's HTML of `page` in the document, as a browser shows it before any script ran: its container. */
export function serverHtmlInDocument(page: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}
