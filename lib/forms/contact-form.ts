// The extra-information (contact) form (document 001, sections 5 and 7): one set of rules for the
// browser's form and for our route that passes it on to the site API. Lengths are the site API's
// (`contactLeadRequestSchema`); error messages are keys of `ContactForm.errors`.
import { z } from 'zod';
import {
  antiSpamShape,
  originShape,
  emailAddress,
  fieldErrorsOf,
  formResultSchema,
  oneSubject,
  optionalLine,
  optionalText,
  privacyAccepted,
  requiredLine,
  subjectShape,
  ticked,
  type FieldErrors,
  type FormResult,
} from './fields';
import type { FormFieldKinds } from './no-script';

/** The reCAPTCHA action the browser asks its token for, and the server insists on. */
export const CONTACT_ACTION = 'contact';

/** The checkboxes the form offers; only the checked ones are sent (document 001, section 5). */
export const contactOptions = ['visit', 'documentation', 'callback'] as const;
export type ContactOption = (typeof contactOptions)[number];

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const contactFields = ['firstname', 'lastname', 'email', 'phone', 'message', 'options', 'privacy'] as const;
export type ContactField = (typeof contactFields)[number];

const contactShape = {
  firstname: requiredLine(100),
  lastname: requiredLine(100),
  email: emailAddress(),
  phone: optionalLine(40),
  message: optionalText(4000),
  // Optional: none ticked is an empty list.
  options: ticked(z.enum(contactOptions, { error: 'invalid' }), contactOptions.length),
  privacy: privacyAccepted(),
};

/** The form in the browser. */
export const contactFormSchema = z.object(contactShape);
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** What the browser POSTs to /{locale}/contact-form-handler; any other key is refused. */
export const contactPostSchema = z
  .object({ ...contactShape, ...subjectShape, ...antiSpamShape, ...originShape })
  .strict()
  .refine(oneSubject, 'invalid');
export type ContactPost = z.output<typeof contactPostSchema>;

export type ContactFieldErrors = FieldErrors<ContactField>;
export type ContactResult = FormResult<ContactField>;

export const contactResultSchema = formResultSchema(contactFields);

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const contactFormSetup = { namespace: 'ContactForm', fields: contactFields, resultSchema: contactResultSchema, recaptchaAction: CONTACT_ACTION, sendsOrigin: true, lead: 'contact' } as const;

export const contactFieldErrorsOf = (error: z.ZodError): ContactFieldErrors => fieldErrorsOf(error, contactFields);

/** How the form reads when the browser posts it itself: the listing in hidden fields. */
export const contactFieldKinds: FormFieldKinds = { numbers: ['estateId', 'rentalUnitId'], booleans: ['privacy'], lists: ['options'] };
