'use client';

import { FormField, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { isFormErrorKey } from '@/lib/forms/fields';
import type { FormRetry } from '@/lib/forms/no-script';
import {
  SEND_TO_FRIEND_ACTION,
  sendToFriendFields,
  sendToFriendFormSchema,
  sendToFriendResultSchema,
  type SendToFriendField,
  type SendToFriendFormInput,
  type SendToFriendFormValues,
} from '@/lib/forms/send-to-friend';
import { FieldError, useFieldA11y } from './field-a11y';
import { FormAlert } from './form-alert';
import { HoneypotField } from './honeypot-field';
import { useKeptForm } from './kept-form';
import { useFormPost, showServerErrors } from './use-form-post';
import './forms.css';

export type SendToFriendProps = {
  /** The page's own path (its canonical pathname): the server puts it on the site's host for the mail. */
  path: string;
  estateId?: number | null;
  rentalUnitId?: number | null;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
};

const emptyValues: SendToFriendFormInput = { senderName: '', senderEmail: '', friendName: '', friendEmail: '', message: '' };

export type SendToFriendFormProps = Omit<SendToFriendProps, 'recaptchaSiteKey'> & {
  recaptchaSiteKey: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

/** The form itself: in the dialog, and on its own page for a visitor without JavaScript. */
export function SendToFriendForm({ path, estateId = null, rentalUnitId = null, recaptchaSiteKey, retry = null }: SendToFriendFormProps) {
  const t = useTranslations('SendToFriend');
  const f = useFormTexts('SendToFriend');
  const { phase, send, reset: resetPhase, warmUp, alertRef, doneRef, formAction } = useFormPost({
    route: 'send-to-a-friend',
    resultSchema: sendToFriendResultSchema,
    fields: sendToFriendFields,
    recaptchaSiteKey,
    recaptchaAction: SEND_TO_FRIEND_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SendToFriendFormInput, unknown, SendToFriendFormValues>({
    resolver: zodResolver(sendToFriendFormSchema),
    errors: kept.errors,
  });
  const { fieldId, errorId, a11y } = useFieldA11y<SendToFriendField>((name) => Boolean(errors[name]));

  async function submit(values: SendToFriendFormValues, event?: BaseSyntheticEvent) {
    const result = await send({ ...values, estateId, rentalUnitId, path }, event?.target);
    if (!result) return;
    if (result.ok) {
      reset(emptyValues);
      return;
    }
    showServerErrors(sendToFriendFields, result.fields, setError);
  }

  function errorText(name: SendToFriendField) {
    const message = errors[name]?.message;
    if (!errors[name]) return null;
    return <FieldError id={errorId(name)}>{f.error(isFormErrorKey(message) ? message : 'invalid')}</FieldError>;
  }

  if (phase.kind === 'done') {
    return (
      <div className="form-outcome">
        <FormAlert kind="success" ref={doneRef}>
          {t('success')}
        </FormAlert>
        <button type="button" className="button" onClick={resetPhase}>
          {t('again')}
        </button>
      </div>
    );
  }

  const loading = phase.kind === 'loading';
  return (
    <>
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {f.failure(phase.error)}
        </FormAlert>
      ) : null}
      <form method="post" action={formAction} className="form form--plain" noValidate onSubmit={handleSubmit(submit)} onFocus={warmUp}>
        <p className="form__note">{t('intro')}</p>
        <FormField htmlFor={fieldId('senderName')} label={t('senderName')} error={errorText('senderName')}>
          <input type="text" autoComplete="name" maxLength={120} {...kept.text('senderName')} {...a11y('senderName')} {...register('senderName')} />
        </FormField>
        <FormField htmlFor={fieldId('senderEmail')} label={t('senderEmail')} error={errorText('senderEmail')}>
          <input type="email" autoComplete="email" maxLength={200} {...kept.text('senderEmail')} {...a11y('senderEmail')} {...register('senderEmail')} />
        </FormField>
        <FormField htmlFor={fieldId('friendName')} label={t('friendName')} optional={f.optional} error={errorText('friendName')}>
          <input type="text" autoComplete="off" maxLength={120} {...kept.text('friendName')} {...a11y('friendName')} {...register('friendName')} />
        </FormField>
        <FormField htmlFor={fieldId('friendEmail')} label={t('friendEmail')} error={errorText('friendEmail')}>
          <input type="email" autoComplete="off" maxLength={200} {...kept.text('friendEmail')} {...a11y('friendEmail')} {...register('friendEmail')} />
        </FormField>
        <FormField htmlFor={fieldId('message')} label={t('message')} optional={f.optional} error={errorText('message')}>
          <textarea rows={4} maxLength={2000} {...kept.text('message')} {...a11y('message')} {...register('message')} />
        </FormField>
        <p className="form__hint">{t('privacyNote')}</p>
        {/* What the script adds to the body, for a post without it. */}
        <input type="hidden" name="path" value={path} />
        {estateId === null ? null : <input type="hidden" name="estateId" value={estateId} />}
        {rentalUnitId === null ? null : <input type="hidden" name="rentalUnitId" value={rentalUnitId} />}
        <HoneypotField label={f.honeypot} />
        <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </>
  );
}
