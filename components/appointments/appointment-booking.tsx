'use client';

import { ConsentField, FormField, PrivacyLink, SubmitButton } from '@/components/forms/form-parts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useFormTexts } from '@/components/forms/form-texts';
import { useEffect, useId, useMemo, useRef, useState, type BaseSyntheticEvent, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { slotDayLabel, slotsByDay, type FreeSlot } from '@/lib/appointments/slots';
import { formatTimeInBelgium } from '@/lib/rules/dates';
import { telHref } from '@/lib/estates/detail/contact-person';
import {
  APPOINTMENT_ACTION,
  appointmentFields,
  appointmentFormSchema,
  appointmentResultSchema,
  isAppointmentErrorKey,
  type AppointmentField,
  type AppointmentFormInput,
  type AppointmentFormValues,
  type AppointmentResult,
} from '@/lib/forms/appointment-form';
import { useRouter } from '@/lib/i18n/navigation';
import { FieldError, useFieldA11y } from '@/components/forms/field-a11y';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useFormPost, showServerErrors } from '@/components/forms/use-form-post';
import { useKeptForm } from '@/components/forms/kept-form';
import type { FormRetry } from '@/lib/forms/no-script';
import '@/components/forms/forms.css';
import './appointments.css';

export type AppointmentBookingProps = {
  agendaId: number;
  /** The listing the visit is about, checked by the server parent; null for an appointment at the office. */
  estateId: number | null;
  /** The agenda's free slots when the page was made. */
  slots: FreeSlot[];
  /** The agency's phone and e-mail, for the visitor who finds no slot that suits. */
  contact: { phone: string; email: string };
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The form as the server refused it after a post without JavaScript (the form's own page only). */
  retry?: FormRetry | null;
};

/** No free slot (left): the agency's phone and e-mail instead. */
function NoFreeSlots({ contact, ref }: { contact: AppointmentBookingProps['contact']; ref?: Ref<HTMLParagraphElement> }) {
  const t = useTranslations('Appointment');
  return (
    <p className="empty-state appointment-slots__empty" ref={ref} tabIndex={-1}>
      {t.rich('noSlots', {
        phone: contact.phone,
        email: contact.email,
        tel: (text) => <a href={telHref(contact.phone)}>{text}</a>,
        mail: (text) => <a href={`mailto:${contact.email}`}>{text}</a>,
      })}
    </p>
  );
}

/**
 * Booking a visit in a live agenda: the free slots per day as radio buttons, then the visitor's
 * details, sent to `POST /{locale}/appointment-booking`; a booking goes on to its confirmation page. When
 * someone else took the slot meanwhile, the slot choice says so and offers the slots still free, and
 * everything typed stays.
 */
export function AppointmentBooking({ agendaId, estateId, slots: initialSlots, contact, recaptchaSiteKey = null, retry = null }: AppointmentBookingProps) {
  const t = useTranslations('Appointment');
  const f = useFormTexts('Appointment');
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  const slotsId = useId();
  const [slots, setSlots] = useState(initialSlots);
  // Bumped when the slots were replaced after a refusal: the focus goes to the new choice once it shows.
  const [slotsReplaced, setSlotsReplaced] = useState(0);
  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const days = useMemo(() => slotsByDay(slots), [slots]);

  const { phase, send, warmUp, alertRef, doneRef, formAction } = useFormPost<AppointmentField, AppointmentResult>({
    route: 'appointment-booking',
    sendsOrigin: true,
    lead: 'visit',
    resultSchema: appointmentResultSchema,
    fields: appointmentFields,
    recaptchaSiteKey,
    recaptchaAction: APPOINTMENT_ACTION,
    retry,
  });
  const kept = useKeptForm(retry);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    errors: kept.errors,
    // No default values: a field registers with what its element holds, so whatever the visitor typed or
    // chose before the page's JavaScript ran is kept (a default would overwrite it).
  });
  const { fieldId, errorId, a11y } = useFieldA11y<AppointmentField>((name) => Boolean(errors[name]));

  useEffect(() => {
    if (slotsReplaced === 0) return;
    const first = slotsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (first ?? emptyRef.current)?.focus();
  }, [slotsReplaced]);

  async function submit(values: AppointmentFormValues, event?: BaseSyntheticEvent) {
    const result = await send({ ...values, agendaId, estateId }, event?.target);
    if (!result) return;
    if (result.ok) {
      router.push({ pathname: '/appointment/confirmed/[appointmentId]', params: { appointmentId: result.appointment.id } });
      return;
    }
    if (result.error === 'slotTaken' || result.error === 'slotPast') {
      // The slots free now; without them (the agenda could not be read), the list without the refused one.
      setSlots(result.slots ?? ((current) => current.filter((slot) => slot.id !== values.slotId)));
      setValue('slotId', null);
      setError('slotId', { type: 'server', message: result.error });
      setSlotsReplaced((count) => count + 1);
      return;
    }
    showServerErrors(appointmentFields, result.fields, setError);
  }

  function errorText(name: AppointmentField) {
    if (!errors[name]) return null;
    const message = errors[name]?.message;
    return <FieldError id={errorId(name)}>{f.error(isAppointmentErrorKey(message) ? message : 'invalid')}</FieldError>;
  }

  if (initialSlots.length === 0) return <NoFreeSlots contact={contact} />;

  const loading = phase.kind === 'loading';
  const slotInvalid = Boolean(errors.slotId);

  return (
    <section className="form-section appointment-booking" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('heading')}
      </h2>
      {phase.kind === 'done' ? (
        <FormAlert kind="success" ref={doneRef}>
          {t('booked')}
        </FormAlert>
      ) : (
        <>
          {phase.kind === 'failed' ? (
            <FormAlert kind="danger" ref={alertRef}>
              {f.failure(phase.error)}
            </FormAlert>
          ) : null}
          <form method="post" action={formAction} className="form" noValidate onSubmit={handleSubmit(submit)} onFocus={warmUp}>
            <fieldset
              ref={slotsRef}
              className={slotInvalid ? 'form__choices appointment-slots appointment-slots--invalid' : 'form__choices appointment-slots'}
              aria-describedby={[`${slotsId}-hint`, slotInvalid ? errorId('slotId') : ''].filter(Boolean).join(' ')}
            >
              <legend>{t('slotsLegend')}</legend>
              <p id={`${slotsId}-hint`} className="form__hint">
                {t('slotsHint')}
              </p>
              {slotInvalid ? errorText('slotId') : null}
              {days.length === 0 ? (
                <NoFreeSlots contact={contact} ref={emptyRef} />
              ) : (
                days.map(({ day, slots: daySlots }) => {
                  const dayId = `${slotsId}-${day}`;
                  return (
                    <div key={day} role="group" aria-labelledby={dayId} className="appointment-slots__day">
                      <h3 id={dayId} className="appointment-slots__day-heading">
                        {slotDayLabel(day, locale)}
                      </h3>
                      <ul className="appointment-slots__times">
                        {daySlots.map((slot) => {
                          const id = `${fieldId('slotId')}-${slot.id}`;
                          return (
                            <li key={slot.id}>
                              <input
                                type="radio"
                                id={id}
                                value={slot.id}
                                className="appointment-slots__input"
                                {...kept.ticked('slotId', String(slot.id))}
                                aria-describedby={slotInvalid ? errorId('slotId') : undefined}
                                {...register('slotId')}
                              />
                              <label htmlFor={id} className="appointment-slots__time">
                                {formatTimeInBelgium(slot.start)}
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  );
                })
              )}
            </fieldset>

            <FormField htmlFor={fieldId('name')} label={t('name')} error={errorText('name')}>
              <input type="text" autoComplete="name" maxLength={120} {...kept.text('name')} {...a11y('name')} {...register('name')} />
            </FormField>

            <div className="form__row">
              <FormField htmlFor={fieldId('email')} label={t('email')} error={errorText('email')}>
                <input type="email" autoComplete="email" maxLength={200} {...kept.text('email')} {...a11y('email')} {...register('email')} />
              </FormField>
              <FormField htmlFor={fieldId('phone')} label={t('phone')} optional={f.optional} error={errorText('phone')}>
                <input type="tel" autoComplete="tel" maxLength={40} {...kept.text('phone')} {...a11y('phone')} {...register('phone')} />
              </FormField>
            </div>

            <ConsentField
              input={<input type="checkbox" {...kept.ticked('privacy')} {...a11y('privacy')} {...register('privacy')} />}
              htmlFor={fieldId('privacy')}
              invalid={Boolean(errors.privacy)}
              label={t.rich('privacy', { link: (text) => <PrivacyLink newTab={f.newTab}>{text}</PrivacyLink> })}
              error={errorText('privacy')}
            />

            {/* What the script adds to the body, for a post without it. */}
            <input type="hidden" name="agendaId" value={agendaId} />
            {estateId === null ? null : <input type="hidden" name="estateId" value={estateId} />}
            <HoneypotField label={f.honeypot} />

            <SubmitButton loading={loading} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
