'use client';

import { ConsentField, FormField, PrivacyLink, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import { useId, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_ACTION,
  contactFields,
  contactFormSchema,
  contactOptions,
  contactResultSchema,
  type ContactField,
  type ContactFormInput,
  type ContactFormValues,
} from '@/lib/forms/contact-form';
import { isFormErrorKey } from '@/lib/forms/fields';
import type { FormRetry } from '@/lib/forms/no-script';
import { FieldError, useFieldA11y } from './field-a11y';
import { FormAlert } from './form-alert';
import { HoneypotField } from './honeypot-field';
import { useKeptForm } from './kept-form';
import { useFormPost, showServerErrors } from './use-form-post';
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
  const f = useFormTexts('ContactForm');
  const headingId = useId();
  const optionsId = useId();
  const { phase, send, reset: resetPhase, warmUp, alertRef, doneRef, formAction } = useFormPost({
    route: 'contact-form-handler',
    sendsOrigin: true,
    lead: 'contact',
    resultSchema: contactResultSchema,
    fields: contactFields,
    recaptchaSiteKey,
    recaptchaAction: CONTACT_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    errors: kept.errors,
    // No default values: a field registers with what its element holds, so whatever the visitor typed
    // before the page's JavaScript ran is kept (a default would overwrite it).
  });
  const { fieldId, errorId, a11y } = useFieldA11y<ContactField>((name) => Boolean(errors[name]));

  async function submit(values: ContactFormValues, event?: BaseSyntheticEvent) {
    const result = await send({ ...values, estateId, rentalUnitId }, event?.target);
    if (!result) return;
    if (result.ok) {
      reset(emptyValues);
      return;
    }
    showServerErrors(contactFields, result.fields, setError);
  }

  function errorText(name: ContactField) {
    const message = errors[name]?.message;
    if (!errors[name]) return null;
    return <FieldError id={errorId(name)}>{f.error(isFormErrorKey(message) ? message : 'invalid')}</FieldError>;
  }

  const loading = phase.kind === 'loading';

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

            <div className="form__row">
              <FormField htmlFor={fieldId('firstname')} label={t('firstname')} error={errorText('firstname')}>
                <input type="text" autoComplete="given-name" maxLength={100} {...kept.text('firstname')} {...a11y('firstname')} {...register('firstname')} />
              </FormField>
              <FormField htmlFor={fieldId('lastname')} label={t('lastname')} error={errorText('lastname')}>
                <input type="text" autoComplete="family-name" maxLength={100} {...kept.text('lastname')} {...a11y('lastname')} {...register('lastname')} />
              </FormField>
            </div>

            <div className="form__row">
              <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
                <input type="email" autoComplete="email" maxLength={200} {...kept.text('email')} {...a11y('email')} {...register('email')} />
              </FormField>
              <FormField htmlFor={fieldId('phone')} label={t('phone')} optional={f.optional} error={errorText('phone')}>
                <input type="tel" autoComplete="tel" maxLength={40} {...kept.text('phone')} {...a11y('phone')} {...register('phone')} />
              </FormField>
            </div>

            <FormField htmlFor={fieldId('message')} label={t('message')} optional={f.optional} error={errorText('message')}>
              <textarea rows={5} maxLength={4000} {...kept.text('message')} {...a11y('message')} {...register('message')} />
            </FormField>

            <fieldset className="form__choices" aria-describedby={errors.options ? errorId('options') : undefined}>
              <legend>
                {t('optionsLegend')} <span className="form__optional">{f.optional}</span>
              </legend>
              {contactOptions.map((option) => (
                <div key={option} className="form__check">
                  <input type="checkbox" id={`${optionsId}-${option}`} value={option} {...kept.ticked('options', option)} {...register('options')} />
                  <label htmlFor={`${optionsId}-${option}`}>{t(`options.${option}`)}</label>
                </div>
              ))}
              {errorText('options')}
            </fieldset>

            <ConsentField
              input={<input type="checkbox" {...kept.ticked('privacy')} {...a11y('privacy')} {...register('privacy')} />}
              htmlFor={fieldId('privacy')}
              invalid={Boolean(errors.privacy)}
              label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
              error={errorText('privacy')}
            />

            {/* What the script adds to the body, for a post without it. */}
            {estateId === null ? null : <input type="hidden" name="estateId" value={estateId} />}
            {rentalUnitId === null ? null : <input type="hidden" name="rentalUnitId" value={rentalUnitId} />}
            <HoneypotField label={f.honeypot} />

            <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
