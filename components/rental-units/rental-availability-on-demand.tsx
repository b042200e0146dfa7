'use client';

import { formOnDemand } from '@/components/forms/form-on-demand';
import type { RentalAvailabilityProps } from './rental-availability';
// Here, not only in the lazy modules: the server HTML must be styled before the script comes.
import '@/components/forms/forms.css';
import './availability.css';

/**
 * The availability calendar and the reservation request of a rental unit, in the server HTML at once, their
 * script (the form's Zod and react-hook-form) loaded only when they come near the viewport or the visitor
 * starts on them. Both at once: the calendar chooses the form's period.
 */
export const RentalAvailabilityOnDemand = formOnDemand<RentalAvailabilityProps>('reservation', () =>
  import('./rental-availability').then((module) => module.RentalAvailability),
);
