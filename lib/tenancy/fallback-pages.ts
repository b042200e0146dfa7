import type { NextRequest } from 'next/server';
import { defaultLocale, locales, type Locale } from '@/lib/rules';
import { escapeHtml } from '@/lib/text/escape-html';
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

function pageHtml(locale: Locale, title: string, description: string, link?: { href: string; text: string }): string {
  const linkHtml = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d2733;line-height:1.5}h1{font-size:1.6rem}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>${linkHtml}</main></body></html>`;
}

function page(locale: Locale, title: string, description: string, status: number, extra: HeadersInit = {}, link?: { href: string; text: string }) {
  return new Response(pageHtml(locale, title, description, link), {
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

/** No agency answers on this hostname: a deliberate 404 that names the address, not another agency's site. */
export function unknownHost(request: NextRequest, hostname: string | null): Response {
  const locale = fallbackLocale(request);
  const m = fallbackMessages[locale];
  return page(locale, m.unknownHostTitle, m.unknownHostDescription.replace('{hostname}', hostname ?? '?'), 404);
}

/** A form post that came from another website: a localised 403 that names nothing of what was posted. */
export function crossSitePostRefused(locale: Locale): Response {
  const m = fallbackMessages[locale];
  return page(locale, m.crossSiteTitle, m.crossSiteDescription, 403, {}, { href: `/${locale}`, text: m.homeLink });
}
