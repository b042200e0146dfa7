import { getMessages, getTimeZone } from 'next-intl/server';
import { FORM_NAMESPACES } from '@/lib/forms/form-namespaces';
import type { FormIntl } from '@/components/forms/with-messages';
import type { Locale } from '@/lib/rules';

export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

const formNamespaces: ReadonlySet<string> = new Set(FORM_NAMESPACES);

/**
 * The namespaces asked for, and nothing else: the rest of the text renders on the server and never travels
 * to the browser. A visitor form's namespace brings the texts all forms share (`Form`,
 * lib/forms/form-texts.ts) along: the same object each time, which the page's payload writes once
 * and references after.
 */
export async function pickMessages(locale: Locale, namespaces: readonly Namespace[]) {
  const messages = await getMessages({ locale });
  const wanted: Namespace[] = namespaces.some((namespace) => formNamespaces.has(namespace)) ? ['Form', ...namespaces] : [...namespaces];
  return Object.fromEntries(wanted.map((namespace) => [namespace, messages[namespace]]));
}

/**
 * The messages of a form loaded on demand that brings its own provider (components/forms/with-messages.tsx):
 * on a page where nothing else formats in the browser, next-intl then comes with the form's script, not in
 * the page's first load. Kept apart from ClientMessages: a route that imports a module naming
 * NextIntlClientProvider bundles it, rendered or not.
 */
export async function formIntl(locale: Locale, namespaces: readonly Namespace[]): Promise<FormIntl> {
  const [messages, timeZone] = await Promise.all([pickMessages(locale, namespaces), getTimeZone({ locale })]);
  return { locale, timeZone, messages };
}
