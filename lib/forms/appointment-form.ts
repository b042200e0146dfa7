// Booking and cancelling an appointment in a live agenda: one set of rules for the browser's
// forms and for our routes that pass them on to the site API. Lengths are the site API's
// (`appointmentRequestSchema`); error messages are keys of `Appointment.errors`.
import { z } from 'zod';
import type { FreeSlot } from '@/lib/appointments/slots';
import { agendaSlotSchema } from '@/lib/site-api/schemas/agenda';
import {
  antiSpamShape,
  originShape,
  emailAddress,
  formErrorKeys,
  formFailures,
  optionalLine,
  privacyAccepted,
  requiredLine,
  type FormResult,
} from './fields';
import type { FormFieldKinds } from './no-script';

/** The reCAPTCHA action the browser asks its token for, and the server insists on. */
export const APPOINTMENT_ACTION = 'appointment';

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const appointmentFields = ['slotId', 'name', 'email', 'phone', 'privacy'] as const;
export type AppointmentField = (typeof appointmentFields)[number];

export const appointmentErrorKeys = [...formErrorKeys, 'slotRequired', 'slotTaken', 'slotPast'] as const;
export type AppointmentErrorKey = (typeof appointmentErrorKeys)[number];

export function isAppointmentErrorKey(value: unknown): value is AppointmentErrorKey {
  return typeof value === 'string' && (appointmentErrorKeys as readonly string[]).includes(value);
}

/** Why a booking was not made: the failures of every form, and a slot someone else took first. */
export const appointmentFailures = [...formFailures, 'slotTaken', 'slotPast'] as const;
export type AppointmentFailure = (typeof appointmentFailures)[number];

const slotId = z.number({ error: 'slotRequired' }).int('slotRequired').positive('slotRequired');

const detailsShape = {
  name: requiredLine(120),
  email: emailAddress(),
  phone: optionalLine(40),
  privacy: privacyAccepted(),
};

/**
 * The form in the browser. A radio button holds its value as text (and null while none is chosen), so the
 * chosen slot is read as a number here.
 */
export const appointmentFormSchema = z.object({
  slotId: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value ?? undefined)), slotId),
  ...detailsShape,
});
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

const positiveId = z.number({ error: 'invalid' }).int('invalid').positive('invalid');

/** What the browser POSTs to /{locale}/appointment-booking; any other key is refused. */
export const appointmentPostSchema = z
  .object({
    agendaId: positiveId,
    // The listing the visit is about, if any.
    estateId: positiveId.nullish(),
    slotId,
    ...detailsShape,
    ...antiSpamShape,
    ...originShape,
  })
  .strict();
export type AppointmentPost = z.output<typeof appointmentPostSchema>;

export type AppointmentFieldErrors = Partial<Record<AppointmentField, AppointmentErrorKey>>;

export type AppointmentResult =
  | { ok: true; appointment: { id: string } }
  | {
      ok: false;
      error: AppointmentFailure;
      fields?: AppointmentFieldErrors;
      /** With `slotTaken` and `slotPast`: the agenda's free slots now, to choose another one at once. */
      slots?: FreeSlot[];
    };

/** The answer of our route as the browser reads it; anything else counts as the service failing. */
export const appointmentResultSchema: z.ZodType<AppointmentResult> = z.union([
  z.object({ ok: z.literal(true), appointment: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }) }),
  z.object({
    ok: z.literal(false),
    error: z.enum(appointmentFailures),
    fields: z.partialRecord(z.enum(appointmentFields), z.enum(appointmentErrorKeys)).optional(),
    slots: z.array(agendaSlotSchema).optional(),
  }),
]);

/**
 * The first problem of each field, as error keys. Like `fieldErrorsOf`, but the slot has keys of its own
 * (`slotRequired`), which the shared form keys do not know.
 */
export function appointmentFieldErrorsOf(error: z.ZodError): AppointmentFieldErrors {
  const errors: AppointmentFieldErrors = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (!(appointmentFields as readonly unknown[]).includes(field)) continue;
    const name = field as AppointmentField;
    errors[name] ??= isAppointmentErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/**
 * What the cancel button POSTs to /{locale}/appointment-cancel/{appointmentId}: nothing but the honeypot.
 * The id in the path is the secret; a POST, so that a link scanner following the mail's link cancels nothing.
 */
export const appointmentCancelPostSchema = z.object({ ...antiSpamShape }).strict();

/** How the forms read when the browser posts them itself: the agenda and listing in hidden fields. */
export const appointmentFieldKinds: FormFieldKinds = { numbers: ['agendaId', 'estateId', 'slotId'], booleans: ['privacy'] };
export const appointmentCancelFieldKinds: FormFieldKinds = {};

export type AppointmentCancelResult = FormResult<never>;

export const appointmentCancelResultSchema: z.ZodType<AppointmentCancelResult> = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.enum(formFailures) }),
]);

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const appointmentFormSetup = { namespace: 'Appointment', fields: appointmentFields, resultSchema: appointmentResultSchema, recaptchaAction: APPOINTMENT_ACTION, sendsOrigin: true, lead: 'visit', isErrorKey: isAppointmentErrorKey } as const;
