import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { FORM_NAMESPACES } from '@/lib/forms/form-namespaces';
import type { Locale } from '@/lib/rules';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

const formNamespaces: ReadonlySet<string> = new Set(FORM_NAMESPACES);

/**
 * Gives the client components below it the message namespaces they use, and nothing else: the rest
 * of the text renders on the server and never travels to the browser. A nested provider replaces the
 * outer one, so list every namespace the subtree needs. A visitor form's namespace brings the texts all
 * forms share (`Form`, lib/forms/form-texts.ts) along: the same object each time, which the page's
 * payload writes once and references after.
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const wanted: Namespace[] = namespaces.some((namespace) => formNamespaces.has(namespace)) ? ['Form', ...namespaces] : [...namespaces];
  const picked = Object.fromEntries(wanted.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
