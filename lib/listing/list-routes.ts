import 'server-only';
import { hasLocale } from 'next-intl';
import { z } from 'zod';
import { routing } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/rules';

/** Past this nobody scrolls; an offset beyond it is a crawler or a mistake. */
const MAX_OFFSET = 10_000;
const offsetSchema = z.coerce.number().int().min(0).catch(0);

/**
 * The `offset` of a next-page request, or the 400 answer for one past the end (starting over at 0 would
 * make the browser fetch the same page forever).
 */
export function offsetOf(url: URL): number | Response {
  const offset = offsetSchema.parse(url.searchParams.get('offset') ?? 0);
  return offset > MAX_OFFSET ? Response.json({ error: 'OFFSET_TOO_LARGE' }, { status: 400 }) : offset;
}

type NextPageRequest = { locale: Locale; url: URL; offset: number };

/**
 * A next-page request of a list (`?{list query}&offset=15`): its language, URL and offset, or the answer to
 * give at once (404 for a language the site has not, 400 for an offset past the end).
 */
export async function nextPageRequest(request: Request, params: Promise<{ locale: string }>): Promise<NextPageRequest | Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return Response.json({ error: 'NOT_FOUND' }, { status: 404 });
  const url = new URL(request.url);
  const offset = offsetOf(url);
  return offset instanceof Response ? offset : { locale, url, offset };
}

/**
 * The answer to a visitor who left before it was ready (their request's signal aborted, so the site-API
 * calls made for them were given up, lib/site-api/transport.ts): nobody reads it and nothing failed, so
 * it is logged nowhere and is no 5xx. 499 is the status proxies log for "client closed request".
 */
export function visitorLeftAnswer(): Response {
  return new Response(null, { status: 499, headers: { 'cache-control': 'no-store' } });
}

/** A page of a list for the browser; a failed upstream search is still an answer (the list shows a retry), never cached. */
export function listPageAnswer(page: { error?: unknown }, signal?: AbortSignal): Response {
  if (page.error && signal?.aborted) return visitorLeftAnswer();
  return Response.json(page, {
    status: page.error ? 502 : 200,
    headers: { 'cache-control': page.error ? 'no-store' : 'private, max-age=30' },
  });
}

/** A failure of an ajax route as JSON; a server failure is never cached, or a retry would get it back. */
export function errorAnswer(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status, headers: { 'cache-control': status >= 500 ? 'no-store' : 'private, max-age=60' } });
}
