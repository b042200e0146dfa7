import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReservationFormInput, ReservationFormValues } from '@/lib/rental-units/reservation-form';

type Form = Pick<UseFormReturn<ReservationFormInput, unknown, ReservationFormValues>, 'getValues' | 'setValue' | 'getFieldState'>;

/**
 * Keeps the form's period and the calendar's in step. The calendar chose a period: show it in the select
 * (and clear its error once it is valid). On the first run it is the other way round: a period chosen
 * before the page woke up becomes the calendar's.
 */
export function useCalendarPeriod({ getValues, setValue, getFieldState }: Form, selectedPeriodId: number | null, onPeriodChange: (periodId: number | null) => void) {
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
}
