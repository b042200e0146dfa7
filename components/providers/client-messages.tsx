import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTimeZone } from 'next-intl/server';
import { FORM_NAMESPACES } from '@/components/forms/form-namespaces';
import type { FormIntl } from '@/components/forms/with-messages';
import type { Locale } from '@/lib/rules';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

const formNamespaces: ReadonlySet<string> = new Set(FORM_NAMESPACES);

/**
 * The namespaces asked for, and nothing else: the rest of the text renders on the server and never travels
 * to the browser. A visitor form's namespace brings the texts all forms share (`Form`,
 * components/forms/form-texts.ts) along: the same object each time, which the page's payload writes once
 * and references after.
 */
async function pickMessages(locale: Locale, namespaces: readonly Namespace[]) {
  const messages = await getMessages({ locale });
  const wanted: Namespace[] = namespaces.some((namespace) => formNamespaces.has(namespace)) ? ['Form', ...namespaces] : [...namespaces];
  return Object.fromEntries(wanted.map((namespace) => [namespace, messages[namespace]]));
}

/**
 * Gives the client components below it the message namespaces they use. A nested provider replaces the
 * outer one, so list every namespace the subtree needs.
 */
export async function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={await pickMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * The messages of a form loaded on demand that brings its own provider (components/forms/with-messages.tsx):
 * on a page where nothing else formats in the browser, next-intl then comes with the form's script, not
 * in the page's first load.
 */
export async function formIntl(locale: Locale, namespaces: readonly Namespace[]): Promise<FormIntl> {
  const [messages, timeZone] = await Promise.all([pickMessages(locale, namespaces), getTimeZone({ locale })]);
  return { locale, timeZone, messages };
}
