// Forms without JavaScript: what the browser and the server share about a form the
// browser posted itself (before hydration, or with JavaScript off). The server keeps a refused form for one
// visitor in a short-lived cookie and shows it again on a dynamic page (`/{locale}/form/{form}`), never on a
// cached one; a success goes to a page that holds no visitor data.
import { z } from 'zod';

/** The forms that have a page of their own to be shown again on, named in its path. */
export const noScriptForms = ['contact', 'send-to-a-friend', 'subscribe', 'reservation', 'appointment', 'valuation'] as const;
export type NoScriptForm = (typeof noScriptForms)[number];

export function isNoScriptForm(value: unknown): value is NoScriptForm {
  return typeof value === 'string' && (noScriptForms as readonly string[]).includes(value);
}

/**
 * Why a form is shown again: a failure every form knows, one of its own (a slot taken), or
 * `needsJavaScript`: reCAPTCHA is configured, and its check runs only in the browser.
 */
export const retryFailureSchema = z.string().regex(/^[a-zA-Z]{1,40}$/);
export const NEEDS_JAVASCRIPT = 'needsJavaScript';

/**
 * How a form's fields read when the browser posted it itself (every value is text there): numbers ('' is
 * none), checkboxes that are there when ticked, and groups of boxes that share a name. Names with a dot
 * (`criteria.priceMin`) are nested, as react-hook-form names them. The rest is text.
 */
export type FormFieldKinds = {
  numbers?: readonly string[];
  booleans?: readonly string[];
  lists?: readonly string[];
};

/** What the visitor typed, as the browser posted it: text fields as text, ticked boxes as lists. */
export const keptValuesSchema = z.record(z.string().max(200), z.union([z.string().max(20_000), z.array(z.string().max(2_000)).max(100)]));
export type KeptValues = z.infer<typeof keptValuesSchema>;

/** A refused form, kept for the page that shows it again; error keys are the form's own. */
export const formRetrySchema = z.object({
  form: z.enum(noScriptForms),
  values: keptValuesSchema,
  // Field names as the forms name them (`criteria.priceMax`); none that could reach a prototype.
  fields: z.record(
    z
      .string()
      .max(200)
      .regex(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/)
      .refine((name) => !/(^|\.)(constructor|prototype)(\.|$)/.test(name)),
    z.string().regex(/^[a-zA-Z]{1,40}$/),
  ),
  error: retryFailureSchema,
});
export type FormRetry = z.infer<typeof formRetrySchema>;

/** The one text value of a kept field ('' when none). */
export function keptText(values: KeptValues | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

/** Whether a kept checkbox or radio button was ticked: with `value`, one of a group. */
export function keptTicked(values: KeptValues | undefined, name: string, value?: string): boolean {
  const kept = values?.[name];
  if (kept === undefined) return false;
  if (value === undefined) return true;
  return typeof kept === 'string' ? kept === value : kept.includes(value);
}

/**
 * The field errors of a kept form as react-hook-form's `errors` option takes them (dotted names nested), so
 * the server renders them into the page's HTML.
 */
export function keptErrors(retry: FormRetry | null | undefined): Record<string, unknown> | undefined {
  if (!retry || Object.keys(retry.fields).length === 0) return undefined;
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(retry.fields)) {
    const path = name.split('.');
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      // Own properties only: nothing inherited is ever written to.
      if (!Object.hasOwn(node, part)) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
    node[path[path.length - 1] ?? name] = { type: 'server', message };
  }
  return errors;
}
