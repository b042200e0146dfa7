import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/lib/rules';
import { recaptchaConfig, trustForwardedHost } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { logger } from '@/lib/log/logger.mjs';
import { reportFailure } from '@/lib/log/upstream-failure';
import { crossSitePostRefused } from '@/lib/tenancy/fallback-pages';
import { askedHost, requestHostname } from '@/lib/tenancy/hostname';
import { resolveSite } from '@/lib/tenancy/resolve-site';
import { HONEYPOT_FIELD, RECAPTCHA_FIELD, type FormFailure } from './fields';
import { countFormPost, formOutcome, type FormOutcome } from './form-outcome';
import { isBrowserFormPost, readFormBody } from './form-body';
import { NEEDS_JAVASCRIPT, type KeptValues } from './no-script';
import { forgetKeptForm, noScriptAnswer, type NoScriptConfig } from './no-script-answer';
import { isOwnSitePost } from './post-origin';
import { limitFormPost, type RateLimitRule } from './rate-limit';
import { readJsonBody } from './read-json';
import { verifyRecaptcha } from './recaptcha';

/** A form with a long message is a few KB; anything far bigger is not one. */
export const MAX_FORM_BYTES = 20 * 1024;

/** The failures every form route answers the same way; a form's own result type includes them. */
export type FormPostFailure = { ok: false; error: FormFailure; fields?: Partial<Record<string, string>> };

/** What a form's `submit` answers: its result, and the status that goes with it. */
export type FormAnswer<R> = { result: R; status: number };

export type FormPostConfig<S extends z.ZodType, R> = {
  /** Names the rate-limit bucket and the log lines, e.g. 'contact'. */
  form: string;
  /**
   * The reCAPTCHA action the browser asked its token for. Null for a post that carries a secret from a
   * mail (a subscription token): holding it already proves a person with the mailbox, and unsubscribing
   * must work even where Google's script is blocked.
   */
  recaptchaAction: string | null;
  schema: S;
  /** The field errors of a body the schema refused, as the form's error keys. */
  fieldErrors: (error: z.ZodError) => Partial<Record<string, string>>;
  /** What a robot that filled the honeypot is told: what a person would be told. */
  decoy: FormAnswer<R>;
  /** Passes the checked form on (to the site API) and answers the outcome. */
  submit: (form: z.output<S>, context: { locale: Locale; request: Request }) => Promise<FormAnswer<R | FormPostFailure>>;
  /** The form as the browser posts it itself, without JavaScript. */
  noScript: NoScriptConfig<NoInfer<R>>;
  maxBytes?: number;
  rateLimit?: RateLimitRule;
};

type RouteContext = { params: Promise<{ locale: string }> };

/** A checked post's answer; `honeypot` when it is the decoy a robot is told. */
type Checked<R> = FormAnswer<R | FormPostFailure> & { headers?: Record<string, string>; honeypot?: true };

