'use client';

import { SubmitButton } from '@/components/forms/form-parts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useVisitorForm } from '@/components/forms/use-visitor-form';
import { FailureAlert, SentAlert } from '@/components/forms/visitor-form-parts';
import { subscriptionUpdateFormSchema, subscriptionUpdateFormSetup } from '@/lib/forms/subscription-form';
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
  const emailId = useId();
  const { criteria } = stored;
  // The token proves the mailbox: no captcha.
  const form = useVisitorForm(subscriptionUpdateFormSchema, `notifications/${token}`, {
    ...subscriptionUpdateFormSetup,
    // This form starts from the stored subscription, not from empty.
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

  return (
    <div className="form-section subscription">
      {form.phase.kind === 'done' ? (
        <SentAlert form={form} text={t('saved')} />
      ) : null}
      <FailureAlert form={form} />
      <FormProvider {...form.methods}>
        <form {...form.formProps} className="form">
          <div className="form__field subscription__email">
            <label htmlFor={emailId}>{t('email')}</label>
            <input id={emailId} type="email" value={email} readOnly aria-describedby={`${emailId}-note`} />
            <p id={`${emailId}-note`} className="form__hint">
              {t('emailFixed')}
            </p>
          </div>

          <CriteriaFields choices={choices} initial={stored} initialCities={cities} />

          <HoneypotField label={form.texts.honeypot} />

          <SubmitButton loading={form.phase.kind === 'loading'} label={t('save')} loadingLabel={t('saving')} />
        </form>
      </FormProvider>
    </div>
  );
}
