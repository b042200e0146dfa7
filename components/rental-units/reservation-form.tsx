'use client';

import { ConsentField, FormField, PrivacyLink, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD, RECAPTCHA_FIELD } from '@/lib/forms/fields';
import { byStartThenEnd, isBookable } from '@/lib/rental-units/availability';
import {
  RESERVATION_ACTION,
  isReservationErrorKey,
  reservationFields,
  reservationFormSchema,
  reservationResultSchema,
  type ReservationFailure,
  type ReservationField,
  type ReservationFormInput,
  type ReservationFormValues,
  type ReservationResult,
} from '@/lib/rental-units/reservation-form';
import type { RentalPeriod } from '@/lib/site-api/schemas/rental-units';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField, honeypotValue } from '@/components/forms/honeypot-field';
import { loadRecaptcha, recaptchaToken } from '@/components/forms/recaptcha';
import { usePeriodLabel } from './availability-calendar';
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
};

export type PeriodOutcome = 'booked' | 'refused';

type Reservation = Extract<ReservationResult, { ok: true }>['reservation'];

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; reservation: Reservation }
  | { kind: 'failed'; error: ReservationFailure; focusAlert: boolean };

const emptyValues: ReservationFormInput = {
  periodId: null,
  guests: null,
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
};

async function postReservation(url: string, body: unknown): Promise<ReservationResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const parsed = reservationResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : { ok: false, error: 'unavailable' };
  } catch {
    // Offline, or an answer that is not ours (a proxy's error page): the service is unavailable.
    return { ok: false, error: 'unavailable' };
  }
}

