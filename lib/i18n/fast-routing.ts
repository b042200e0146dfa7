import { LRUCache } from 'lru-cache';
import { NextRequest, NextResponse } from 'next/server';
import type { Locale } from '@/lib/domain/enums';

type Handler = (request: NextRequest) => NextResponse;
type Pathnames = Record<string, string | Partial<Record<Locale, string>>>;

/** The part of next-intl's routing configuration the fast path reads; anything else set turns it off. */
export type FastRoutingConfig = {
  locales: readonly Locale[];
  defaultLocale: Locale;
  localePrefix?: unknown;
  alternateLinks?: boolean;
  localeCookie?: unknown;
  localeDetection?: boolean;
  domains?: unknown;
  pathnames: Pathnames;
};

/** next-intl's locale cookie (next-intl/dist/…/routing/config.js). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/** Accept-Language values whose verdict is remembered per handler; a visitor sending random ones costs a miss, not memory. */
const MAX_ACCEPT_LANGUAGES = 500;
/** Longer values (no browser sends one) are asked of next-intl every time instead of being remembered. */
const MAX_REMEMBERED_LENGTH = 256;

/** One localised template of an internal pathname, compiled once: what next-intl compiles again on every request. */
type Template = { locale: Locale | undefined; regex: RegExp; keys: string[]; internal: string };

/**
 * next-intl's routing of a visitor's path (next-intl/middleware), with the same answer for the page views that
 * matter, at a fraction of the cost. next-intl 4 compiles a regular expression for every localised pathname and
 * language, and matches the Accept-Language header with Intl's locale matcher, on every request: together most
 * of the proxy's time on a warm page (docs/bench-pages.md, sessions 7 and 8).
 *
 * The fast path only takes the common case, where next-intl's answer is provably a rewrite to the internal route:
 * the path starts with one of our languages exactly (lowercase, then the end or a slash), decodes (and holds no
 * encoded `%`), does not end in a slash, has nothing next-intl would sanitise (backslash, tab, line break, double slash), and the language's
 * own localised template is the first to match it, in next-intl's own order of the templates. There it does what
 * next-intl's middleware does (same rewrite or pass-through, same locale cookie), with the
 * templates compiled once and the Accept-Language verdict remembered per header value, asked of next-intl
 * itself. Everything else (a path without a language, another language's words, uppercase, a trailing slash,
 * a routing option the fast path does not know) goes to next-intl unchanged, which stays the authority.
 * tests/i18n/fast-routing.test.ts compares both answers, header by header, on a table of paths.
 */
