'use client';

import { useTranslations } from 'next-intl';
import type { FormRetry } from '@/lib/forms/no-script';
import { sendToFriendFormSchema, sendToFriendFormSetup, type SendToFriendFormInput } from '@/lib/forms/send-to-friend';
import { SubmitButton } from './form-parts';
import { HoneypotField } from './honeypot-field';
import { useVisitorForm } from './use-visitor-form';
import { FailureAlert, HiddenFields, SentOutcome, TextAreaField, TextField } from './visitor-form-parts';
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
  const form = useVisitorForm(sendToFriendFormSchema, 'send-to-a-friend', {
    ...sendToFriendFormSetup,
    recaptchaSiteKey,
    retry,
    extra: { path, estateId, rentalUnitId },
    emptyValues,
  });

  if (form.phase.kind === 'done') return <SentOutcome form={form} text={t('success')} again={t('again')} />;

  return (
    <>
      <FailureAlert form={form} />
      <form {...form.formProps} className="form form--plain">
        <p className="form__note">{t('intro')}</p>
        <TextField form={form} name="senderName" label={t('senderName')} autoComplete="name" maxLength={120} />
        <TextField form={form} name="senderEmail" label={t('senderEmail')} type="email" autoComplete="email" maxLength={200} />
        <TextField form={form} name="friendName" label={t('friendName')} optional autoComplete="off" maxLength={120} />
        <TextField form={form} name="friendEmail" label={t('friendEmail')} type="email" autoComplete="off" maxLength={200} />
        <TextAreaField form={form} name="message" label={t('message')} optional rows={4} maxLength={2000} />
        <p className="form__hint">{t('privacyNote')}</p>
        <HiddenFields values={{ path, estateId, rentalUnitId }} />
        <HoneypotField label={form.texts.honeypot} />
        <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </>
  );
}
