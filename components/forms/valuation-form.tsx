'use client';

import { useTranslations } from 'next-intl';
import type { FormRetry } from '@/lib/forms/no-script';
import { valuationFormSchema, valuationFormSetup, type ValuationFormInput } from '@/lib/forms/valuation-form';
import { SubmitButton } from './form-parts';
import { HoneypotField } from './honeypot-field';
import { useVisitorForm } from './use-visitor-form';
import { ContactStep, PropertyStep, WishStep, type StepProps } from './valuation-steps';
import { FormSection, PrivacyConsent } from './visitor-form-parts';
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
    <FormSection form={form} texts={{ heading: t('heading'), intro: t('intro'), success: t('success'), again: t('again') }} formProps={form.formProps}>
      <PropertyStep {...step} />
      <WishStep {...step} />
      <ContactStep {...step} />
      <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
      <HoneypotField label={form.texts.honeypot} />
      <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
    </FormSection>
  );
}
