import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages, type Namespace } from '@/lib/i18n/form-intl';
import type { Locale } from '@/lib/rules';

/**
 * Gives the client components below it the message namespaces they use, and nothing else (with `Form` for
 * a visitor form's namespace: lib/i18n/form-intl.ts). A nested provider replaces the outer one, so list
 * every namespace the subtree needs.
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={await pickMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
