'use client';

import { formOnDemand } from './form-on-demand';
import type { ContactFormProps } from './contact-form';
// Here, not only in the lazy module: the server HTML must be styled before the script comes.
import './forms.css';

/**
 * The question form of a detail page or the contact page, in the server HTML at once, its script (Zod,
 * react-hook-form) loaded only when it comes near the viewport or the visitor starts on it.
 */
export const ContactFormOnDemand = formOnDemand<ContactFormProps>('contact', () => import('./contact-form').then((module) => module.ContactForm));
