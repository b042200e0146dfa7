// The language switcher's addresses, without next-intl's navigation in the browser: the route
// table of lib/rules and a small matcher. Plain module, no React.
import { locales, routePathnames, type Locale } from '@/lib/rules';

type Params = Map<string, string[]>;

const isLocale = (segment: string | undefined): segment is Locale => (locales as readonly string[]).includes(segment ?? '');
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The route's segments' values when `path` fits the template (`[id]` one segment, `[...rest]` one or more). */
function match(template: readonly string[], path: readonly string[]): Params | null {
  const params: Params = new Map();
  for (const [index, part] of template.entries()) {
    const name = /^\[(\.\.\.)?(\w+)\]$/.exec(part);
    if (name?.[1]) {
      if (index >= path.length) return null;
      params.set(name[2]!, path.slice(index));
      return params;
    }
    const value = path[index];
    if (value === undefined) return null;
    if (name) params.set(name[2]!, [value]);
    else if (value !== part) return null;
  }
  return template.length === path.length ? params : null;
}

const fill = (template: readonly string[], params: Params) =>
  template.flatMap((part) => {
    const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(part);
    return name ? (params.get(name[1]!) ?? []) : [part];
  });

type Route = { internal: string[]; localised: Record<Locale, string[]>; literals: number; catchAll: boolean };

/** Every route, most specific first: more fixed words first, a catch-all last. */
const routes: Route[] = Object.entries(routePathnames)
  .map(([internal, localised]) => {
    const segments = segmentsOf(internal);
    return {
      internal: segments,
      localised: Object.fromEntries(locales.map((locale) => [locale, segmentsOf(typeof localised === 'string' ? localised : localised[locale])])) as Record<Locale, string[]>,
      literals: segments.filter((part) => !part.startsWith('[')).length,
      catchAll: segments.some((part) => part.startsWith('[...')),
    };
  })
  .sort((a, b) => Number(a.catchAll) - Number(b.catchAll) || b.literals - a.literals);

/** The internal list routes a rewrite serves a preset or landing page from: the list is their counterpart. */
const REWRITTEN_LISTS = new Set(['cached-list', 'landing']);

/**
 * The address of the page at `pathname` in the language `to`, without the query. `pathname` is the one in
 * the address bar (`/nl/aanbod/12/huis`), or, while the server renders, the rewritten internal one
 * (`/1/nl/estates/12/huis`: site, language, route). Slugged pages redirect a foreign slug to their own,
 * so the route's values are kept as they are. An address that fits no route keeps its words, as a CMS
 * page's does; an internal one that fits none leads to the language's home.
 */
export function localisedPathFor(pathname: string, to: Locale): string {
  const segments = segmentsOf(pathname);
  if (isLocale(segments[0])) {
    const [from, ...rest] = segments as [Locale, ...string[]];
    for (const route of routes) {
      const params = match(route.localised[from], rest);
      if (params) return joined(to, fill(route.localised[to], params));
    }
    return joined(to, rest);
  }
  if (isLocale(segments[1])) {
    let rest = segments.slice(2);
    if (REWRITTEN_LISTS.has(rest[1] ?? '')) rest = rest.slice(0, 1);
    for (const route of routes) {
      const params = match(route.internal, rest);
      if (params) return joined(to, fill(route.localised[to], params));
    }
  }
  return `/${to}`;
}

const joined = (locale: Locale, segments: readonly string[]) => ['', locale, ...segments].join('/');
