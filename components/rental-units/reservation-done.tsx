'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import type { ReservationResult } from '@/lib/rental-units/reservation-form';

export type Reservation = Extract<ReservationResult, { ok: true }>['reservation'];

/** What the API made of the request, and a way to send another. */
export function ReservationDone({ reservation, alertRef, onAgain }: { reservation: Reservation; alertRef: Ref<HTMLDivElement>; onAgain: () => void }) {
  const t = useTranslations('Reservation');
  return (
    <div className="reservation">
      <FormAlert kind="success" ref={alertRef}>
        {t(`success.${reservation.status}`, { id: reservation.id })}
      </FormAlert>
      <button type="button" className="button" onClick={onAgain}>
        {t('again')}
      </button>
    </div>
  );
}
