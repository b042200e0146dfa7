// Sending a visitor form to our route, without zod or a form library: the favourites' small price-watch
// form shares it with every other form (docs/decisions/0044-first-load-javascript.md).
import { HONEYPOT_FIELD, RECAPTCHA_FIELD } from '@/lib/forms/field-names';
import { honeypotValue } from './honeypot-field';
import { recaptchaToken } from './recaptcha';

/** Reads a route's answer: a zod schema, or a hand-written reader for a form that ships no zod. */
export type ResultReader<R> = { safeParse(value: unknown): { success: boolean; data?: R } };

/** What the browser answers itself when no usable answer came: nothing was sent, or nothing came back. */
export type LocalFailure = { ok: false; error: 'unavailable' | 'captcha'; fields?: undefined };

/** A route's JSON answer, read by `reader`; anything else (offline, a proxy's error page) is `unavailable`. */
export async function postJson<R extends { ok: boolean }>(url: string, body: unknown, reader: ResultReader<R>): Promise<R | LocalFailure> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const parsed = reader.safeParse(await response.json());
    // Spec (section 7): a status of 400 or more is a failure, whatever the body says.
    if (!parsed.success || parsed.data === undefined || (parsed.data.ok && !response.ok)) return { ok: false, error: 'unavailable' };
    return parsed.data;
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}

type Captcha = { siteKey: string | null | undefined; locale: string; action: string };

/**
 * Posts a form's values with what every post carries (the honeypot of the submitted form, `target`, and
 * the reCAPTCHA token when a site key is set); a token that cannot be had is a `captcha` failure, nothing sent.
 */
export async function postForm<R extends { ok: boolean }>(url: string, values: Record<string, unknown>, target: EventTarget | null | undefined, captcha: Captcha, reader: ResultReader<R>): Promise<R | LocalFailure> {
  const body: Record<string, unknown> = { ...values };
  const trap = honeypotValue(target);
  if (trap) body[HONEYPOT_FIELD] = trap;
  try {
    if (captcha.siteKey) body[RECAPTCHA_FIELD] = await recaptchaToken(captcha.siteKey, captcha.locale, captcha.action);
  } catch {
    // Google's script did not load or gave no token.
    return { ok: false, error: 'captcha' };
  }
  return postJson(url, body, reader);
}
