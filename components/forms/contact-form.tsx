'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { contactFormSchema, contactFormSetup, contactOptions, type ContactFormInput } from '@/lib/forms/contact-form';
import type { FormRetry } from '@/lib/forms/no-script';
import { SubmitButton } from './form-parts';
import { HoneypotField } from './honeypot-field';
import { useVisitorForm } from './use-visitor-form';
import { FormSection, HiddenFields, PrivacyConsent, TextAreaField, TextField } from './visitor-form-parts';
import './forms.css';

export type ContactFormProps = {
  /** The estate the question is about; leave out on a page about no estate. */
  estateId?: number | null;
  /** The holiday rental unit the question is about. */
  rentalUnitId?: number | null;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

const emptyValues: ContactFormInput = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  options: [],
  privacy: false,
};

/**
 * The extra-information form of a detail page (document 001, sections 4, 5 and 7), sent to
 * `POST /{locale}/contact-form-handler`. The privacy box must be ticked; only the ticked options are sent.
 * A failure keeps everything typed.
 */
export function ContactForm({ estateId = null, rentalUnitId = null, recaptchaSiteKey = null, retry = null }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const optionsId = useId();
  const form = useVisitorForm(contactFormSchema, 'contact-form-handler', {
    ...contactFormSetup,
    recaptchaSiteKey,
    retry,
    extra: { estateId, rentalUnitId },
    emptyValues,
  });

  return (
    <FormSection form={form} texts={{ heading: t('heading'), intro: t('intro'), success: t('success'), again: t('again') }} formProps={form.formProps}>
      <div className="form__row">
        <TextField form={form} name="firstname" label={t('firstname')} autoComplete="given-name" maxLength={100} />
        <TextField form={form} name="lastname" label={t('lastname')} autoComplete="family-name" maxLength={100} />
      </div>

      <div className="form__row">
        <TextField form={form} name="email" label={t('email')} type="email" autoComplete="email" maxLength={200} />
        <TextField form={form} name="phone" label={t('phone')} optional type="tel" autoComplete="tel" maxLength={40} />
      </div>

      <TextAreaField form={form} name="message" label={t('message')} optional rows={5} maxLength={4000} />

      <fieldset className="form__choices" aria-describedby={form.invalid('options') ? form.errorId('options') : undefined}>
        <legend>
          {t('optionsLegend')} <span className="form__optional">{form.texts.optional}</span>
        </legend>
        {contactOptions.map((option) => (
          <div key={option} className="form__check">
            <input type="checkbox" id={`${optionsId}-${option}`} value={option} {...form.choice('options', option)} />
            <label htmlFor={`${optionsId}-${option}`}>{t(`options.${option}`)}</label>
          </div>
        ))}
        {form.errorText('options')}
      </fieldset>

      <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
      <HiddenFields values={{ estateId, rentalUnitId }} />
      <HoneypotField label={form.texts.honeypot} />
      <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
    </FormSection>
  );
}
