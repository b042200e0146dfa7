import type { NextRequest } from 'next/server';
import { defaultLocale, locales, type Locale } from '@/lib/domain/enums';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

const fallbackMessages: Record<Locale, typeof nl.Fallback> = {
  nl: nl.Fallback,
  fr: fr.Fallback,
  en: en.Fallback,
  de: de.Fallback,
};
const errorMessages: Record<Locale, typeof nl.Error> = { nl: nl.Error, fr: fr.Error, en: en.Error, de: de.Error };

function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** The visitor's language without a site to ask: the path prefix, else Accept-Language, else nl. */
export function fallbackLocale(request: Pick<NextRequest, 'nextUrl' | 'headers'>): Locale {
  const prefix = request.nextUrl.pathname.split('/')[1];
  if (isLocale(prefix)) return prefix;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? defaultLocale;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function pageHtml(locale: Locale, title: string, description: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d2733;line-height:1.5}h1{font-size:1.6rem}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p></main></body></html>`;
}

function page(locale: Locale, title: string, description: string, status: number, extra: HeadersInit = {}) {
  return new Response(pageHtml(locale, title, description), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });
}

/** The site API could not be reached: a localised 503 the visitor can understand, never a stack trace. */
export function serviceUnavailable(request: NextRequest): Response {
  const locale = fallbackLocale(request);
  const m = fallbackMessages[locale];
  return page(locale, m.unavailableTitle, m.unavailableDescription, 503, { 'retry-after': '60' });
}

/** The body of that 503 for a page whose render the site API failed (lib/http/upstream-outage.ts), in the path's language. */
export function serviceUnavailableHtml(path: string): string {
  const locale = pathLocale(path);
  const m = fallbackMessages[locale];
  return pageHtml(locale, m.unavailableTitle, m.unavailableDescription);
}

/**
 * The body of a 500 whose render failed before any layout could be drawn (Next's own empty shell): the
 * localised "something went wrong", in the path's language, so no error answer is an empty document.
 */
export function internalErrorHtml(path: string): string {
  const locale = pathLocale(path);
  return pageHtml(locale, errorMessages[locale].title, errorMessages[locale].description);
}

/** The language of a visitor path (`/fr/…`) or of the internal one a page renders under (`/{site}/fr/…`). */
function pathLocale(path: string): Locale {
  const [, first, second] = path.split('/');
  if (isLocale(first)) return first;
  return isLocale(second) ? second : defaultLocale;
}

/** No agency answers on this hostname: a deliberate 404 that names the address, not another agency's site. */
export function unknownHost(request: NextRequest, hostname: string | null): Response {
  const locale = fallbackLocale(request);
  const m = fallbackMessages[locale];
  return page(locale, m.unknownHostTitle, m.unknownHostDescription.replace('{hostname}', hostname ?? '?'), 404);
}
