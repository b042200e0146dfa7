'use client';

import { formOnDemand } from './form-on-demand';
import type { ContactFormProps } from './contact-form';
import type { FormIntl } from './with-messages';
// Here, not only in the lazy module: the server HTML must be styled before the script comes.
import './forms.css';

/**
 * The question form of a detail page or the contact page, in the server HTML at once, its script (Zod,
 * react-hook-form) loaded only when it comes near the viewport or the visitor starts on it. With `intl`
 * (the contact page) next-intl comes with that script too (./with-messages.tsx).
 */
export const ContactFormOnDemand = formOnDemand<ContactFormProps & { intl?: FormIntl }>('contact', () =>
  Promise.all([import('./contact-form'), import('./with-messages')]).then(([form, { withMessages }]) => withMessages(form.ContactForm)),
);
