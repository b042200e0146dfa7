'use client';

import { ConsentField, FormField, PrivacyLink } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import type { BaseSyntheticEvent } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { FieldError, useFieldA11y } from '@/components/forms/field-a11y';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useFormPost, showServerErrors } from '@/components/forms/use-form-post';
import { useKeptForm } from '@/components/forms/kept-form';
import { locales, type Locale, type Status } from '@/lib/rules';
import { keptText, type FormRetry } from '@/lib/forms/no-script';
import type { FollowedCriteria } from '@/lib/subscriptions/followed-criteria';
import {
  SUBSCRIBE_ACTION,
  followedStatuses,
  isSubscriptionErrorKey,
  subscribeFields,
  subscribeFormSchema,
  subscribeResultSchema,
  type SubscribeField,
  type SubscribeFormInput,
  type SubscribeFormValues,
} from '@/lib/forms/subscription-form';
import { useRouter } from '@/lib/i18n/navigation';
import type { SubscriptionChoices } from '@/lib/subscriptions/subscription-choices';
import { CriteriaFields } from './criteria-fields';
import '@/components/forms/forms.css';
import '@/components/estates/estate-search.css';
import './subscriptions.css';

type Props = {
  choices: SubscriptionChoices;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

/** The criteria a refused form had, for the fields to show them again. */
function keptCriteria(retry: FormRetry | null): FollowedCriteria | undefined {
  if (!retry) return undefined;
  const list = (name: string) => {
    const value = retry.values[`criteria.${name}`];
    return value === undefined ? [] : typeof value === 'string' ? [value] : value;
  };
  const amount = (name: string) => {
    const value = Number(keptText(retry.values, `criteria.${name}`) || Number.NaN);
    return Number.isFinite(value) ? value : null;
  };
  return {
    statuses: list('statuses').filter((status): status is Status => (followedStatuses as readonly string[]).includes(status)),
    types: list('types').map(Number).filter(Number.isInteger),
    cities: [],
    priceMin: amount('priceMin'),
    priceMax: amount('priceMax'),
    bedroomsMin: amount('bedroomsMin'),
  };
}

/**
 * "Keep me informed": the address, the language of the mails and what to hear about, sent to
 * `POST /{locale}/notifications`. The privacy box must be ticked. Once the site API took it, the visitor
 * goes on to the success page; the links to edit or cancel arrive by e-mail only.
 */
export function SubscribeForm({ choices, recaptchaSiteKey = null, retry = null }: Props) {
  const t = useTranslations('SubscriptionForm');
  const f = useFormTexts('SubscriptionForm');
  const locale = useLocale();
  const router = useRouter();
  const { phase, send, warmUp, alertRef, formAction } = useFormPost({
    route: 'notifications',
    sendsOrigin: true,
    lead: 'subscription',
    resultSchema: subscribeResultSchema,
    fields: subscribeFields,
    recaptchaSiteKey,
    recaptchaAction: SUBSCRIBE_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);
  const keptLocale = retry ? keptText(retry.values, 'locale') : '';

  const methods = useForm<SubscribeFormInput, unknown, SubscribeFormValues>({
    resolver: zodResolver(subscribeFormSchema),
    errors: kept.errors,
    // No default values: a field registers with what its element holds, so whatever the visitor typed
    // before the page's JavaScript ran is kept (a default would overwrite it).
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = methods;
  const { fieldId, errorId, a11y } = useFieldA11y<SubscribeField>((name) => Boolean(get(errors, name)));

  async function submit(values: SubscribeFormValues, event?: BaseSyntheticEvent) {
    const result = await send(values, event?.target);
    if (!result) return;
    if (result.ok) {
      router.push('/subscribe/success');
      return;
    }
    showServerErrors(subscribeFields, result.fields, setError);
  }

  function errorText(name: SubscribeField) {
    const error: { message?: unknown } | undefined = get(errors, name);
    if (!error) return null;
    return <FieldError id={errorId(name)}>{f.error(isSubscriptionErrorKey(error.message) ? error.message : 'invalid')}</FieldError>;
  }

  // Still busy once it went through: the success page is on its way.
  const busy = phase.kind === 'loading' || phase.kind === 'done';

  return (
    <div className="form-section subscription">
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {f.failure(phase.error)}
        </FormAlert>
      ) : null}
      <FormProvider {...methods}>
        <form method="post" action={formAction} className="form" noValidate onSubmit={handleSubmit(submit)} onFocus={warmUp}>
          <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
            <input type="email" autoComplete="email" maxLength={200} {...kept.text('email')} {...a11y('email')} {...register('email')} />
          </FormField>

          <div className="form__row">
            <FormField htmlFor={fieldId('firstname')} label={t('firstname')} optional={f.optional} error={errorText('firstname')}>
              <input type="text" autoComplete="given-name" maxLength={100} {...kept.text('firstname')} {...a11y('firstname')} {...register('firstname')} />
            </FormField>
            <FormField htmlFor={fieldId('lastname')} label={t('lastname')} optional={f.optional} error={errorText('lastname')}>
              <input type="text" autoComplete="family-name" maxLength={100} {...kept.text('lastname')} {...a11y('lastname')} {...register('lastname')} />
            </FormField>
          </div>

          <CriteriaFields choices={choices} initial={{ locale: (locales as readonly string[]).includes(keptLocale) ? (keptLocale as Locale) : locale, criteria: keptCriteria(retry) }} />

          <ConsentField
            input={<input type="checkbox" {...kept.ticked('privacy')} {...a11y('privacy')} {...register('privacy')} />}
            htmlFor={fieldId('privacy')}
            invalid={Boolean(errors.privacy)}
            label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
            error={errorText('privacy')}
          />

          <HoneypotField label={f.honeypot} />

          <button type="submit" className="button button--primary form__submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
