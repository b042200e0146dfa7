// The reservation request of a holiday rental unit: one set of rules for the browser's form
// and for our route that passes it on to the site API. Error messages are keys of `Reservation.errors`.
import { z } from 'zod';
import { antiSpamShape, emailAddress, originShape, optionalLine, optionalText, requiredLine } from '@/lib/forms/fields';
import type { FormFieldKinds } from '@/lib/forms/no-script';

export const reservationErrorKeys = [
  'periodRequired',
  'periodUnavailable',
  'periodPast',
  'guestsMin',
  'guestsMax',
  'guestsTooMany',
  'required',
  'tooLong',
  'singleLine',
  'email',
  'privacyRequired',
  'invalid',
] as const;
export type ReservationErrorKey = (typeof reservationErrorKeys)[number];

export function isReservationErrorKey(value: unknown): value is ReservationErrorKey {
  return typeof value === 'string' && (reservationErrorKeys as readonly string[]).includes(value);
}

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const reservationFields = ['periodId', 'guests', 'firstname', 'lastname', 'email', 'phone', 'message', 'privacy'] as const;
export type ReservationField = (typeof reservationFields)[number];

export function isReservationField(value: unknown): value is ReservationField {
  return typeof value === 'string' && (reservationFields as readonly string[]).includes(value);
}

export type ReservationFieldErrors = Partial<Record<ReservationField, ReservationErrorKey>>;

/** A number field that starts blank (null; NaN once cleared) and must be filled in to pass `checks`. */
function filledNumber(error: ReservationErrorKey, checks: z.ZodNumber) {
  return z
    .number({ error })
    .nullable()
    .transform((value, ctx) => {
      if (value !== null) return value;
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    })
    .pipe(checks);
}

function guestsSchema(maxOccupation: number | null) {
  const guests = z.number({ error: 'guestsMin' }).int('guestsMin').min(1, 'guestsMin');
  return filledNumber('guestsMin', maxOccupation === null ? guests : guests.max(maxOccupation, 'guestsMax'));
}

function reservationShape(maxOccupation: number | null) {
  return {
    periodId: filledNumber('periodRequired', z.number().int('periodRequired').positive('periodRequired')),
    guests: guestsSchema(maxOccupation),
    // Names, e-mail and phone on one line without control characters, like every other form's.
    firstname: requiredLine(100),
    lastname: requiredLine(100),
    email: emailAddress(),
    phone: optionalLine(40),
    message: optionalText(4000),
    // A checkbox: false until ticked, and it must be ticked.
    privacy: z.boolean({ error: 'privacyRequired' }).refine((accepted) => accepted, 'privacyRequired'),
  };
}

/** The form in the browser; `maxOccupation` (when the unit has one) caps the guests. */
export function reservationFormSchema(maxOccupation: number | null) {
  return z.object(reservationShape(maxOccupation));
}

export type ReservationFormInput = z.input<ReturnType<typeof reservationFormSchema>>;
export type ReservationFormValues = z.output<ReturnType<typeof reservationFormSchema>>;

/** The form once a request went through: empty again, ready for another. */
export const emptyReservationForm: ReservationFormInput = {
  periodId: null,
  guests: null,
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
};

/** The reCAPTCHA action the browser asks its token for, and the server insists on. */
export const RESERVATION_ACTION = 'reservation';

/** What the browser POSTs to /{locale}/rental-reservation. The site API checks the maximum there. */
export const reservationPostSchema = z
  .object({
    rentalUnitId: z.number({ error: 'invalid' }).int('invalid').positive('invalid'),
    ...reservationShape(null),
    ...antiSpamShape,
    ...originShape,
  })
  // Unknown keys are refused, as by every other form.
  .strict();
export type ReservationPost = z.output<typeof reservationPostSchema>;

/** How the form reads when the browser posts it itself: the unit in a hidden field. */
export const reservationFieldKinds: FormFieldKinds = { numbers: ['rentalUnitId', 'periodId', 'guests'], booleans: ['privacy'] };

export const reservationFailures = ['invalid', 'periodUnavailable', 'notFound', 'captcha', 'rateLimited', 'unavailable'] as const;
export type ReservationFailure = (typeof reservationFailures)[number];

export type ReservationResult =
  | { ok: true; reservation: { id: number; status: 'REQUESTED' | 'CONFIRMED' | 'REFUSED' } }
  | { ok: false; error: ReservationFailure; fields?: ReservationFieldErrors };

/** The answer of our route as the browser reads it; anything else counts as the service failing. */
export const reservationResultSchema: z.ZodType<ReservationResult> = z.union([
  z.object({
    ok: z.literal(true),
    reservation: z.object({ id: z.number().int(), status: z.enum(['REQUESTED', 'CONFIRMED', 'REFUSED']) }),
  }),
  z.object({
    ok: z.literal(false),
    error: z.enum(reservationFailures),
    fields: z.partialRecord(z.enum(reservationFields), z.enum(reservationErrorKeys)).optional(),
  }),
]);

/** The first problem of each field, as error keys; problems outside the fields are left to `error: 'invalid'`. */
export function fieldErrorsOf(error: z.ZodError): ReservationFieldErrors {
  const fields: ReservationFieldErrors = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (!isReservationField(field) || fields[field]) continue;
    fields[field] = isReservationErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const reservationFormSetup = { namespace: 'Reservation', fields: reservationFields, resultSchema: reservationResultSchema, recaptchaAction: RESERVATION_ACTION, sendsOrigin: true, lead: 'stay', isErrorKey: isReservationErrorKey } as const;
