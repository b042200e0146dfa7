import 'server-only';
import type { Locale } from '@/lib/rules';
import { trustForwardedHost } from '@/lib/env';
import { getPathname } from '@/lib/i18n/pathname';
import { originOfHost, requestHostname } from '@/lib/tenancy/hostname';
import type { FormFieldKinds, KeptValues, NoScriptForm } from './no-script';
import { clearRetryCookies, retryCookies } from './retry-cookie';

export type NoScriptConfig<R> = {
  /** How its fields read from a browser's own post (all text there). */
  fields: FormFieldKinds;
  /**
   * The page that shows the form again with its errors and what was typed; none: the page it was posted
   * from, which shows the outcome itself (a cancelled appointment, an unsubscribed address).
   */
  form?: NoScriptForm;
  /** Where a success goes: a path of the site with nothing the visitor typed in it. Default: the page it came from. */
  success?: (result: R, locale: Locale) => string;
};

/** The dynamic page that shows a form again (`/nl/formulier/contact`). */
export function formPagePath(locale: Locale, form: NoScriptForm): string {
  return getPathname({ locale, href: { pathname: '/form/[form]', params: { form } } });
}

/** The thank-you page of a form that has no page of its own to go to. */
export function formSentPath(locale: Locale, form: NoScriptForm): string {
  return getPathname({ locale, href: { pathname: '/form/[form]/sent', params: { form } } });
}

/** Where the kept form's cookie goes: the form pages of this language (`/nl/formulier`), nowhere else. */
function cookieOptions(request: Request, locale: Locale) {
  const page = formPagePath(locale, 'contact');
  const hostname = requestHostname(request.headers, trustForwardedHost());
  const secure = new URL(request.url).protocol === 'https:' || (hostname !== null && originOfHost(hostname).protocol === 'https:');
  return { path: page.slice(0, page.lastIndexOf('/')), secure };
}

/** The path of the page the form was posted from (the Referer, on this host only); else the home page. */
function pageOf(request: Request, locale: Locale): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.host === request.headers.get('host') && referer.pathname.startsWith('/')) return referer.pathname;
  } catch {
    // No Referer, or not a URL.
  }
  return `/${locale}`;
}

/**
 * The Set-Cookie lines that forget a kept form once the script sent it from the page that showed it
 * again; nothing for a form that has no such page.
 */
export function forgetKeptForm(request: Request, locale: Locale, config: NoScriptConfig<unknown>): string[] {
  return config.form ? clearRetryCookies(cookieOptions(request, locale)) : [];
}

function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

type Outcome = { result: unknown };

function failureOf(result: unknown): { error: string; fields: Record<string, string> } | null {
  if (typeof result !== 'object' || result === null || (result as { ok?: unknown }).ok === true) return null;
  const { error, fields } = result as { error?: unknown; fields?: unknown };
  const named = typeof fields === 'object' && fields !== null ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  return { error: typeof error === 'string' ? error : 'unavailable', fields: Object.fromEntries(named) };
}

/**
 * The answer to a form the browser posted itself: always a 303, so a reload posts nothing again. A success
 * goes to its page (and a form kept from before is forgotten); a failure goes to the page that shows the
 * form again, its errors and what was typed kept in a cookie for that page only (`retryCookies`), never in
 * the URL. A form without such a page goes back to the page it came from, which shows the outcome.
 */
export function noScriptAnswer(request: Request, locale: Locale, config: NoScriptConfig<unknown>, { result }: Outcome, kept: KeptValues): Response {
  const failure = failureOf(result);
  if (!failure) {
    const location = config.success ? config.success(result, locale) : pageOf(request, locale);
    return seeOther(location, forgetKeptForm(request, locale, config));
  }
  if (!config.form) return seeOther(pageOf(request, locale), []);
  const cookies = retryCookies({ form: config.form, values: kept, fields: failure.fields, error: failure.error }, cookieOptions(request, locale));
  return seeOther(formPagePath(locale, config.form), cookies);
}
