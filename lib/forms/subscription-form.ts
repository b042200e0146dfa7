// "Keep me informed" (document 000, sections 1 and 6): one set of rules for the browser's forms
// (subscribe, and edit by token) and for our routes that pass them on to the site API. Limits are the site
// API's (`subscriptionRequestSchema`); error messages are keys of `SubscriptionForm.errors`.
import { z } from 'zod';
import { locales, type Status } from '@/lib/rules';
import { decodeArea, roundArea } from '@/lib/estates/area-url';
import { areaOfGeoFilter, checkArea, geoFilterOfArea, MAX_POLYGON_POINTS, type GeoFilterShape } from '@/lib/rules/area';
import {
  antiSpamShape,
  originShape,
  emailAddress,
  fieldErrorsOf,
  formErrorKeys,
  formFailures,
  formResultSchema,
  optionalLine,
  privacyAccepted,
  ticked,
  type FieldErrors,
  type FormResult,
} from './fields';
import type { FormFieldKinds } from './no-script';

/** The reCAPTCHA action of the subscribe form. Editing and unsubscribing carry the mailed token instead. */
export const SUBSCRIBE_ACTION = 'subscribe';

/** What a visitor can follow: new listings for sale or to rent (a sold one is no offer). */
export const followedStatuses = ['FOR_SALE', 'TO_RENT'] as const satisfies readonly Status[];

/** The site API's limits on a subscription's criteria. */
export const MAX_TYPES = 20;
export const MAX_CITIES = 50;
export const MAX_BEDROOMS = 10;
/** Far above any listing: a typo of a few zeros, not a price. */
export const MAX_PRICE = 1_000_000_000;

/** The form's own error keys, besides the ones every form has; our routes answer them as 'invalid'. */
export const subscriptionErrorKeys = [...formErrorKeys, 'price', 'priceOrder', 'tooManyCities', 'area'] as const;
export type SubscriptionErrorKey = (typeof subscriptionErrorKeys)[number];

export function isSubscriptionErrorKey(value: unknown): value is SubscriptionErrorKey {
  return typeof value === 'string' && (subscriptionErrorKeys as readonly string[]).includes(value);
}

/** The criteria fields in the order the forms show them, named as react-hook-form names them. */
export const criteriaFields = [
  'criteria.statuses',
  'criteria.types',
  'criteria.cities',
  'criteria.priceMin',
  'criteria.priceMax',
  'criteria.bedroomsMin',
  'criteria.area',
] as const;

/** The subscribe form's fields in the order it shows them: the first invalid one gets the focus. */
export const subscribeFields = ['email', 'firstname', 'lastname', 'locale', ...criteriaFields, 'privacy'] as const;
export type SubscribeField = (typeof subscribeFields)[number];

/** The edit form's fields: the address stays what it was, and the privacy consent was given already. */
export const subscriptionUpdateFields = ['locale', ...criteriaFields] as const;
export type SubscriptionUpdateField = (typeof subscriptionUpdateFields)[number];

/** A head type or city id: a number, or the value of a checkbox (a string of digits). */
const listId = z
  .union([z.number({ error: 'invalid' }), z.string({ error: 'invalid' }).regex(/^[1-9]\d{0,9}$/, 'invalid')], { error: 'invalid' })
  .transform(Number)
  .pipe(z.number().int('invalid').positive('invalid').max(2_147_483_647, 'invalid'));

/**
 * The drawn area, as the list's URL writes it (`c51.2194_4.4025_2500`, lib/estates/area-url.ts); an
 * empty field is none. The site API gets it in the search's `filter.geo` shape.
 */
const areaObject = z.union([
  z.strictObject({ circle: z.strictObject({ latitude: z.number(), longitude: z.number(), radius: z.number() }) }),
  z.strictObject({ polygon: z.array(z.strictObject({ latitude: z.number(), longitude: z.number() })).max(MAX_POLYGON_POINTS + 1) }),
]);
/** The form's text, or the shape it became in the browser when our route checks the same values again. */
const area = z
  .union([z.string(), areaObject], { error: 'area' })
  .nullish()
  .transform((value, ctx): GeoFilterShape | undefined => {
    // No area is no key at all: a site API that does not know areas never sees one.
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    const checked = typeof value === 'string' ? decodeArea(value) : checkArea(areaOfGeoFilter(value));
    if (checked.ok) return geoFilterOfArea(roundArea(checked.area));
    ctx.addIssue({ code: 'custom', message: 'area' });
    return z.NEVER;
  });

/** An optional amount in euro; a cleared field is null. */
const price = z.number({ error: 'price' }).nonnegative('price').max(MAX_PRICE, 'price').nullish().transform((value) => value ?? null);

