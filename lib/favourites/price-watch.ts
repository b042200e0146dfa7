// "Mail me when the price of my favourites drops": what the browser's small form and our route
// share, without zod, so the form's client code stays tiny (lib/forms/price-watch-form.ts holds the schema).

/** Our route: `POST /{locale}/notifications/price-drops`, like the subscribe form's `notifications`. */
export const PRICE_WATCH_ROUTE = 'notifications/price-drops';

/** The reCAPTCHA action of the form. */
export const PRICE_WATCH_ACTION = 'price_watch';

/** The form's fields in the order it shows them (the ids are hidden inputs, one per favourite). */
export const priceWatchFields = ['email', 'estateIds', 'privacy'] as const;
export type PriceWatchField = (typeof priceWatchFields)[number];

/**
 * What our route answers: success, a failure every form knows, or `unsupported`: the agency's site API
 * does not offer the optional price-drop call (docs/site-api.md), so no watch was made.
 */
export type PriceWatchResult =
  | { ok: true }
  | { ok: false; error: 'invalid' | 'captcha' | 'notFound' | 'rateLimited' | 'unavailable' | 'unsupported'; fields?: Partial<Record<PriceWatchField, string>> };

const failures = new Set(['invalid', 'captcha', 'notFound', 'rateLimited', 'unavailable', 'unsupported']);

/** The route's answer read by hand (no zod in the browser); anything else is `unavailable`. */
export function readPriceWatchResult(value: unknown): PriceWatchResult {
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'unavailable' };
  const { ok, error, fields } = value as { ok?: unknown; error?: unknown; fields?: unknown };
  if (ok === true) return { ok: true };
  if (ok !== false || typeof error !== 'string' || !failures.has(error)) return { ok: false, error: 'unavailable' };
  const named: Partial<Record<PriceWatchField, string>> = {};
  if (typeof fields === 'object' && fields !== null) {
    for (const field of priceWatchFields) {
      const message = (fields as Record<string, unknown>)[field];
      if (typeof message === 'string') named[field] = message;
    }
  }
  return { ok: false, error: error as Exclude<PriceWatchResult, { ok: true }>['error'], ...(Object.keys(named).length > 0 ? { fields: named } : {}) };
}
