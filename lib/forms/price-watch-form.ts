// "Mail me when the price of my favourites drops": the rules our route checks a post with before
// passing it to the site API's optional `POST …/subscriptions/price-drops`. Limits are the API's.
import { z } from 'zod';
import { MAX_WATCHED_ESTATES } from '@/lib/site-api/schemas/leads';
import { priceWatchFields, type PriceWatchField } from '@/lib/favourites/price-watch';
import { antiSpamShape, emailAddress, fieldErrorsOf, privacyAccepted, ticked, type FieldErrors } from './fields';
import type { FormFieldKinds } from './no-script';

/** A listing id: a number, or the value of a hidden input (a string of digits). */
const estateId = z
  .union([z.number({ error: 'invalid' }), z.string({ error: 'invalid' }).regex(/^[1-9]\d{0,9}$/, 'invalid')], { error: 'invalid' })
  .transform(Number)
  .pipe(z.number().int('invalid').positive('invalid').max(2_147_483_647, 'invalid'));

/** What the browser POSTs to /{locale}/notifications/price-drops; the mail's language is the page's. */
export const priceWatchPostSchema = z
  .object({
    email: emailAddress(),
    estateIds: ticked(estateId, MAX_WATCHED_ESTATES).pipe(z.array(z.number()).min(1, 'required')),
    privacy: privacyAccepted(),
    ...antiSpamShape,
  })
  .strict();
export type PriceWatchPost = z.output<typeof priceWatchPostSchema>;

export const priceWatchFieldErrorsOf = (error: z.ZodError): FieldErrors<PriceWatchField> => fieldErrorsOf(error, priceWatchFields);

/** How the form reads when the browser posts it itself (every favourite's id a hidden input of one name). */
export const priceWatchFieldKinds: FormFieldKinds = { lists: ['estateIds'], booleans: ['privacy'] };