export function withFastPath(routing: FastRoutingConfig, nextIntl: Handler): Handler {
  if (!supportsFastPath(routing)) return nextIntl;
  const templatesFor = new Map(routing.locales.map((locale) => [locale, compileTemplates(routing.pathnames, locale)]));
  const acceptLanguageVerdicts = new LRUCache<string, boolean>({ max: MAX_ACCEPT_LANGUAGES });

  /**
   * Whether next-intl sets the locale cookie on a first visit (no cookie yet) in `locale` with this Accept-Language:
   * only when the header's best language is another one. Asked of next-intl once per header value and language,
   * on the language's home page (its cheapest route).
   */
  function acceptLanguageDiffers(request: NextRequest, locale: Locale): boolean {
    const acceptLanguage = request.headers.get('accept-language');
    const key = `${locale} ${acceptLanguage ?? ''}`;
    let differs = acceptLanguageVerdicts.get(key);
    if (differs === undefined) {
      const probe = new NextRequest(new URL(`/${locale}`, request.url), { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      differs = nextIntl(probe).cookies.has(LOCALE_COOKIE);
      if (key.length <= MAX_REMEMBERED_LENGTH) acceptLanguageVerdicts.set(key, differs);
    }
    return differs;
  }

  return function route(request: NextRequest): NextResponse {
    return fastRoute(request) ?? nextIntl(request);
  };

  function fastRoute(request: NextRequest): NextResponse | null {
    const { pathname, search, basePath } = request.nextUrl;
    const locale = pathname.slice(1, 3) as Locale;
    if (basePath || pathname[0] !== '/' || (pathname.length !== 3 && pathname[3] !== '/')) return null;
    const templates = templatesFor.get(locale);
    if (!templates) return null;
    // An encoded `%` (`%25`): next-intl 4.14 decodes it to `%` like the rest, next-intl 4.15 keeps it encoded
    // (its decodePathname, so that no rewrite target holds a lone `%`). A path that has one is next-intl's to
    // answer, so the fast path agrees with either version.
    if (pathname.includes('%25')) return null;
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return null;
    }
    if (decoded.length > 3 && decoded.endsWith('/')) return null;
    if (/[\\\t\n\r]|\/\//.test(decoded)) return null;
    const unprefixed = decoded.length === 3 ? '/' : decoded.slice(3);

    const match = firstMatch(templates, unprefixed);
    // Another language's words (next-intl redirects to this language's), or no template at all: next-intl decides.
    if (!match || (match.template.locale !== undefined && match.template.locale !== locale)) return null;
    const internalPathname = normalizeTrailingSlash(formatTemplate(match.template, match.params));
    const internalHref = `/${locale}${internalPathname === '/' ? '' : internalPathname}${search}`;

    // What next-intl's middleware answers for a path in its own language (its `next(url)`), without its locale
    // request header: every page takes its language from its route params (`enterSite` calls next-intl's
    // setRequestLocale, which next-intl reads before the header), so handing the header on only made Next copy
    // every request header into the answer and back again on each view (docs/decisions.md, "Routing").
    const target = new URL(internalHref, request.url);
    const response = normalizeTrailingSlash(pathname) !== normalizeTrailingSlash(target.pathname) ? NextResponse.rewrite(target) : NextResponse.next();

    // next-intl's syncCookie: only on a document request, when the cookie names another language, or there is
    // none and the browser's languages would not have picked this one.
    const destination = request.headers.get('sec-fetch-dest');
    if (destination === null || destination === 'document') {
      const hasCookie = request.cookies.has(LOCALE_COOKIE);
      if (hasCookie ? request.cookies.get(LOCALE_COOKIE)?.value !== locale : acceptLanguageDiffers(request, locale)) {
        response.cookies.set(LOCALE_COOKIE, locale, { path: undefined, sameSite: 'lax' });
      }
    }
    return response;
  }
}

/**
 * The options under which the fast path was proven equal to next-intl: prefixes always, no domains, the default
 * cookie, locale detection on, no alternate links, no trailing slashes (next-intl's plugin sets
 * `_next_intl_trailing_slash` when next.config.ts asks for them).
 */
function supportsFastPath(routing: FastRoutingConfig): boolean {
  return (
    routing.localePrefix === 'always' &&
    routing.alternateLinks === false &&
    routing.localeCookie === undefined &&
    routing.localeDetection !== false &&
    routing.domains === undefined &&
    process.env._next_intl_trailing_slash !== 'true' &&
    routing.locales.every((locale) => /^[a-z]{2}$/.test(locale))
  );
}

/**
 * Every localised template of the routes, for a request in `locale`, in the order next-intl tries them
 * (next-intl/dist/…/middleware/utils.js, getInternalTemplate): the internal pathnames sorted static before
 * dynamic before catch-all, and within one, the request's language first, then the others in the order of
 * the configuration. A template that is a plain string (`/`, `/[...rest]`) has no language.
 */
function compileTemplates(pathnames: Pathnames, locale: Locale): Template[] {
  const templates: Template[] = [];
  for (const internal of Object.keys(pathnames).sort(comparePathnames)) {
    const config = pathnames[internal]!;
    if (typeof config === 'string') {
      templates.push(compile(config, undefined, internal));
      continue;
    }
    const entries = Object.keys(config) as Locale[];
    const own = entries.indexOf(locale);
    if (own > 0) entries.unshift(entries.splice(own, 1)[0]!);
    for (const entryLocale of entries) templates.push(compile(config[entryLocale] || internal, entryLocale, internal));
  }
  return templates;
}

function compile(template: string, locale: Locale | undefined, internal: string): Template {
  const normalized = normalizeTrailingSlash(template);
  const keys = (normalized.match(/\[([^\]]+)\]/g) ?? []).map((key) => key.replace(/[[\]]/g, ''));
  return { locale, regex: templateToRegex(normalized), keys, internal };
}

function firstMatch(templates: Template[], pathname: string): { template: Template; params: Record<string, string> } | null {
  for (const template of templates) {
    const match = template.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (let i = 1; i < match.length; i++) {
      const key = template.keys[i - 1];
      if (key) params[key] = match[i] ?? '';
    }
    return { template, params };
  }
  return null;
}

/** next-intl's formatPathnameTemplate: the internal pathname with the visitor's values. */
function formatTemplate(template: Template, params: Record<string, string>): string {
  let result = template.internal.replace(/\[\[/g, '[').replace(/\]\]/g, ']');
  for (const [key, value] of Object.entries(params)) result = result.replace(`[${key}]`, () => value);
  return result;
}

/** next-intl's templateToRegex (shared/utils.js), compiled once per template here. */
function templateToRegex(template: string): RegExp {
  const pattern = template
    .replace(/\/\[\[(\.\.\.[^\]]+)\]\]/g, '(?:/(.*))?')
    .replace(/\[\[(\.\.\.[^\]]+)\]\]/g, '(?:/(.*))?')
    .replace(/\[(\.\.\.[^\]]+)\]/g, '(.+)')
    .replace(/\[([^\]]+)\]/g, '([^/]+)');
  return new RegExp(`^${pattern}$`);
}

/** next-intl's normalizeTrailingSlash without trailing slashes configured (supportsFastPath): no slash at the end. */
function normalizeTrailingSlash(pathname: string): string {
  const [path = '', ...hashParts] = pathname.split('#');
  const hash = hashParts.join('#');
  const normalized = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  return hash ? `${normalized}#${hash}` : normalized;
}

/** next-intl's comparePathnamePairs (shared/utils.js): static segments first, then dynamic, then catch-alls. */
function comparePathnames(a: string, b: string): number {
  const pathA = a.split('/');
  const pathB = b.split('/');
  const isDynamic = (segment: string) => segment.includes('[');
  const isCatchAll = (segment: string) => segment.includes('[...');
  const isOptionalCatchAll = (segment: string) => segment.includes('[[...');
  for (let i = 0; i < Math.max(pathA.length, pathB.length); i++) {
    const segmentA = pathA[i];
    const segmentB = pathB[i];
    if (!segmentA && segmentB) return -1;
    if (segmentA && !segmentB) return 1;
    if (!segmentA || !segmentB) continue;
    if (!isDynamic(segmentA) && isDynamic(segmentB)) return -1;
    if (isDynamic(segmentA) && !isDynamic(segmentB)) return 1;
    if (!isCatchAll(segmentA) && isCatchAll(segmentB)) return -1;
    if (isCatchAll(segmentA) && !isCatchAll(segmentB)) return 1;
    if (!isOptionalCatchAll(segmentA) && isOptionalCatchAll(segmentB)) return -1;
    if (isOptionalCatchAll(segmentA) && !isOptionalCatchAll(segmentB)) return 1;
  }
  return 0;
}
