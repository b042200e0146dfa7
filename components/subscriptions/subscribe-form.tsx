'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormProvider } from 'react-hook-form';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useVisitorForm } from '@/components/forms/use-visitor-form';
import { FailureAlert, PrivacyConsent, TextField } from '@/components/forms/visitor-form-parts';
import { locales, type Locale, type Status } from '@/lib/rules';
import { keptText, type FormRetry } from '@/lib/forms/no-script';
import type { FollowedCriteria } from '@/lib/subscriptions/followed-criteria';
import { followedStatuses, subscribeFormSchema, subscribeFormSetup } from '@/lib/forms/subscription-form';
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
  const locale = useLocale();
  const router = useRouter();
  const form = useVisitorForm(subscribeFormSchema, 'notifications', {
    ...subscribeFormSetup,
    recaptchaSiteKey,
    retry,
    onAnswer(result) {
      if (result.ok) router.push('/subscribe/success');
      return result.ok;
    },
  });
  const keptLocale = retry ? keptText(retry.values, 'locale') : '';
  // Still busy once it went through: the success page is on its way.
  const busy = form.phase.kind === 'loading' || form.phase.kind === 'done';

  return (
    <div className="form-section subscription">
      <FailureAlert form={form} />
      <FormProvider {...form.methods}>
        <form {...form.formProps} className="form">
          <TextField form={form} name="email" label={t('email')} type="email" autoComplete="email" maxLength={200} />

          <div className="form__row">
            <TextField form={form} name="firstname" label={t('firstname')} optional autoComplete="given-name" maxLength={100} />
            <TextField form={form} name="lastname" label={t('lastname')} optional autoComplete="family-name" maxLength={100} />
          </div>

          <CriteriaFields choices={choices} initial={{ locale: (locales as readonly string[]).includes(keptLocale) ? (keptLocale as Locale) : locale, criteria: keptCriteria(retry) }} />

          <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
          <HoneypotField label={form.texts.honeypot} />

          <button type="submit" className="button button--primary form__submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </form>
      </FormProvider>
    </div>
  );
}
