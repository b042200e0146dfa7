'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FormRetry } from '@/lib/forms/no-script';
import { valuationFormSchema, valuationFormSetup, type ValuationFormInput } from '@/lib/forms/valuation-form';
import { SubmitButton } from './form-parts';
import { HoneypotField } from './honeypot-field';
import { useVisitorForm } from './use-visitor-form';
import { ContactStep, PropertyStep, WishStep, type StepProps } from './valuation-steps';
import { FailureAlert, PrivacyConsent, SentOutcome } from './visitor-form-parts';
import './forms.css';

export type ValuationFormProps = {
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

const emptyValues: ValuationFormInput = {
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  propertyType: '',
  livingArea: '',
  condition: '',
  bedrooms: '',
  wish: null,
  timing: null,
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
};

/**
 * The valuation request: an owner asks what their property is worth, in three steps on one page (the
 * property, the wish, the contact), sent to `POST /{locale}/valuation-form-handler`. It posts before
 * hydration too; a failure keeps everything typed.
 */
export function ValuationForm({ recaptchaSiteKey = null, retry = null }: ValuationFormProps) {
  const t = useTranslations('ValuationForm');
  const headingId = useId();
  const form = useVisitorForm(valuationFormSchema, 'valuation-form-handler', {
    ...valuationFormSetup,
    recaptchaSiteKey,
    retry,
    emptyValues,
  });
  const step: StepProps = {
    field: (name) => form.field(name),
    choice: form.choice,
    fieldId: form.fieldId,
    errorId: form.errorId,
    errorText: form.errorText,
    invalid: form.invalid,
    optional: form.texts.optional,
  };

  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {form.phase.kind === 'done' ? (
        <SentOutcome form={form} text={t('success')} again={t('again')} />
      ) : (
        <>
          <FailureAlert form={form} />
          <form {...form.formProps} className="form">
            <p className="form__note">{t('intro')}</p>
            <PropertyStep {...step} />
            <WishStep {...step} />
            <ContactStep {...step} />
            <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
            <HoneypotField label={form.texts.honeypot} />
            <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