export const criteriaSchema = z
  .strictObject(
    {
      statuses: ticked(z.enum(followedStatuses, { error: 'invalid' }), followedStatuses.length),
      types: ticked(listId, MAX_TYPES),
      cities: ticked(listId, MAX_CITIES, 'tooManyCities'),
      priceMin: price,
      priceMax: price,
      bedroomsMin: z
        .number({ error: 'invalid' })
        .int('invalid')
        .min(0, 'invalid')
        .max(MAX_BEDROOMS, 'invalid')
        .nullish()
        .transform((value) => value ?? null),
      area,
    },
    { error: 'invalid' },
  )
  .refine((criteria) => criteria.priceMin === null || criteria.priceMax === null || criteria.priceMin <= criteria.priceMax, {
    message: 'priceOrder',
    path: ['priceMax'],
  });
export type SubscriptionCriteriaValues = z.output<typeof criteriaSchema>;

/** The language of the mails: one of the site's. */
const mailLocale = z.enum(locales, { error: 'invalid' });

const subscribeShape = {
  email: emailAddress(),
  firstname: optionalLine(100),
  lastname: optionalLine(100),
  locale: mailLocale,
  criteria: criteriaSchema,
  privacy: privacyAccepted(),
};

/** The subscribe form in the browser. */
export const subscribeFormSchema = z.object(subscribeShape);
export type SubscribeFormInput = z.input<typeof subscribeFormSchema>;
export type SubscribeFormValues = z.output<typeof subscribeFormSchema>;

/** What the browser POSTs to /{locale}/notifications; any other key is refused. */
export const subscribePostSchema = z.object({ ...subscribeShape, ...antiSpamShape, ...originShape }).strict();
export type SubscribePost = z.output<typeof subscribePostSchema>;

const updateShape = { locale: mailLocale, criteria: criteriaSchema };

/** The edit form in the browser. */
export const subscriptionUpdateFormSchema = z.object(updateShape);
export type SubscriptionUpdateFormInput = z.input<typeof subscriptionUpdateFormSchema>;
export type SubscriptionUpdateFormValues = z.output<typeof subscriptionUpdateFormSchema>;

/** What the browser POSTs to /{locale}/notifications/{token}. */
export const subscriptionUpdatePostSchema = z.object({ ...updateShape, ...antiSpamShape }).strict();

/** What the browser POSTs to /{locale}/notifications/{token}/unsubscribe: nothing but the click. */
export const unsubscribePostSchema = z.object(antiSpamShape).strict();

export type SubscribeResult = FormResult<SubscribeField>;
export type SubscriptionUpdateResult = FormResult<SubscriptionUpdateField>;
export type UnsubscribeResult = FormResult<never>;

export const subscribeResultSchema = formResultSchema(subscribeFields);
export const subscriptionUpdateResultSchema = formResultSchema(subscriptionUpdateFields);
export const unsubscribeResultSchema: z.ZodType<UnsubscribeResult> = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.enum(formFailures) }),
]);

export const subscribeFieldErrorsOf = (error: z.ZodError): FieldErrors<SubscribeField> => fieldErrorsOf(error, subscribeFields);
export const subscriptionUpdateFieldErrorsOf = (error: z.ZodError): FieldErrors<SubscriptionUpdateField> =>
  fieldErrorsOf(error, subscriptionUpdateFields);

const criteriaKinds = {
  numbers: ['criteria.priceMin', 'criteria.priceMax', 'criteria.bedroomsMin'],
  lists: ['criteria.statuses', 'criteria.types', 'criteria.cities'],
} as const;

/** How the forms read when the browser posts them itself. */
export const subscribeFieldKinds: FormFieldKinds = { ...criteriaKinds, booleans: ['privacy'] };
export const subscriptionUpdateFieldKinds: FormFieldKinds = criteriaKinds;

/** The form as the browser's `useVisitorForm` takes it: its texts, fields, answer and reCAPTCHA action. */
export const subscribeFormSetup = { namespace: 'SubscriptionForm', fields: subscribeFields, resultSchema: subscribeResultSchema, recaptchaAction: SUBSCRIBE_ACTION, sendsOrigin: true, lead: 'subscription', isErrorKey: isSubscriptionErrorKey } as const;

/** The edit form of a mailed link: the token proves the mailbox, so no reCAPTCHA action. */
export const subscriptionUpdateFormSetup = { namespace: 'SubscriptionForm', fields: subscriptionUpdateFields, resultSchema: subscriptionUpdateResultSchema } as const;
