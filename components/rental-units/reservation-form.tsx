'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { SubmitButton } from '@/components/forms/form-parts';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useVisitorForm } from '@/components/forms/use-visitor-form';
import { FailureAlert, HiddenFields, PrivacyConsent, TextAreaField, TextField } from '@/components/forms/visitor-form-parts';
import { byStartThenEnd, isBookable, type BookingPeriod as RentalPeriod } from '@/lib/rental-units/availability';
import { emptyReservationForm, reservationFormSchema, reservationFormSetup } from '@/lib/rental-units/reservation-form';
import type { FormRetry } from '@/lib/forms/no-script';
import { usePeriodLabel } from './availability-calendar';
import { ReservationDone, type Reservation } from './reservation-done';
import { useCalendarPeriod } from './use-calendar-period';
import '@/components/forms/forms.css';
import './availability.css';

type Props = {
  rentalUnitId: number;
  maxOccupation: number | null;
  periods: RentalPeriod[];
  today: string;
  selectedPeriodId: number | null;
  onPeriodChange: (periodId: number | null) => void;
  /** The period was just reserved ('booked'), or the API refused it ('refused'): the calendar can show it. */
  onPeriodTaken?: (periodId: number, outcome: PeriodOutcome) => void;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

export type PeriodOutcome = 'booked' | 'refused';

/**
 * The reservation request of a holiday rental unit: the period, the guests and the visitor's
 * details, sent to `POST /{locale}/rental-reservation`. A failure keeps everything typed.
 */
export function ReservationForm({
  rentalUnitId,
  maxOccupation,
  periods,
  today,
  selectedPeriodId,
  onPeriodChange,
  onPeriodTaken,
  recaptchaSiteKey = null,
  retry = null,
}: Props) {
  const t = useTranslations('Reservation');
  const periodLabel = usePeriodLabel();
  const id = useId();
  const schema = useMemo(() => reservationFormSchema(maxOccupation), [maxOccupation]);
  // What the API made of the request: shown with the success.
  const [reservation, setReservation] = useState<Reservation | null>(null);
  // Periods the API called taken while this page was open: still listed, but no longer to choose.
  const [takenIds, setTakenIds] = useState<ReadonlySet<number>>(() => new Set());
  const form = useVisitorForm(schema, 'rental-reservation', {
    ...reservationFormSetup,
    recaptchaSiteKey,
    retry,
    errorValues: { max: maxOccupation ?? 0 },
    extra: { rentalUnitId },
    precheck: (values) => (takenIds.has(values.periodId) ? { periodId: 'periodUnavailable' } : null),
    onAnswer(result, values, { reset }) {
      if (result.ok) {
        setReservation(result.reservation);
        reset(emptyReservationForm);
        onPeriodChange(null);
        // A request holds its period as a confirmation does; only a refusal leaves it free.
        if (result.reservation.status !== 'REFUSED') onPeriodTaken?.(values.periodId, 'booked');
        return true;
      }
      if (result.error === 'periodUnavailable') {
        setTakenIds((taken) => new Set(taken).add(values.periodId));
        onPeriodTaken?.(values.periodId, 'refused');
      }
      return false;
    },
  });

  useCalendarPeriod(form.methods, selectedPeriodId, onPeriodChange);

  const options = periods
    .filter((period) => period.start >= today && (period.status === 'FREE' || takenIds.has(period.id)))
    .sort(byStartThenEnd);

  if (options.length === 0 && form.phase.kind !== 'done') return <p className="form__note">{t('noPeriods')}</p>;

  const { doneRef } = form;
  if (form.phase.kind === 'done' && reservation) {
    return <ReservationDone reservation={reservation} alertRef={doneRef} onAgain={form.reset} />;
  }

  const guestsNoteId = `${id}-guests-note`;

  return (
    <div className="reservation">
      <FailureAlert form={form} />
      <form {...form.formProps} className="form">
        <p className="form__note">{t('intro')}</p>

        <div className="form__field">
          <label htmlFor={form.fieldId('periodId')}>{t('period')}</label>
          <select
            {...form.field('periodId', {
              register: {
                setValueAs: (value: string) => (value === '' ? null : Number(value)),
                onChange: (event: { target: HTMLSelectElement }) => {
                  onPeriodChange(event.target.value === '' ? null : Number(event.target.value));
                },
              },
            })}
          >
            <option value="">{t('periodPlaceholder')}</option>
            {options.map((period) => {
              const taken = takenIds.has(period.id) || !isBookable(period, today);
              const label = periodLabel(period);
              return (
                <option key={period.id} value={period.id} disabled={taken}>
                  {taken ? t('periodTaken', { period: label }) : label}
                </option>
              );
            })}
          </select>
          {form.errorText('periodId')}
        </div>

        <div className="form__field form__field--short">
          <label htmlFor={form.fieldId('guests')}>{t('guests')}</label>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxOccupation ?? undefined}
            {...form.field('guests', { noteId: maxOccupation === null ? undefined : guestsNoteId, register: { valueAsNumber: true } })}
          />
          {maxOccupation === null ? null : (
            <p id={guestsNoteId} className="form__hint">
              {t('guestsNote', { max: maxOccupation })}
            </p>
          )}
          {form.errorText('guests')}
        </div>

        <div className="form__row">
          <TextField form={form} name="firstname" label={t('firstname')} autoComplete="given-name" />
          <TextField form={form} name="lastname" label={t('lastname')} autoComplete="family-name" />
        </div>

        <div className="form__row">
          <TextField form={form} name="email" label={t('email')} type="email" autoComplete="email" />
          <TextField form={form} name="phone" label={t('phone')} optional type="tel" autoComplete="tel" />
        </div>

        <TextAreaField form={form} name="message" label={t('message')} optional rows={5} />
        <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
        <HiddenFields values={{ rentalUnitId }} />
        <HoneypotField label={form.texts.honeypot} />

        <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </div>
  );
}
