// The valuation request (a seller's lead): one set of rules for the browser's form and for our route that
// passes it on to the site API (`POST /sites/{siteId}/leads/valuation`). Lengths are the site API's
// (`valuationLeadRequestSchema`); error messages are keys of `ValuationForm.errors` or the shared `Form.errors`.
import { z } from 'zod';
import {
  BELGIAN_POSTAL_CODE,
  MAX_BEDROOMS,
  MAX_LIVING_AREA,
  valuationConditions,
  valuationPropertyTypes,
  valuationTimings,
  valuationWishes,
} from '@/lib/rules/valuation';
import { antiSpamShape, emailAddress, originShape, formErrorKeys, formFailures, optionalText, privacyAccepted, requiredLine, type FormFailure } from './fields';
import type { FormFieldKinds } from './no-script';

/** The reCAPTCHA action the browser asks its token for, and the server insists on. */
export const VALUATION_ACTION = 'valuation';

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const valuationFields = [
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'propertyType',
  'livingArea',
  'condition',
  'bedrooms',
  'wish',
  'timing',
  'firstname',
  'lastname',
  'email',
  'phone',
  'message',
  'privacy',
] as const;
export type ValuationField = (typeof valuationFields)[number];

/** The form's own error keys, besides the ones every form has. */
export const valuationErrorKeys = [...formErrorKeys, 'wholeNumber', 'postalCode'] as const;
export type ValuationErrorKey = (typeof valuationErrorKeys)[number];

export function isValuationErrorKey(value: unknown): value is ValuationErrorKey {
  return typeof value === 'string' && (valuationErrorKeys as readonly string[]).includes(value);
}

/** Text from a field that is left empty: none. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * An optional whole number from 0 to `max`: a number from our script, the field's text from a browser that
 * posted the form itself. Empty is none; anything else that is no whole number is an error, never a guess.
 */
const optionalCount = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : emptyToNull(value)),
    z.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'wholeNumber').max(max, 'wholeNumber').nullable(),
  );

/** A choice the visitor must make (a select or radio buttons): nothing chosen is 'required'. */
const requiredChoice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(emptyToNull, z.enum(choices, { error: 'required' }));

const valuationShape = {
  street: requiredLine(100),
  houseNumber: requiredLine(20),
  postalCode: z.string({ error: 'required' }).trim().min(1, 'required').regex(BELGIAN_POSTAL_CODE, 'postalCode'),
  city: requiredLine(100),
  propertyType: requiredChoice(valuationPropertyTypes),
  livingArea: optionalCount(MAX_LIVING_AREA),
  condition: z.preprocess(emptyToNull, z.enum(valuationConditions, { error: 'invalid' }).nullable()),
  bedrooms: optionalCount(MAX_BEDROOMS),
  wish: requiredChoice(valuationWishes),
  timing: requiredChoice(valuationTimings),
  firstname: requiredLine(100),
  lastname: requiredLine(100),
  email: emailAddress(),
  // Required here: the agency calls to plan its visit.
  phone: requiredLine(40),
  message: optionalText(4000),
  privacy: privacyAccepted(),
};

/** The form in the browser. */
export const valuationFormSchema = z.object(valuationShape);
export type ValuationFormInput = z.input<typeof valuationFormSchema>;
export type ValuationFormValues = z.output<typeof valuationFormSchema>;

/** What the browser POSTs to /{locale}/valuation-form-handler; any other key is refused. */
export const valuationPostSchema = z.object({ ...valuationShape, ...antiSpamShape, ...originShape }).strict();
export type ValuationPost = z.output<typeof valuationPostSchema>;

export type ValuationFieldErrors = Partial<Record<ValuationField, ValuationErrorKey>>;
export type ValuationResult = { ok: true } | { ok: false; error: FormFailure; fields?: ValuationFieldErrors };

/** The answer of our route as the browser reads it; anything else counts as the service failing. */
export const valuationResultSchema: z.ZodType<ValuationResult> = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    error: z.enum(formFailures),
    fields: z.partialRecord(z.enum(valuationFields), z.enum(valuationErrorKeys)).optional(),
  }),
]);

/** The first problem of each field, as error keys; the form's own keys (`wholeNumber`) kept, others 'invalid'. */
export function valuationFieldErrorsOf(error: z.ZodError): ValuationFieldErrors {
  const errors: ValuationFieldErrors = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (!(valuationFields as readonly unknown[]).includes(field)) continue;
    errors[field as ValuationField] ??= isValuationErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/** How the form reads when the browser posts it itself: the numbers stay text for the schema to judge. */
export const valuationFieldKinds: FormFieldKinds = { booleans: ['privacy'] };

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const valuationFormSetup = { namespace: 'ValuationForm', fields: valuationFields, resultSchema: valuationResultSchema, recaptchaAction: VALUATION_ACTION, sendsOrigin: true, lead: 'valuation', isErrorKey: isValuationErrorKey } as const;
