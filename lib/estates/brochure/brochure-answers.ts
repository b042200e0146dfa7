import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname } from '@/lib/i18n/pathname';
import { escapeHtml } from '@/lib/text/escape-html';

/**
 * The brochure route's 404: a route handler cannot render the site's not-found page, so it answers the
 * same words (NotFound) as a small page of its own, in the visitor's language, with the way to the
 * listings and the home page; never a blank answer.
 */
export async function brochureNotFound(locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const listings = getPathname({ href: '/estates', locale });
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('title'))}</title></head>
<body>
<main>
<h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('description'))}</p>
<p><a href="${escapeHtml(listings)}">${escapeHtml(t('browseEstates'))}</a></p>
<p><a href="/${locale}">${escapeHtml(t('backHome'))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' } });
}

/** 429 or 503 with Retry-After and a sentence in the visitor's language. */
export async function brochureRefused(locale: Locale, status: 429 | 503, retryAfterSeconds: number): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'Brochure' });
  return new Response(status === 429 ? t('tooMany') : t('busy'), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) },
  });
}
