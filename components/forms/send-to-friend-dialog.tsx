'use client';

import { FormField, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { ClientLink as Link } from '@/lib/i18n/navigation';
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

export type SendToFriendDialogProps = {
  /** The page's own path (its canonical pathname): the server puts it on the site's host for the mail. */
  path: string;
  estateId?: number | null;
  rentalUnitId?: number | null;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
};

const emptyValues: SendToFriendFormInput = { senderName: '', senderEmail: '', friendName: '', friendEmail: '', message: '' };

type FormProps = Omit<SendToFriendDialogProps, 'recaptchaSiteKey'> & {
  recaptchaSiteKey: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

/** The form itself: in the dialog, and on its own page for a visitor without JavaScript. */
export function SendToFriendForm({ path, estateId = null, rentalUnitId = null, recaptchaSiteKey, retry = null }: FormProps) {
  const t = useTranslations('SendToFriend');
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
    return <FieldError id={errorId(name)}>{t(`errors.${isFormErrorKey(message) ? message : 'invalid'}`)}</FieldError>;
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
          {t(`failure.${phase.error}`)}
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
        <FormField htmlFor={fieldId('friendName')} label={t('friendName')} optional={t('optional')} error={errorText('friendName')}>
          <input type="text" autoComplete="off" maxLength={120} {...kept.text('friendName')} {...a11y('friendName')} {...register('friendName')} />
        </FormField>
        <FormField htmlFor={fieldId('friendEmail')} label={t('friendEmail')} error={errorText('friendEmail')}>
          <input type="email" autoComplete="off" maxLength={200} {...kept.text('friendEmail')} {...a11y('friendEmail')} {...register('friendEmail')} />
        </FormField>
        <FormField htmlFor={fieldId('message')} label={t('message')} optional={t('optional')} error={errorText('message')}>
          <textarea rows={4} maxLength={2000} {...kept.text('message')} {...a11y('message')} {...register('message')} />
        </FormField>
        <p className="form__hint">{t('privacyNote')}</p>
        {/* What the script adds to the body, for a post without it. */}
        <input type="hidden" name="path" value={path} />
        {estateId === null ? null : <input type="hidden" name="estateId" value={estateId} />}
        {rentalUnitId === null ? null : <input type="hidden" name="rentalUnitId" value={rentalUnitId} />}
        <HoneypotField label={t('honeypot')} />
        <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </>
  );
}

/**
 * "Send to a friend" (document 001, sections 2 and 4): a button opening a modal native <dialog> that holds
 * the form. The browser traps the focus and closes it on Escape; the close button and a click on the
 * backdrop close it too. Closing resets the form and hides its alerts: the next opening starts afresh.
 */
export function SendToFriendDialog({ path, estateId = null, rentalUnitId = null, recaptchaSiteKey = null }: SendToFriendDialogProps) {
  const t = useTranslations('SendToFriend');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Each closing mounts a fresh form: empty fields, no alert, and any answer still on its way ignored.
  const [round, setRound] = useState(0);
  // A click that began inside the dialog (selecting text) and ended on the backdrop must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      {/* Before hydration a click would open nothing: the button says it is not ready yet. */}
      <button type="button" className="button send-to-friend__open" aria-haspopup="dialog" aria-disabled={hydrated ? undefined : true} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {/* Without JavaScript the dialog cannot open: the form has a page of its own, named by the page and listing. */}
      <noscript>
        <Link
          className="button send-to-friend__open"
          href={{
            pathname: '/form/[form]',
            params: { form: 'send-to-a-friend' },
            query: { path, ...(estateId === null ? {} : { estate: String(estateId) }), ...(rentalUnitId === null ? {} : { rentalUnit: String(rentalUnitId) }) },
          }}
        >
          {t('open')}
        </Link>
      </noscript>
      <dialog
        ref={dialog}
        className="send-to-friend"
        aria-labelledby={titleId}
        // Escape, the close button and the backdrop all end here.
        onClose={() => {
          setOpen(false);
          setRound((current) => current + 1);
        }}
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself: its panel covers all of its inside.
          if (event.target === event.currentTarget && pressedOnBackdrop.current) setOpen(false);
          pressedOnBackdrop.current = false;
        }}
      >
        <div className="send-to-friend__panel">
          <div className="send-to-friend__bar">
            <h2 id={titleId} className="send-to-friend__title">
              {t('title')}
            </h2>
            <button type="button" className="button send-to-friend__close" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
          <SendToFriendForm
            key={round}
            path={path}
            estateId={estateId}
            rentalUnitId={rentalUnitId}
            recaptchaSiteKey={recaptchaSiteKey}
          />
        </div>
      </dialog>
    </>
  );
}
