import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';

type IntlProvider = ComponentType<{ locale: string; timeZone: string; messages: object; children: ReactNode }>;

/**
 * A fresh copy of a component loaded on demand and of next-intl (inlined in the unit tests, so one copy per
 * phase): with `server`, as the server evaluates it (no `window`); without, as the browser does.
 */
export async function freshModules<M extends object>(load: () => Promise<M>, { server }: { server: boolean }): Promise<M & { NextIntlClientProvider: IntlProvider }> {
  vi.resetModules();
  if (server) vi.stubGlobal('window', undefined);
  try {
    const [module, { NextIntlClientProvider }] = await Promise.all([load(), import('next-intl')]);
    return { ...module, NextIntlClientProvider: NextIntlClientProvider as unknown as IntlProvider };
  } finally {
    if (server) vi.unstubAllGlobals();
  }
}
