'use client';

import { SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import { useId, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useFormPost, showServerErrors } from '@/components/forms/use-form-post';
import {
  subscriptionUpdateFields,
  subscriptionUpdateFormSchema,
  subscriptionUpdateResultSchema,
  type SubscriptionUpdateFormInput,
  type SubscriptionUpdateFormValues,
} from '@/lib/forms/subscription-form';
import type { StoredSubscription } from '@/lib/subscriptions/followed-criteria';
import type { ChoiceOption, NamedCity, SubscriptionChoices } from '@/lib/subscriptions/subscription-choices';
import { encodeArea } from '@/lib/estates/area-url';
import { areaOfGeoFilter } from '@/lib/rules/area';
import { CriteriaFields } from './criteria-fields';
import '@/components/forms/forms.css';
import '@/components/estates/estate-search.css';
import './subscriptions.css';

type Props = {
  token: string;
  email: string;
  /** The stored language and criteria: this form starts from them. */
  stored: StoredSubscription;
  choices: SubscriptionChoices;
  /** The followed municipalities with their names. */
  cities: NamedCity[];
};

/**
 * What react-hook-form expects of a checkbox group: the ticked values, but for a group of one box that
 * box's value or false (a list, even an empty one, would tick it).
 */
function tickedDefault(values: readonly (string | number)[], options: ChoiceOption[]): string[] | string | false {
  const ticked = values.map(String);
  const [only] = options;
  if (options.length === 1 && only) return ticked.includes(only.value) ? only.value : false;
  return ticked;
}

/**
 * Editing a subscription through its mailed link: the address shows read-only, the language and
 * criteria start from what is stored, and saving sends them to `POST /{locale}/notifications/{token}`.
 */
export function SubscriptionEditForm({ token, email, stored, choices, cities }: Props) {
  const t = useTranslations('SubscriptionForm');
  const f = useFormTexts('SubscriptionForm');
  const emailId = useId();
  const { phase, send, warmUp, alertRef, doneRef, formAction } = useFormPost({
    route: `notifications/${token}`,
    resultSchema: subscriptionUpdateResultSchema,
    fields: subscriptionUpdateFields,
    // The token proves the mailbox: no captcha.
    recaptchaSiteKey: null,
    recaptchaAction: '',
  });

  const { criteria } = stored;
  const methods = useForm<SubscriptionUpdateFormInput, unknown, SubscriptionUpdateFormValues>({
    resolver: zodResolver(subscriptionUpdateFormSchema),
    // The exception to "no default values": this form starts from the stored subscription, not from empty.
    defaultValues: {
      locale: stored.locale,
      criteria: {
        statuses: tickedDefault(criteria.statuses, choices.statuses),
        types: tickedDefault(criteria.types, choices.types),
        cities: criteria.cities,
        priceMin: criteria.priceMin,
        priceMax: criteria.priceMax,
        bedroomsMin: criteria.bedroomsMin,
        area: criteria.area ? encodeArea(areaOfGeoFilter(criteria.area)) : '',
      },
    },
  });
  const { handleSubmit, setError } = methods;

  async function submit(values: SubscriptionUpdateFormValues, event?: BaseSyntheticEvent) {
    const result = await send(values, event?.target);
    if (!result || result.ok) return;
    showServerErrors(subscriptionUpdateFields, result.fields, setError);
  }

  const loading = phase.kind === 'loading';

  return (
    <div className="form-section subscription">
      {phase.kind === 'done' ? (
        <FormAlert kind="success" ref={doneRef}>
          {t('saved')}
        </FormAlert>
      ) : null}
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {f.failure(phase.error)}
        </FormAlert>
      ) : null}
      <FormProvider {...methods}>
        <form method="post" action={formAction} className="form" noValidate onSubmit={handleSubmit(submit)} onFocus={warmUp}>
          <div className="form__field subscription__email">
            <label htmlFor={emailId}>{t('email')}</label>
            <input id={emailId} type="email" value={email} readOnly aria-describedby={`${emailId}-note`} />
            <p id={`${emailId}-note`} className="form__hint">
              {t('emailFixed')}
            </p>
          </div>

          <CriteriaFields choices={choices} initial={stored} initialCities={cities} />

          <HoneypotField label={f.honeypot} />

          <SubmitButton loading={loading} label={t('save')} loadingLabel={t('saving')} />
        </form>
      </FormProvider>
    </div>
  );
}
