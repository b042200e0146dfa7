import { statuses } from '@/lib/rules';

/**
 * The first page of the most asked searches, cached like any other page: proxy.ts (through
 * `intoSiteSegment`) rewrites exactly these query strings of the estate and rental lists to an internal
 * route that carries the search in its path (`/{locale}/estates/cached-list/kopen`), which the cache keys
 * on. Any other query renders for each request, on cached data. Keys are the path segment, values the
 * visitor's query string, exactly as it must be sent (no reordering, no case folding).
 */
const presets = {
  estates: {
    all: '',
    kopen: 'trans=kopen',
    huren: 'trans=huren',
    ...Object.fromEntries(statuses.map((status) => [`status-${status}`, `status=${status}`])),
  } as Record<string, string>,
  holiday: { all: '' } as Record<string, string>,
};

export type PresetList = keyof typeof presets;

/** The internal segment of the cached searches; a visitor's path that names it is the 404. */
export const PRESET_SEGMENT = 'cached-list';

const LIST_PATH = /^\/([a-z]{2})\/(estates|holiday)$/;

/** The internal path of a list request's cached search, or null when its query is not one of them. */
export function presetPathOf(internalPathname: string, search: string): string | null {
  const match = LIST_PATH.exec(internalPathname);
  if (!match) return null;
  const list = presets[match[2] as PresetList];
  const query = search.startsWith('?') ? search.slice(1) : search;
  const preset = Object.entries(list).find(([, value]) => value === query)?.[0];
  return preset === undefined ? null : `${internalPathname}/${PRESET_SEGMENT}/${preset}`;
}

/** Compiled once: the proxy asks on every page view. */
const PRESET_ROUTE = new RegExp(`^/[a-z]{2}/(estates|holiday)/${PRESET_SEGMENT}(/|$)`);

/** Whether an internal pathname (after the language routing) is one of the cached searches' routes. */
export function namesPresetRoute(internalPathname: string): boolean {
  return PRESET_ROUTE.test(internalPathname);
}

/** The search parameters a cached search stands for, or null for a segment that is not one. */
export function presetSearchParams(list: PresetList, preset: string): Record<string, string> | null {
  const query = Object.hasOwn(presets[list], preset) ? presets[list][preset] : undefined;
  return query === undefined ? null : Object.fromEntries(new URLSearchParams(query));
}
