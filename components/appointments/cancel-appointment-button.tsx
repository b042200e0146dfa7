'use client';

import { SubmitButton } from '@/components/forms/form-parts';
import { useTranslations } from 'next-intl';
import { useFormTexts } from '@/lib/forms/form-texts';
import type { FormEvent } from 'react';
import { appointmentCancelResultSchema, type AppointmentCancelResult } from '@/lib/forms/appointment-form';
import { ClientLink as Link } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/forms/form-alert';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useFormPost } from '@/components/forms/use-form-post';
import '@/components/forms/forms.css';

type Props = {
  appointmentId: string;
  /** For a new booking in the same agenda once this one is cancelled. */
  agendaId: number;
};

/**
 * The cancel page's one action: a POST to `/{locale}/appointment-cancel/{appointmentId}`, never a
 * GET, so that a link scanner opening the mail's link cancels nothing. Then the cancelled state.
 */
export function CancelAppointmentButton({ appointmentId, agendaId }: Props) {
  const t = useTranslations('CancelAppointment');
  const f = useFormTexts('CancelAppointment');
  const { phase, send, alertRef, doneRef, formAction } = useFormPost<never, AppointmentCancelResult>({
    route: `appointment-cancel/${appointmentId}`,
    resultSchema: appointmentCancelResultSchema,
    fields: [],
    // The id is the secret of the confirmation mail: the route asks no reCAPTCHA token.
    recaptchaSiteKey: null,
    recaptchaAction: 'appointment_cancel',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send({}, event.currentTarget);
  }

  if (phase.kind === 'done') {
    return (
      <div className="form-outcome">
        <FormAlert kind="success" ref={doneRef}>
          {t('cancelled')}
        </FormAlert>
        <p>
          <Link href={{ pathname: '/appointment/[agendaId]', params: { agendaId } }}>{t('bookAgain')}</Link>
        </p>
      </div>
    );
  }

  const loading = phase.kind === 'loading';
  return (
    <div className="form-outcome">
      {phase.kind === 'failed' ? (
        <FormAlert kind="danger" ref={alertRef}>
          {f.failure(phase.error)}
        </FormAlert>
      ) : null}
      <form method="post" action={formAction} onSubmit={submit}>
        <HoneypotField label={f.honeypot} />
        <SubmitButton loading={loading} label={t('confirm')} loadingLabel={t('cancelling')} className="button button--primary" />
      </form>
    </div>
  );
}