/**
 * The reservation request of a holiday rental unit (issue #5): the period, the guests and the visitor's
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
}: Props) {
  const t = useTranslations('Reservation');
  const locale = useLocale();
  const periodLabel = usePeriodLabel();
  const id = useId();
  const schema = useMemo(() => reservationFormSchema(maxOccupation), [maxOccupation]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // Periods the API called taken while this page was open: still listed, but no longer to choose.
  const [takenIds, setTakenIds] = useState<ReadonlySet<number>>(() => new Set());
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

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
    // No default values: a field registers with what its element holds, so whatever the visitor typed
    // or chose before the page's JavaScript ran is kept (a default would overwrite it).
  });

  // The calendar chose a period: show it in the select (and clear its error once it is valid). On the
  // first run it is the other way round: a period chosen before the page woke up becomes the calendar's.
  const lastSelected = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const first = lastSelected.current === undefined;
    lastSelected.current = selectedPeriodId;
    const chosen = getValues('periodId');
    if (first && typeof chosen === 'number') {
      if (chosen !== selectedPeriodId) onPeriodChange(chosen);
      return;
    }
    if (chosen === selectedPeriodId) return;
    setValue('periodId', selectedPeriodId, { shouldDirty: true, shouldValidate: Boolean(getFieldState('periodId').error) });
  }, [selectedPeriodId, getValues, getFieldState, setValue, onPeriodChange]);

  useEffect(() => {
    if (phase.kind === 'done') doneRef.current?.focus();
    if (phase.kind === 'failed' && phase.focusAlert) alertRef.current?.focus();
  }, [phase]);

  const warmUpRecaptcha = useCallback(() => {
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey, locale).catch(() => {});
  }, [recaptchaSiteKey, locale]);

  const options = periods
    .filter((period) => period.start >= today && (period.status === 'FREE' || takenIds.has(period.id)))
    .sort(byStartThenEnd);

  async function send(values: ReservationFormValues, event?: BaseSyntheticEvent) {
    if (takenIds.has(values.periodId)) {
      setError('periodId', { type: 'server', message: 'periodUnavailable' }, { shouldFocus: true });
      return;
    }
    setPhase({ kind: 'loading' });
    const body: Record<string, unknown> = { rentalUnitId, ...values };
    const trap = honeypotValue(event?.target);
    if (trap) body[HONEYPOT_FIELD] = trap;
    let result: ReservationResult;
    try {
      if (recaptchaSiteKey) body[RECAPTCHA_FIELD] = await recaptchaToken(recaptchaSiteKey, locale, RESERVATION_ACTION);
      result = await postReservation(`/${locale}/rental-reservation`, body);
    } catch {
      // Google's script did not load or gave no token: nothing was sent.
      result = { ok: false, error: 'captcha' };
    }
    if (result.ok) {
      reset(emptyValues);
      onPeriodChange(null);
      if (result.reservation.status === 'CONFIRMED') onPeriodTaken?.(values.periodId, 'booked');
      setPhase({ kind: 'done', reservation: result.reservation });
      return;
    }
    if (result.error === 'periodUnavailable') {
      setTakenIds((taken) => new Set(taken).add(values.periodId));
      onPeriodTaken?.(values.periodId, 'refused');
    }
    const invalid = reservationFields.filter((field) => result.fields?.[field]);
    invalid.forEach((field, index) => {
      setError(field, { type: 'server', message: result.fields?.[field] }, { shouldFocus: index === 0 });
    });
    setPhase({ kind: 'failed', error: result.error, focusAlert: invalid.length === 0 });
  }

  if (options.length === 0 && phase.kind !== 'done') return <p className="form__note">{t('noPeriods')}</p>;

  if (phase.kind === 'done') {
    return (
      <div className="reservation">
        <FormAlert kind="success" ref={doneRef}>
          {t(`success.${phase.reservation.status}`, { id: phase.reservation.id })}
        </FormAlert>
        <button type="button" className="button" onClick={() => setPhase({ kind: 'idle' })}>
          {t('again')}
        </button>
      </div>
    );
  }

  const loading = phase.kind === 'loading';
  const fieldId = (name: ReservationField) => `${id}-${name}`;
  const errorId = (name: ReservationField) => `${id}-${name}-error`;

  function a11y(name: ReservationField, noteId?: string) {
    const invalid = Boolean(errors[name]);
    const describedBy = [noteId, invalid ? errorId(name) : undefined].filter(Boolean).join(' ');
    return { id: fieldId(name), 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
  }

  function errorText(name: ReservationField) {
    const error = errors[name];
    if (!error) return null;
    const key = isReservationErrorKey(error.message) ? error.message : 'invalid';
    return (
      <p id={errorId(name)} className="form__error">
        {t(`errors.${key}`, { max: maxOccupation ?? 0 })}
      </p>
    );
  }

  const guestsNoteId = `${id}-guests-note`;

  return (
    <div className="reservation">
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {t(`failure.${phase.error}`)}
        </FormAlert>
      ) : null}
      <form className="form" noValidate onSubmit={handleSubmit(send)} onFocus={warmUpRecaptcha}>
        <p className="form__note">{t('intro')}</p>

        <div className="form__field">
          <label htmlFor={fieldId('periodId')}>{t('period')}</label>
          <select
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
            <input type="text" autoComplete="given-name" {...a11y('firstname')} {...register('firstname')} />
          </FormField>
          <FormField htmlFor={fieldId('lastname')} label={t('lastname')} error={errorText('lastname')}>
            <input type="text" autoComplete="family-name" {...a11y('lastname')} {...register('lastname')} />
          </FormField>
        </div>

        <div className="form__row">
          <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
            <input type="email" autoComplete="email" {...a11y('email')} {...register('email')} />
          </FormField>
          <FormField htmlFor={fieldId('phone')} label={t('phone')} optional={t('optional')} error={errorText('phone')}>
            <input type="tel" autoComplete="tel" {...a11y('phone')} {...register('phone')} />
          </FormField>
        </div>

        <FormField htmlFor={fieldId('message')} label={t('message')} optional={t('optional')} error={errorText('message')}>
          <textarea rows={5} {...a11y('message')} {...register('message')} />
        </FormField>

        <ConsentField
          input={<input type="checkbox" {...a11y('privacy')} {...register('privacy')} />}
          htmlFor={fieldId('privacy')}
          invalid={Boolean(errors.privacy)}
          label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={t('newTab')}>{text}</PrivacyLink> })}
          error={errorText('privacy')}
        />

        <HoneypotField label={t('honeypot')} />

        <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
      </form>
    </div>
  );
}
