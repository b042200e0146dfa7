'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { markPeriodRefused, markPeriodTaken, unpackPeriods, type PackedPeriod } from '@/lib/rental-units/availability';
import type { FormRetry } from '@/lib/forms/no-script';
import { AvailabilityCalendar } from './availability-calendar';
import { ReservationForm, type PeriodOutcome } from './reservation-form';
import './availability.css';

export type RentalAvailabilityProps = {
  rentalUnitId: number;
  maxOccupation: number | null;
  /** The unit's periods as tuples (`packPeriods`): the server parent's props travel in the page's HTML. */
  periods: readonly PackedPeriod[];
  /** YYYY-MM-DD in the agency's time zone: periods that began before it cannot be asked for. */
  today: string;
  /** `recaptchaConfig()?.siteKey`, read by the server parent: reCAPTCHA loads only when it is set. */
  recaptchaSiteKey?: string | null;
  /** The reservation form as the server refused it after a post without JavaScript. */
  retry?: FormRetry | null;
};

/**
 * The availability calendar and the reservation request of a holiday rental unit. Choosing a
 * period in the calendar selects it in the form and moves the focus there.
 */
export function RentalAvailability({ rentalUnitId, maxOccupation, periods: packedPeriods, today, recaptchaSiteKey = null, retry = null }: RentalAvailabilityProps) {
  const t = useTranslations('Availability');
  const tReservation = useTranslations('Reservation');
  const id = useId();
  const [selectedPeriodId, setSelectedPeriodId] = useState<number | null>(null);
  // What this visit learnt about periods: booked by this visitor, or refused by the site API.
  const [outcomes, setOutcomes] = useState<readonly { periodId: number; outcome: PeriodOutcome }[]>([]);
  // Bumped by each choice in the calendar; the focus moves once the form shows the chosen period.
  const [focusRequest, setFocusRequest] = useState(0);
  const formSection = useRef<HTMLElement>(null);

  const periods = useMemo(() => unpackPeriods(packedPeriods), [packedPeriods]);
  const shownPeriods = useMemo(
    () =>
      outcomes.reduce(
        (list, { periodId, outcome }) => (outcome === 'booked' ? markPeriodTaken(list, periodId) : markPeriodRefused(list, periodId)),
        periods,
      ),
    [periods, outcomes],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const section = formSection.current;
    const target = section?.querySelector<HTMLElement>('select, button');
    if (target) target.focus();
    else section?.scrollIntoView?.({ block: 'start' });
  }, [focusRequest]);

  function choose(periodId: number) {
    setSelectedPeriodId(periodId);
    setFocusRequest((request) => request + 1);
  }

  function taken(periodId: number, outcome: PeriodOutcome) {
    setOutcomes((known) => [...known, { periodId, outcome }]);
  }

  return (
    <>
      <section className="section rental-availability" aria-labelledby={`${id}-availability`}>
        <h2 id={`${id}-availability`}>{t('heading')}</h2>
        <AvailabilityCalendar periods={shownPeriods} today={today} selectedPeriodId={selectedPeriodId} onChoose={choose} />
      </section>
      <section id="reservation" ref={formSection} className="section rental-reservation" aria-labelledby={`${id}-reservation`}>
        <h2 id={`${id}-reservation`}>{tReservation('heading')}</h2>
        <ReservationForm
          rentalUnitId={rentalUnitId}
          maxOccupation={maxOccupation}
          periods={shownPeriods}
          today={today}
          selectedPeriodId={selectedPeriodId}
          onPeriodChange={setSelectedPeriodId}
          onPeriodTaken={taken}
          recaptchaSiteKey={recaptchaSiteKey}
          retry={retry}
        />
      </section>
    </>
  );
}
