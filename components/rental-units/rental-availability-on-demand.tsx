'use client';

import { formOnDemand } from '@/components/forms/form-on-demand';
import type { FormIntl } from '@/components/forms/with-messages';
import type { RentalAvailabilityProps } from './rental-availability';
// Here, not only in the lazy modules: the server HTML must be styled before the script comes.
import '@/components/forms/forms.css';
import './availability.css';

/**
 * The availability calendar and the reservation request of a rental unit, in the server HTML at once, their
 * script (the form's Zod and react-hook-form) loaded only when they come near the viewport or the visitor
 * starts on them. Both at once: the calendar chooses the form's period. With `intl`, next-intl comes with
 * that script too (components/forms/with-messages.tsx).
 */
export const RentalAvailabilityOnDemand = formOnDemand<RentalAvailabilityProps & { intl?: FormIntl }>('reservation', () =>
  Promise.all([import('./rental-availability'), import('@/components/forms/with-messages')]).then(([availability, { withMessages }]) =>
    withMessages(availability.RentalAvailability),
  ),
);
