import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Gives the client components below it the message namespaces they use, and nothing else: the rest
 * of the text renders on the server and never travels to the browser. A nested provider replaces the
 * outer one, so list every namespace the subtree needs.
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
