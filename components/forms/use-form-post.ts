'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackLead, type LeadType } from '@/lib/analytics/lead-event';
import { readLandingOrigin } from '@/lib/attribution/landing-origin';
import type { FormFailure, FormResult } from '@/lib/forms/fields';
import { NEEDS_JAVASCRIPT, type FormRetry } from '@/lib/forms/no-script';
import { postForm, type LocalFailure, type ResultReader } from './post-form';
import { loadRecaptcha } from './recaptcha';

/** The least a form route answers: success, or a failure of some kind, perhaps naming fields. */
export type PostResult<F extends string> = { ok: true } | { ok: false; error: string; fields?: Partial<Record<F, string>> };

type FailureOf<R> = (R extends { ok: false; error: infer E extends string } ? E : never) | LocalFailure['error'];

/** Document 001, section 4: idle, loading while sending, then success or failure. */
export type FormPhase<E extends string = FormFailure> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done' }
  | { kind: 'failed'; error: E; focusAlert: boolean };

type Options<F extends string, R extends PostResult<F>> = {
  /** Our route for the form, without the language: `contact-form-handler`. */
  route: string;
  /** A form whose success or failure carries more (an id, a list) answers its own result type. */
  resultSchema: ResultReader<R>;
  /** The form's fields in the order it shows them. */
  fields: readonly F[];
  /** From `recaptchaConfig()` on the server; without one no token is asked for. */
  recaptchaSiteKey: string | null | undefined;
  recaptchaAction: string;
  /** The form the server refused after a post without JavaScript: shown failed, as it said. */
  retry?: FormRetry | null;
  /** A lead says where the visitor came from, when their browser kept it (lib/attribution). */
  sendsOrigin?: boolean;
  /** A lead the site's analytics count once it is sent, if the visitor's consent allows (lib/analytics/lead-event.ts). */
  lead?: LeadType;
};

/**
 * Sending a form to our route and the phase it is in: the honeypot and the reCAPTCHA token are added to the
 * body, a failure names its fields, and the focus goes to the outcome when no field takes it.
 */
export function useFormPost<F extends string, R extends PostResult<F> = FormResult<F>>({
  route,
  resultSchema,
  fields,
  recaptchaSiteKey,
  recaptchaAction,
  retry,
  sendsOrigin = false,
  lead,
}: Options<F, R>) {
  const locale = useLocale();
  /**
   * The form's `action`, with `method="post"`: a submit before the page is hydrated posts there too, so
   * what the visitor typed never travels in a URL (a GET query string lands in logs and history).
   */
  const formAction = `/${locale}/${route}`;
  const [phase, setPhase] = useState<FormPhase<FailureOf<R>>>(() =>
    // The page that shows a refused form again says itself when JavaScript is what it needs.
    retry && retry.error !== NEEDS_JAVASCRIPT ? { kind: 'failed', error: retry.error as FailureOf<R>, focusAlert: false } : { kind: 'idle' },
  );
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // Bumped by every send and reset: an answer to an older send is ignored.
  const round = useRef(0);

  useEffect(() => {
    if (phase.kind === 'done') doneRef.current?.focus();
    if (phase.kind === 'failed' && phase.focusAlert) alertRef.current?.focus();
  }, [phase]);

  /** Starts loading reCAPTCHA as soon as the visitor starts on the form, so that sending does not wait for it. */
  const warmUp = useCallback(() => {
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey, locale).catch(() => {});
  }, [recaptchaSiteKey, locale]);

  /**
   * Sends the form (`target`: the submit event's, for the honeypot); answers the result, or null when the
   * form was reset meanwhile.
   */
  async function send(values: Record<string, unknown>, target?: EventTarget | null): Promise<R | LocalFailure | null> {
    const current = ++round.current;
    setPhase({ kind: 'loading' });
    const origin = sendsOrigin ? readLandingOrigin() : null;
    const body = origin ? { ...values, origin } : values;
    const result = await postForm(formAction, body, target, { siteKey: recaptchaSiteKey, locale, action: recaptchaAction }, resultSchema);
    if (current !== round.current) return null;
    // A generic result does not narrow on `ok`: its failure is named by hand.
    const failure = result.ok ? null : (result as { ok: false; error: FailureOf<R>; fields?: Partial<Record<F, string>> });
    if (!failure) {
      setPhase({ kind: 'done' });
      if (lead) trackLead(lead);
    }
    else setPhase({ kind: 'failed', error: failure.error, focusAlert: !fields.some((field) => failure.fields?.[field]) });
    return result;
  }

  /** Back to the idle form (after a success, to send another): alerts hidden, a pending answer ignored. */
  function reset() {
    round.current += 1;
    setPhase({ kind: 'idle' });
  }

  return { phase, send, reset, warmUp, alertRef, doneRef, formAction };
}
