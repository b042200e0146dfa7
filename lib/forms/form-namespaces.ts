/** The visitor forms whose namespace leans on the shared `Form` texts (lib/forms/form-texts.ts). */
export const FORM_NAMESPACES = ['ContactForm', 'SendToFriend', 'Reservation', 'SubscriptionForm', 'Appointment', 'PriceWatch', 'CancelAppointment', 'ValuationForm'] as const;
export type FormNamespace = (typeof FORM_NAMESPACES)[number];
