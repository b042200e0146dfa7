import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/lib/domain/enums';
import { recaptchaConfig } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { HONEYPOT_FIELD, RECAPTCHA_FIELD, type FormFailure } from './fields';
import { FORM_RATE_LIMIT, limitFormPost, type RateLimitRule } from './rate-limit';
import { readJsonBody } from './read-json';
import { verifyRecaptcha } from './recaptcha';
import { requestHostname } from '@/lib/tenancy/hostname';

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
  maxBytes?: number;
  rateLimit?: RateLimitRule;
};

type RouteContext = { params: Promise<{ locale: string }> };

export function answerForm(result: unknown, status: number, headers: Record<string, string> = {}): Response {
  // One visitor's submission and its outcome: never cached anywhere.
  return Response.json(result, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

function failure(error: FormFailure, status: number, fields: Partial<Record<string, string>> = {}, headers?: Record<string, string>): Response {
  const result: FormPostFailure = Object.keys(fields).length > 0 ? { ok: false, error, fields } : { ok: false, error };
  return answerForm(result, status, headers);
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
  const hostname = requestHostname(request.headers, process.env.TRUST_FORWARDED_HOST === 'true') ?? new URL(request.url).hostname;
  return hostname ? [hostname] : [];
}

/** A submit from before the page's JavaScript ran: the browser posted the form itself, not our JSON. */
function isBrowserFormPost(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data';
}

/**
 * 303 back to the page the form was on (the Referer's path, on this host only; else the home page): the
 * browser shows it again, hydrated by then, to send from. Nothing the visitor typed is read, passed on or
 * put in the URL.
 */
function backToPage(request: Request, locale: string): Response {
  let location = `/${locale}`;
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.host === request.headers.get('host') && referer.pathname.startsWith('/')) location = referer.pathname;
  } catch {
    // No Referer, or not a URL: the home page.
  }
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

function recaptchaToken(form: unknown): string | undefined {
  const value = typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[RECAPTCHA_FIELD] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * One form post, the same way for every form (issue #6): the language, the rate limit (429 with
 * Retry-After), a JSON body within the size limit (400, 413), the honeypot (a robot is told it worked and
 * nothing is sent on), the form's schema (400 with field errors), the reCAPTCHA token when it is configured
 * and the form asks for one (400 'captcha'; 503 when the verify service is down), and only then `submit`.
 * Nothing the visitor typed is ever logged.
 */
export async function handleFormPost<S extends z.ZodType, R>(request: Request, { params }: RouteContext, config: FormPostConfig<S, R>): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return failure('notFound', 404);

  const limit = await limitFormPost(config.form, request.headers, config.rateLimit ?? FORM_RATE_LIMIT);
  if (!limit.ok) return failure('rateLimited', 429, {}, { 'retry-after': String(limit.retryAfterSeconds) });

  if (isBrowserFormPost(request)) return backToPage(request, locale);

  const body = await readJsonBody(request, config.maxBytes ?? MAX_FORM_BYTES);
  if (!body.ok) return failure('invalid', body.status);

  if (honeypotFilled(body.value)) {
    console.warn(`${config.form} form: the honeypot was filled; answered as a success and sent nothing on`);
    return answerForm(config.decoy.result, config.decoy.status);
  }

  const parsed = config.schema.safeParse(body.value);
  if (!parsed.success) return failure('invalid', 400, config.fieldErrors(parsed.error));

  const recaptcha = recaptchaConfig();
  if (recaptcha && config.recaptchaAction !== null) {
    const verdict = await verifyRecaptcha(recaptchaToken(parsed.data), config.recaptchaAction, recaptcha, { hostnames: postedOn(request) });
    if (!verdict.ok && verdict.reason === 'unavailable') {
      console.error(`${config.form} form: the reCAPTCHA verify service did not answer`);
      return failure('unavailable', 503);
    }
    if (!verdict.ok) {
      console.warn(`${config.form} form: reCAPTCHA refused the token (${verdict.reason})`);
      return failure('captcha', 400);
    }
  }

  try {
    const { result, status } = await config.submit(parsed.data, { locale, request });
    return answerForm(result, status);
  } catch (error) {
    unstable_rethrow(error);
    // The error names the call and the API's status, never the body that was sent.
    console.error(`${config.form} form: passing it on failed:`, error instanceof Error ? error.message : String(error));
    return failure('unavailable', 502);
  }
}
