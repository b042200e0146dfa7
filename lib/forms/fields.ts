// Building blocks of the visitor forms, shared by the browser and our route handlers. Error
// messages are message keys: each form's namespace has them under `errors`.
import { z } from 'zod';
import { leadOriginSchema } from '@/lib/site-api/schemas/lead-origin';
import { HONEYPOT_FIELD, RECAPTCHA_FIELD } from './field-names';

export const formErrorKeys = ['required', 'tooLong', 'email', 'singleLine', 'privacyRequired', 'invalid'] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

export function isFormErrorKey(value: unknown): value is FormErrorKey {
  return typeof value === 'string' && (formErrorKeys as readonly string[]).includes(value);
}

/** Why a form was not sent, as our routes answer it; each form's namespace has them under `failure`. */
export const formFailures = ['invalid', 'captcha', 'notFound', 'rateLimited', 'unavailable'] as const;
export type FormFailure = (typeof formFailures)[number];

export { HONEYPOT_FIELD, RECAPTCHA_FIELD };

/**
 * Any control character: a CR or LF in a name or address could start a new mail header wherever the value
 * ends up in one, and nobody types a tab or a NUL into a name.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A long text may hold line breaks and tabs, not the other control characters. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** A required one-line text (a name): trimmed, 1 to `max` characters, without line breaks. */
export const requiredLine = (max: number) =>
  z
    .string({ error: 'required' })
    .refine(noControlCharacters, 'singleLine')
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong');

/** An optional one-line text: empty becomes null, as the site API expects. */
export const optionalLine = (max: number) =>
  z
    .string({ error: 'invalid' })
    .refine(noControlCharacters, 'singleLine')
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value || null);

/** An optional text of several lines (a message): empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), 'invalid')
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value || null);

/** A required e-mail address of at most 200 characters (the site API's limit), on one line. */
export const emailAddress = () => requiredLine(200).pipe(z.email({ error: 'email' }));

/**
 * Ticked boxes sharing one name: react-hook-form holds the list of their values, but none ticked gives false
 * (or nothing before the first change), and a group of one box gives that box's value. Either way a list,
 * each value once: an optional group with nothing ticked is an empty list, never an error.
 */
export function ticked<T extends z.ZodType>(item: T, max: number, tooMany = 'invalid') {
  return z.preprocess(
    (value) => (value === false || value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(item, { error: 'invalid' })
      .max(max, tooMany)
      .refine((list) => new Set(list).size === list.length, 'invalid'),
  );
}

/** A checkbox that must be ticked: false until it is. */
export const privacyAccepted = () => z.boolean({ error: 'privacyRequired' }).refine((accepted) => accepted, 'privacyRequired');

const listingId = z.number({ error: 'invalid' }).int('invalid').positive('invalid').nullish();

/** The listing a form is about: an estate, a rental unit, or neither (a general question). */
export const subjectShape = { estateId: listingId, rentalUnitId: listingId };

/** Both set is no listing at all. */
export const oneSubject = (form: { estateId?: number | null; rentalUnitId?: number | null }) =>
  form.estateId == null || form.rentalUnitId == null;

/** What every post carries besides the form's own fields: the honeypot and, when configured, the captcha token. */
export const antiSpamShape = {
  [HONEYPOT_FIELD]: z.string({ error: 'invalid' }).max(200, 'invalid').optional(),
  [RECAPTCHA_FIELD]: z.string({ error: 'invalid' }).max(4000, 'invalid').optional(),
};

/**
 * Where the visitor came from, added by the script to a lead's post (lib/attribution). A value that is
 * not right is dropped, never a reason to refuse the lead.
 */
export const originShape = { origin: leadOriginSchema.optional().catch(undefined) };

export type FieldErrors<F extends string> = Partial<Record<F, FormErrorKey>>;

/** The field an issue is about: the longest start of its path that names one (`criteria.priceMax`, `options`). */
function fieldOf<F extends string>(path: readonly PropertyKey[], fields: readonly F[]): F | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const name = path.slice(0, length).map(String).join('.');
    if ((fields as readonly string[]).includes(name)) return name as F;
  }
  return undefined;
}

/**
 * The first problem of each field, as error keys; problems outside `fields` are left to `error: 'invalid'`.
 * A nested field is named by its path with dots, as react-hook-form names it.
 */
export function fieldErrorsOf<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const name = fieldOf(issue.path, fields);
    if (!name || errors[name]) continue;
    errors[name] = isFormErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

export type FormResult<F extends string> = { ok: true } | { ok: false; error: FormFailure; fields?: FieldErrors<F> };

/** The answer of our form routes as the browser reads it; anything else counts as the service failing. */
export function formResultSchema<F extends string>(fields: readonly [F, ...F[]]): z.ZodType<FormResult<F>> {
  return z.union([
    z.object({ ok: z.literal(true) }),
    z.object({
      ok: z.literal(false),
      error: z.enum(formFailures),
      fields: z.partialRecord(z.enum(fields), z.enum(formErrorKeys)).optional(),
    }),
  ]) as z.ZodType<FormResult<F>>;
}
