import { LRUCache } from 'lru-cache';
import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { locales, type Locale } from '@/lib/rules';
import { routing } from './routing';

type I18nRouting = (request: NextRequest) => NextResponse;

/**
 * next-intl's routing with the site's own default language: a visitor whose browser asks for none of the
 * site's languages (or for no language at all) lands in the agency's, French for a Walloon agency. One
 * handler per language, made once.
 */
const handlers = Object.fromEntries(locales.map((locale) => [locale, createMiddleware({ ...routing, defaultLocale: locale })])) as Record<Locale, I18nRouting>;

/**
 * next-intl's answer for one path, kept apart from the request it was made for: where it sends the visitor
 * (a redirect's Location or a rewrite's target, as a path on the origin asked), the request headers it adds
 * for the page (the language), and the other headers it sets.
 */
type Answer = { status: number; location?: string; rewrite?: string; requestHeaders: [string, string][]; headers: [string, string][] };

/**
 * next-intl's answers by site language and path. Matching a path against every route's localised
 * templates is most of the proxy's work on a page view (`npm run bench:proxy`), and for a path that starts
 * with a language the answer depends on the path alone: the language in the path wins over the browser's,
 * and no cookie is read or set (`localeCookie: false`). Paths without a language follow Accept-Language and
 * are routed anew each time. Bounded: bots asking random queries push out the least used.
 */
const answers = new LRUCache<string, Answer>({ max: 5000 });

const startsWithLanguage = (pathname: string) => (locales as readonly string[]).includes(pathname.split('/', 2)[1] ?? '');

/** A URL next-intl made from `new URL(path, request.url)`, as a path again; null if it left the origin asked. */
function pathOn(request: NextRequest, url: string | null): string | undefined | null {
  if (url === null) return undefined;
  const target = new URL(url, request.url);
  return target.origin === new URL(request.url).origin ? `${target.pathname}${target.search}` : null;
}

const OVERRIDES = 'x-middleware-override-headers';
const REQUEST_HEADER = 'x-middleware-request-';
const ROUTING_HEADERS = new Set(['location', 'x-middleware-rewrite', 'x-middleware-next', OVERRIDES]);

/** What of next-intl's answer holds for any request of the same path; null when it cannot be told apart from the request. */
function answerOf(request: NextRequest, response: NextResponse): Answer | null {
  const location = pathOn(request, response.headers.get('location'));
  const rewrite = pathOn(request, response.headers.get('x-middleware-rewrite'));
  if (location === null || rewrite === null) return null;
  const overridden = response.headers.get(OVERRIDES)?.split(',').filter(Boolean) ?? [];
  // A request header taken away could not be replayed as an addition: such an answer is not kept.
  if (overridden.length > 0 && [...request.headers.keys()].some((name) => !overridden.includes(name))) return null;
  const requestHeaders: [string, string][] = [];
  for (const name of overridden) {
    const value = response.headers.get(`${REQUEST_HEADER}${name}`);
    if (value !== null && value !== request.headers.get(name)) requestHeaders.push([name, value]);
  }
  const headers = [...response.headers].filter(([name]) => !ROUTING_HEADERS.has(name) && !name.startsWith(REQUEST_HEADER));
  return { status: response.status, location, rewrite, requestHeaders, headers };
}

/** next-intl's kept answer for this request, made with Next's own NextResponse as next-intl makes it. */
function replay(request: NextRequest, answer: Answer): NextResponse {
  let response: NextResponse;
  if (answer.location !== undefined) {
    response = NextResponse.redirect(new URL(answer.location, request.url), answer.status);
  } else {
    const headers = new Headers(request.headers);
    for (const [name, value] of answer.requestHeaders) headers.set(name, value);
    response = answer.rewrite !== undefined ? NextResponse.rewrite(new URL(answer.rewrite, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  }
  for (const [name, value] of answer.headers) response.headers.set(name, value);
  return response;
}

export function i18nRoutingFor(defaultLocale: Locale): I18nRouting {
  const handler = handlers[defaultLocale];
  return (request) => {
    const { pathname, search } = request.nextUrl;
    if (!startsWithLanguage(pathname)) return handler(request);
    const key = `${defaultLocale} ${pathname}${search}`;
    const kept = answers.get(key);
    if (kept) return replay(request, kept);
    const response = handler(request);
    const answer = answerOf(request, response);
    if (answer) answers.set(key, answer);
    return response;
  };
}
