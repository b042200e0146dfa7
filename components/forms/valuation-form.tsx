'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FormRetry } from '@/lib/forms/no-script';
import {
  VALUATION_ACTION,
  isValuationErrorKey,
  valuationFields,
  valuationFormSchema,
  valuationResultSchema,
  type ValuationField,
  type ValuationFormInput,
  type ValuationFormValues,
} from '@/lib/forms/valuation-form';
import { FieldError, useFieldA11y } from './field-a11y';
import { FormAlert } from './form-alert';
import { ConsentField, PrivacyLink, SubmitButton } from './form-parts';
import { useFormTexts } from './form-texts';
import { HoneypotField } from './honeypot-field';
import { useKeptForm } from './kept-form';
import { useFormPost, showServerErrors } from './use-form-post';
import { ContactStep, PropertyStep, WishStep, type StepProps } from './valuation-steps';
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
  const f = useFormTexts('ValuationForm');
  const headingId = useId();
  const { phase, send, reset: resetPhase, warmUp, alertRef, doneRef, formAction } = useFormPost({
    route: 'valuation-form-handler',
    sendsOrigin: true,
    lead: 'valuation',
    resultSchema: valuationResultSchema,
    fields: valuationFields,
    recaptchaSiteKey,
    recaptchaAction: VALUATION_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ValuationFormInput, unknown, ValuationFormValues>({
    resolver: zodResolver(valuationFormSchema),
    errors: kept.errors,
    // No default values: a field registers with what its element holds, so whatever the visitor typed
    // before the page's JavaScript ran is kept (a default would overwrite it).
  });
  const { fieldId, errorId, a11y } = useFieldA11y<ValuationField>((name) => Boolean(errors[name]));

  async function submit(values: ValuationFormValues, event?: BaseSyntheticEvent) {
    const result = await send(values, event?.target);
    if (!result) return;
    if (result.ok) {
      reset(emptyValues);
      return;
    }
    showServerErrors(valuationFields, result.fields, setError);
  }

  function errorText(name: ValuationField) {
    if (!errors[name]) return null;
    const message = errors[name]?.message;
    return <FieldError id={errorId(name)}>{f.error(isValuationErrorKey(message) ? message : 'invalid')}</FieldError>;
  }

  const step: StepProps = {
    field: (name) => ({ ...kept.text(name), ...a11y(name), ...register(name) }),
    choice: (name, value) => ({ ...kept.ticked(name, value), ...register(name) }),
    fieldId,
    errorId,
    errorText,
    invalid: (name) => Boolean(errors[name]),
    optional: f.optional,
  };

  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {phase.kind === 'done' ? (
        <div className="form-outcome">
          <FormAlert kind="success" ref={doneRef}>
            {t('success')}
          </FormAlert>
          <button type="button" className="button" onClick={resetPhase}>
            {t('again')}
          </button>
        </div>
      ) : (
        <>
          {phase.kind === 'failed' ? (
            <FormAlert kind="danger" ref={alertRef}>
              {f.failure(phase.error)}
            </FormAlert>
          ) : null}
          <form method="post" action={formAction} className="form" noValidate onSubmit={handleSubmit(submit)} onFocus={warmUp}>
            <p className="form__note">{t('intro')}</p>
            <PropertyStep {...step} />
            <WishStep {...step} />
            <ContactStep {...step} />
            <ConsentField
              input={<input type="checkbox" {...kept.ticked('privacy')} {...a11y('privacy')} {...register('privacy')} />}
              htmlFor={fieldId('privacy')}
              invalid={Boolean(errors.privacy)}
              label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
              error={errorText('privacy')}
            />
            <HoneypotField label={f.honeypot} />
            <SubmitButton loading={phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
