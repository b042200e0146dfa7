'use client';

import { ConsentField, FormField, PrivacyLink, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import { useId, useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { byStartThenEnd, isBookable, type BookingPeriod as RentalPeriod } from '@/lib/rental-units/availability';
import {
  RESERVATION_ACTION,
  emptyReservationForm,
  isReservationErrorKey,
  reservationFields,
  reservationFormSchema,
  reservationResultSchema,
  type ReservationField,
  type ReservationFormInput,
  type ReservationFormValues,
} from '@/lib/rental-units/reservation-form';
import { FieldError, useFieldA11y } from '@/components/forms/field-a11y';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { showServerErrors, useFormPost } from '@/components/forms/use-form-post';
import { useKeptForm } from '@/components/forms/kept-form';
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
  const f = useFormTexts('Reservation');
  const periodLabel = usePeriodLabel();
  const id = useId();
  const schema = useMemo(() => reservationFormSchema(maxOccupation), [maxOccupation]);
  const { phase, send: post, reset: resetPhase, warmUp, alertRef, doneRef, formAction } = useFormPost({
    route: 'rental-reservation',
    sendsOrigin: true,
    lead: 'stay',
    resultSchema: reservationResultSchema,
    fields: reservationFields,
    recaptchaSiteKey,
    recaptchaAction: RESERVATION_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);
  // What the API made of the request: shown with the success.
  const [reservation, setReservation] = useState<Reservation | null>(null);
  // Periods the API called taken while this page was open: still listed, but no longer to choose.
  const [takenIds, setTakenIds] = useState<ReadonlySet<number>>(() => new Set());

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReservationFormInput, unknown, ReservationFormValues>({
    resolver: zodResolver(schema),
    errors: kept.errors,
    // No default values: a field registers with what its element holds, so whatever the visitor typed
    // or chose before the page's JavaScript ran is kept (a default would overwrite it).
  });
  const { fieldId, errorId, a11y } = useFieldA11y<ReservationField>((name) => Boolean(errors[name]));

  useCalendarPeriod({ getValues, setValue, getFieldState }, selectedPeriodId, onPeriodChange);

  const options = periods
    .filter((period) => period.start >= today && (period.status === 'FREE' || takenIds.has(period.id)))
    .sort(byStartThenEnd);

  async function send(values: ReservationFormValues, event?: BaseSyntheticEvent) {
    if (takenIds.has(values.periodId)) {
      setError('periodId', { type: 'server', message: 'periodUnavailable' }, { shouldFocus: true });
      return;
    }
    const result = await post({ rentalUnitId, ...values }, event?.target);
    if (!result) return;
    if (result.ok) {
      setReservation(result.reservation);
      reset(emptyReservationForm);
      onPeriodChange(null);
      // A request holds its period as a confirmation does; only a refusal leaves it free.
      if (result.reservation.status !== 'REFUSED') onPeriodTaken?.(values.periodId, 'booked');
      return;
    }
    if (result.error === 'periodUnavailable') {
      setTakenIds((taken) => new Set(taken).add(values.periodId));
      onPeriodTaken?.(values.periodId, 'refused');
    }
    showServerErrors(reservationFields, result.fields, setError);
  }

  if (options.length === 0 && phase.kind !== 'done') return <p className="form__note">{t('noPeriods')}</p>;

  if (phase.kind === 'done' && reservation) {
    return <ReservationDone reservation={reservation} alertRef={doneRef} onAgain={resetPhase} />;
  }

  const loading = phase.kind === 'loading';
  function errorText(name: ReservationField) {
    const error = errors[name];
    if (!error) return null;
    const key = isReservationErrorKey(error.message) ? error.message : 'invalid';
    return <FieldError id={errorId(name)}>{f.error(key, { max: maxOccupation ?? 0 })}</FieldError>;
  }

  const guestsNoteId = `${id}-guests-note`;

  return (
    <div className="reservation">
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {f.failure(phase.error)}
        </FormAlert>
      ) : null}
      <form method="post" action={formAction} className="form" noValidate onSubmit={handleSubmit(send)} onFocus={warmUp}>
        <p className="form__note">{t('intro')}</p>

        <div className="form__field">
          <label htmlFor={fieldId('periodId')}>{t('period')}</label>
          <select
            {...kept.text('periodId')}
            {...a11y('periodId')}
            {...register('periodId', {
              setValueAs: (value: string) => (value === '' ? null : Number(value)),
              onChange: (event: { target: HTMLSelectElement }) => {
                onPeriodChange(event.target.value === '' ? null : Number(event.target.value));
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
          {errorText('periodId')}
        </div>

        <div className="form__field form__field--short">
          <label htmlFor={fieldId('guests')}>{t('guests')}</label>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxOccupation ?? undefined}
            {...kept.text('guests')}
            {...a11y('guests', maxOccupation === null ? undefined : guestsNoteId)}
            {...register('guests', { valueAsNumber: true })}
          />
          {maxOccupation === null ? null : (
            <p id={guestsNoteId} className="form__hint">
              {t('guestsNote', { max: maxOccupation })}
            </p>
          )}
          {errorText('guests')}
        </div>

        <div className="form__row">
          <FormField htmlFor={fieldId('firstname')} label={t('firstname')} error={errorText('firstname')}>
            <input type="text" autoComplete="given-name" {...kept.text('firstname')} {...a11y('firstname')} {...register('firstname')} />
          </FormField>
          <FormField htmlFor={fieldId('lastname')} label={t('lastname')} error={errorText('lastname')}>
            <input type="text" autoComplete="family-name" {...kept.text('lastname')} {...a11y('lastname')} {...register('lastname')} />
          </FormField>
        </div>

        <div className="form__row">
          <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
            <input type="email" autoComplete="email" {...kept.text('email')} {...a11y('email')} {...register('email')} />
          </FormField>
          <FormField htmlFor={fieldId('phone')} label={t('phone')} optional={f.optional} error={errorText('phone')}>
            <input type="tel" autoComplete="tel" {...kept.text('phone')} {...a11y('phone')} {...register('phone')} />
          </FormField>
        </div>

        <FormField htmlFor={fieldId('message')} label={t('message')} optional={f.optional} error={errorText('message')}>
          <textarea rows={5} {...kept.text('message')} {...a11y('message')} {...register('message')} />
        </FormField>

        <ConsentField
          input={<input type="checkbox" {...kept.ticked('privacy')} {...a11y('privacy')} {...register('privacy')} />}
          htmlFor={fieldId('privacy')}
          invalid={Boolean(errors.privacy)}
          label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
          error={errorText('privacy')}
        />

        {/* What the script adds to the body, for a post without it. */}
        <input type="hidden" name="rentalUnitId" value={rentalUnitId} />
        <HoneypotField label={f.honeypot} />

        <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </div>
  );
}
