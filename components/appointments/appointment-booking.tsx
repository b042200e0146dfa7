'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { SubmitButton } from '@/components/forms/form-parts';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useVisitorForm } from '@/components/forms/use-visitor-form';
import { FailureAlert, SentAlert, HiddenFields, PrivacyConsent, TextField } from '@/components/forms/visitor-form-parts';
import { slotDayLabel, slotsByDay, type FreeSlot } from '@/lib/appointments/slots';
import { formatTimeInBelgium } from '@/lib/rules/dates';
import { telHref } from '@/lib/estates/detail/contact-person';
import { appointmentFormSchema, appointmentFormSetup } from '@/lib/forms/appointment-form';
import type { FormRetry } from '@/lib/forms/no-script';
import { useRouter } from '@/lib/i18n/navigation';
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

  const form = useVisitorForm(appointmentFormSchema, 'appointment-booking', {
    ...appointmentFormSetup,
    recaptchaSiteKey,
    retry,
    extra: { agendaId, estateId },
    onAnswer(result, values, { setValue, setError }) {
      if (result.ok) {
        router.push({ pathname: '/appointment/confirmed/[appointmentId]', params: { appointmentId: result.appointment.id } });
        return true;
      }
      if (result.error !== 'slotTaken' && result.error !== 'slotPast') return false;
      // The slots free now; without them (the agenda could not be read), the list without the refused one.
      setSlots(result.slots ?? ((current) => current.filter((slot) => slot.id !== values.slotId)));
      setValue('slotId', null);
      setError('slotId', { type: 'server', message: result.error });
      setSlotsReplaced((count) => count + 1);
      return true;
    },
  });

  useEffect(() => {
    if (slotsReplaced === 0) return;
    const first = slotsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    (first ?? emptyRef.current)?.focus();
  }, [slotsReplaced]);

  if (initialSlots.length === 0) return <NoFreeSlots contact={contact} />;

  const slotInvalid = form.invalid('slotId');

  return (
    <section className="form-section appointment-booking" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('heading')}
      </h2>
      {form.phase.kind === 'done' ? (
        <SentAlert form={form} text={t('booked')} />
      ) : (
        <>
          <FailureAlert form={form} />
          <form {...form.formProps} className="form">
            <fieldset
              ref={slotsRef}
              className={slotInvalid ? 'form__choices appointment-slots appointment-slots--invalid' : 'form__choices appointment-slots'}
              aria-describedby={[`${slotsId}-hint`, slotInvalid ? form.errorId('slotId') : ''].filter(Boolean).join(' ')}
            >
              <legend>{t('slotsLegend')}</legend>
              <p id={`${slotsId}-hint`} className="form__hint">
                {t('slotsHint')}
              </p>
              {form.errorText('slotId')}
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
                          const id = `${form.fieldId('slotId')}-${slot.id}`;
                          return (
                            <li key={slot.id}>
                              <input
                                type="radio"
                                id={id}
                                value={slot.id}
                                className="appointment-slots__input"
                                {...form.choice('slotId', String(slot.id))}
                                aria-describedby={slotInvalid ? form.errorId('slotId') : undefined}
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

            <TextField form={form} name="name" label={t('name')} autoComplete="name" maxLength={120} />

            <div className="form__row">
              <TextField form={form} name="email" label={t('email')} type="email" autoComplete="email" maxLength={200} />
              <TextField form={form} name="phone" label={t('phone')} optional type="tel" autoComplete="tel" maxLength={40} />
            </div>

            <PrivacyConsent form={form} label={(link) => t.rich('privacy', { link })} />
            <HiddenFields values={{ agendaId, estateId }} />
            <HoneypotField label={form.texts.honeypot} />

            <SubmitButton loading={form.phase.kind === 'loading'} label={t('submit')} loadingLabel={t('submitting')} />
          </form>
        </>
      )}
    </section>
  );
}
