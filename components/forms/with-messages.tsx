'use client';

import type { ComponentType } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/rules';

/** What next-intl's provider needs in the browser, picked on the server (components/providers/client-messages.tsx). */
export type FormIntl = { locale: Locale; timeZone: string; messages: AbstractIntlMessages };

/**
 * A form loaded on demand inside its own next-intl provider, given as the `intl` prop. Imported only by
 * the forms' lazy loaders: next-intl and its message parser then come with the form's script, and a page
 * whose first load formats nothing in the browser (the contact page) ships without them. Without `intl` the
 * form reads the provider around it.
 */
export function withMessages<P extends object>(Form: ComponentType<P>): ComponentType<P & { intl?: FormIntl }> {
  return function FormWithMessages({ intl, ...props }: P & { intl?: FormIntl }) {
    const form = <Form {...(props as P)} />;
    if (!intl) return form;
    return (
      <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
        {form}
      </NextIntlClientProvider>
    );
  };
}