export function answerForm(result: unknown, status: number, headers: Record<string, string> = {}): Response {
  // One visitor's submission and its outcome: never cached anywhere.
  return Response.json(result, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function failed(error: FormFailure, status: number, fields: Partial<Record<string, string>> = {}, headers?: Record<string, string>): Checked<never> {
  return { result: Object.keys(fields).length > 0 ? { ok: false, error, fields } : { ok: false, error }, status, headers };
}

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The hostname the form was posted on: proxy.ts found this site by it, so it is one of the site's
 * hostnames, and the page the token was solved on had it too.
 */
function postedOn(request: Request): string[] {
  const hostname = requestHostname(request.headers, trustForwardedHost()) ?? new URL(request.url).hostname;
  return hostname ? [hostname] : [];
}

/** The hostnames of the site the form was posted to: the look-up proxy.ts made for this host, remembered. */
async function siteHostnames(request: Request): Promise<readonly string[]> {
  const [hostname] = postedOn(request);
  const site = hostname ? await resolveSite(hostname) : null;
  return site?.hostnames ?? [];
}

function recaptchaToken(form: unknown): string | undefined {
  const value = typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[RECAPTCHA_FIELD] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The checks every form gets, whichever way it came: the honeypot (a robot is told it worked and nothing
 * is sent on), the form's schema (400 with field errors), the reCAPTCHA token when it is configured and the
 * form asks for one (400 'captcha'; 503 when the verify service is down), and only then `submit`. A post
 * without JavaScript can carry no token: with reCAPTCHA configured it goes no further than the schema.
 */
async function checkAndSubmit<S extends z.ZodType, R>(
  request: Request,
  locale: Locale,
  body: unknown,
  config: FormPostConfig<S, R>,
  withoutJavaScript: boolean,
): Promise<Checked<R> | 'needsJavaScript'> {
  if (honeypotFilled(body)) {
    logger().warn({ topic: 'form', form: config.form, refusal: 'honeypot' }, `${config.form} form: the honeypot was filled; answered as a success and sent nothing on`);
    return { ...config.decoy, honeypot: true };
  }

  const parsed = config.schema.safeParse(body);
  if (!parsed.success) return failed('invalid', 400, config.fieldErrors(parsed.error));

  const recaptcha = recaptchaConfig();
  if (recaptcha && config.recaptchaAction !== null) {
    // Google's check runs in the browser only (docs/decisions/0021-forms-without-javascript.md).
    if (withoutJavaScript) return 'needsJavaScript';
    const verdict = await verifyRecaptcha(recaptchaToken(parsed.data), config.recaptchaAction, recaptcha, { hostnames: postedOn(request) });
    if (!verdict.ok && verdict.reason === 'unavailable') {
      logger().error({ topic: 'form', form: config.form, refusal: 'captcha-unavailable' }, `${config.form} form: the reCAPTCHA verify service did not answer`);
      return failed('unavailable', 503);
    }
    if (!verdict.ok) {
      logger().warn({ topic: 'form', form: config.form, refusal: 'captcha', reason: verdict.reason }, `${config.form} form: reCAPTCHA refused the token (${verdict.reason})`);
      return failed('captcha', 400);
    }
  }

  try {
    return await config.submit(parsed.data, { locale, request });
  } catch (error) {
    unstable_rethrow(error);
    // A site-API failure is its one line (the call and the API's status, never the body that was sent).
    reportFailure(error, `${config.form} form: passing it on failed: answered 502`);
    return failed('unavailable', 502);
  }
}

/** One form post (`answerPost`), counted by form and outcome (form_posts_total). */
export async function handleFormPost<S extends z.ZodType, R>(request: Request, context: RouteContext, config: FormPostConfig<S, R>): Promise<Response> {
  const { response, outcome } = await answerPost(request, context, config);
  countFormPost(config.form, outcome);
  return response;
}

type Answered = { response: Response; outcome: FormOutcome };

const outcomeOf = (checked: FormAnswer<unknown> & { honeypot?: true }): FormOutcome => (checked.honeypot ? 'honeypot' : formOutcome(checked.result, checked.status));

/**
 * One form post, the same way for every form: the language, where it comes from (a post from
 * another website is a 403 page, its body never read: `isOwnSitePost`), the rate limit (429 with
 * Retry-After), the body within the size limit (400, 413), then `checkAndSubmit`. Our script posts JSON and
 * gets the result as JSON. A browser that posts the form itself (before hydration, or without JavaScript)
 * gets the same checks and a 303: to the success page, or to the form shown again with its errors and
 * what was typed (`noScriptAnswer`). Nothing the visitor typed is ever logged or put in a URL.
 */
async function answerPost<S extends z.ZodType, R>(request: Request, { params }: RouteContext, config: FormPostConfig<S, R>): Promise<Answered> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return { response: answerForm({ ok: false, error: 'notFound' }, 404), outcome: 'refused' };
  let ownSite: boolean;
  try {
    const host = askedHost(request.headers, trustForwardedHost()) ?? new URL(request.url).host;
    ownSite = await isOwnSitePost(request.headers, { host, siteHostnames: () => siteHostnames(request) });
  } catch (error) {
    // The site's hostnames were forgotten and the site API cannot say them now.
    reportFailure(error, `${config.form} form: the site's hostnames are unknown for now: answered 503`);
    const unavailable = failed('unavailable', 503);
    const response = isBrowserFormPost(request) ? noScriptAnswer(request, locale, config.noScript as NoScriptConfig<unknown>, unavailable, {}) : answerCheck(unavailable);
    return { response, outcome: 'unavailable' };
  }
  if (!ownSite) {
    logger().warn({ topic: 'form', form: config.form, refusal: 'cross-site' }, `${config.form} form: refused a post from another website; nothing was read or sent on`);
    return { response: crossSitePostRefused(locale), outcome: 'cross_site' };
  }
  const maxBytes = config.maxBytes ?? MAX_FORM_BYTES;
  const limit = await limitFormPost(config.form, request.headers, config.rateLimit);

  if (isBrowserFormPost(request)) {
    let kept: KeptValues = {};
    let outcome: Checked<unknown>;
    // Read (within the size limit) even when over the rate limit: what was typed is kept either way.
    const body = await readFormBody(request, maxBytes, config.noScript.fields);
    if (body.ok) kept = body.kept;
    if (!limit.ok) outcome = failed('rateLimited', 429);
    else {
      const checked = body.ok ? await checkAndSubmit(request, locale, body.value, config, true) : failed('invalid', body.status);
      outcome = checked === 'needsJavaScript' ? { result: { ok: false, error: NEEDS_JAVASCRIPT }, status: 400 } : checked;
    }
    return { response: noScriptAnswer(request, locale, config.noScript as NoScriptConfig<unknown>, outcome, kept), outcome: outcomeOf(outcome) };
  }

  const answered = (checked: Checked<unknown>): Answered => ({ response: answerCheck(checked), outcome: outcomeOf(checked) });
  if (!limit.ok) return answered(failed('rateLimited', 429, {}, { 'retry-after': String(limit.retryAfterSeconds) }));
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return answered(failed('invalid', body.status));
  const checked = await checkAndSubmit(request, locale, body.value, config, false);
  // Only a post without JavaScript is told to switch it on; ours always carries a token.
  if (checked === 'needsJavaScript') return answered(failed('captcha', 400));
  const { response, outcome } = answered(checked);
  // Sent by the script from the page that showed it again: that page's kept form is done with.
  if (isSuccess(checked.result)) for (const cookie of forgetKeptForm(request, locale, config.noScript as NoScriptConfig<unknown>)) response.headers.append('set-cookie', cookie);
  return { response, outcome };
}

const isSuccess = (result: unknown) => typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === true;

function answerCheck({ result, status, headers }: Checked<unknown>): Response {
  return answerForm(result, status, headers);
}
