'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_BEDROOMS, MAX_LIVING_AREA, valuationConditions, valuationPropertyTypes, valuationTimings, valuationWishes } from '@/lib/rules/valuation';
import type { ValuationField } from '@/lib/forms/valuation-form';
import { FormField } from './form-parts';

type FieldProps = UseFormRegisterReturn & { defaultValue?: string; id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** What each step needs of the form: registered fields with what was kept, ids and errors. */
export type StepProps = {
  field: (name: ValuationField) => FieldProps;
  choice: (name: ValuationField, value: string) => UseFormRegisterReturn & { defaultChecked: boolean };
  fieldId: (name: ValuationField) => string;
  errorId: (name: ValuationField) => string;
  errorText: (name: ValuationField) => ReactNode;
  invalid: (name: ValuationField) => boolean;
  optional: string;
};

/** The property: where it is, what it is, how big and in what state. */
export function PropertyStep({ field, fieldId, errorText, optional }: StepProps) {
  const t = useTranslations('ValuationForm');
  return (
    <fieldset className="form__step">
      <legend>{t('propertyLegend')}</legend>
      <div className="form__row">
        <FormField htmlFor={fieldId('street')} label={t('street')} error={errorText('street')}>
          <input type="text" autoComplete="address-line1" maxLength={100} {...field('street')} />
        </FormField>
        <FormField htmlFor={fieldId('houseNumber')} label={t('houseNumber')} error={errorText('houseNumber')}>
          <input type="text" maxLength={20} {...field('houseNumber')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField htmlFor={fieldId('postalCode')} label={t('postalCode')} error={errorText('postalCode')}>
          <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={4} {...field('postalCode')} />
        </FormField>
        <FormField htmlFor={fieldId('city')} label={t('city')} error={errorText('city')}>
          <input type="text" autoComplete="address-level2" maxLength={100} {...field('city')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField htmlFor={fieldId('propertyType')} label={t('propertyType')} error={errorText('propertyType')}>
          <select {...field('propertyType')}>
            <option value="">{t('choose')}</option>
            {valuationPropertyTypes.map((type) => (
              <option key={type} value={type}>
                {t(`propertyTypes.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField htmlFor={fieldId('condition')} label={t('condition')} optional={optional} error={errorText('condition')}>
          <select {...field('condition')}>
            <option value="">{t('choose')}</option>
            {valuationConditions.map((condition) => (
              <option key={condition} value={condition}>
                {t(`conditions.${condition}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="form__row">
        <FormField htmlFor={fieldId('livingArea')} label={t('livingArea')} optional={optional} error={errorText('livingArea')}>
          <input type="number" inputMode="numeric" min={0} max={MAX_LIVING_AREA} step={1} {...field('livingArea')} />
        </FormField>
        <FormField htmlFor={fieldId('bedrooms')} label={t('bedrooms')} optional={optional} error={errorText('bedrooms')}>
          <input type="number" inputMode="numeric" min={0} max={MAX_BEDROOMS} step={1} {...field('bedrooms')} />
        </FormField>
      </div>
    </fieldset>
  );
}

/** One required choice among a few, as radio buttons in a group of its own. */
function Choices({ name, legend, values, label, step }: { name: 'wish' | 'timing'; legend: string; values: readonly string[]; label: (value: string) => string; step: StepProps }) {
  const invalid = step.invalid(name);
  return (
    <fieldset className="form__choices" aria-invalid={invalid || undefined} aria-describedby={invalid ? step.errorId(name) : undefined}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <div key={value} className="form__check">
          <input type="radio" id={`${step.fieldId(name)}-${value}`} value={value} {...step.choice(name, value)} />
          <label htmlFor={`${step.fieldId(name)}-${value}`}>{label(value)}</label>
        </div>
      ))}
      {step.errorText(name)}
    </fieldset>
  );
}

/** The wish: to sell or to rent out, and when. */
export function WishStep(step: StepProps) {
  const t = useTranslations('ValuationForm');
  return (
    <fieldset className="form__step">
      <legend>{t('wishLegend')}</legend>
      <Choices name="wish" legend={t('wish')} values={valuationWishes} label={(value) => t(`wishes.${value}` as never)} step={step} />
      <Choices name="timing" legend={t('timing')} values={valuationTimings} label={(value) => t(`timings.${value}` as never)} step={step} />
    </fieldset>
  );
}

/** Who asks, and how the agency reaches them. */
export function ContactStep({ field, fieldId, errorText, optional }: StepProps) {
  const t = useTranslations('ValuationForm');
  return (
    <fieldset className="form__step">
      <legend>{t('contactLegend')}</legend>
      <div className="form__row">
        <FormField htmlFor={fieldId('firstname')} label={t('firstname')} error={errorText('firstname')}>
          <input type="text" autoComplete="given-name" maxLength={100} {...field('firstname')} />
        </FormField>
        <FormField htmlFor={fieldId('lastname')} label={t('lastname')} error={errorText('lastname')}>
          <input type="text" autoComplete="family-name" maxLength={100} {...field('lastname')} />
        </FormField>
      </div>
      <div className="form__row">
        <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
          <input type="email" autoComplete="email" maxLength={200} {...field('email')} />
        </FormField>
        <FormField htmlFor={fieldId('phone')} label={t('phone')} error={errorText('phone')}>
          <input type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
        </FormField>
      </div>
      <FormField htmlFor={fieldId('message')} label={t('message')} optional={optional} error={errorText('message')}>
        <textarea rows={4} maxLength={4000} {...field('message')} />
      </FormField>
    </fieldset>
  );
}
