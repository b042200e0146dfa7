// The spec's estate list state (document 000, sections 3 and 4) as a pure reducer, generic over the
// item (an API summary or a card model), so the server's first page and the browser's next pages share it.
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import type { EstateSearchBody } from '@/lib/site-api/schemas';
import type { Grouping, ViewType } from './search-query';

type SearchQueryParts = NonNullable<EstateSearchBody['filter']['query']>;

/** The search a list shows, in the spec's node shape: group options, query parts and collections. */
export type ListNode = {
  groupOptions: Grouping | null;
  query: {
    terms: NonNullable<SearchQueryParts['terms']>;
    range: NonNullable<SearchQueryParts['range']>;
    match: NonNullable<SearchQueryParts['match']>;
  };
  collections: { ids: number[] };
};

export type ListState<T> = {
  node: ListNode | null;
  estates: T[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  viewType: ViewType;
  error: SiteApiErrorInfo | null;
};

/** One answer of the search, with `total` counting every match (not just this page). */
export type ListPage<T> = { results: T[]; total: number };

export type ListAction<T> =
  | { type: 'setViewType'; viewType: ViewType }
  | { type: 'setViewTypeSuccess'; page: ListPage<T> }
  | { type: 'setViewTypeFailure'; error: SiteApiErrorInfo }
  | { type: 'fetchFirstPage'; node: ListNode }
  | { type: 'fetchFirstPageSuccess'; page: ListPage<T> }
  | { type: 'fetchFirstPageFailure'; error: SiteApiErrorInfo }
  | { type: 'fetchNextPage' }
  | { type: 'fetchNextPageSuccess'; page: ListPage<T> }
  | { type: 'fetchNextPageFailure'; error: SiteApiErrorInfo };

type ItemKey = number | string;

/** Loading from the start (spec: "isLoading: starts true"), as a gallery (the default view type). */
export const initialListState: ListState<never> = {
  node: null,
  estates: [],
  total: 0,
  isLoading: true,
  isLoadingNextPage: false,
  viewType: 'gallery',
  error: null,
};

/** The node of a search body; parts the body leaves out are empty. */
export function listNodeOf(body: EstateSearchBody): ListNode {
  const query = body.filter.query ?? {};
  return {
    groupOptions: body.grouping ?? null,
    query: { terms: query.terms ?? {}, range: query.range ?? {}, match: query.match ?? {} },
    collections: { ids: body.filter.collections ?? [] },
  };
}

/**
 * Appends a page, skipping items already listed: when estates are added or removed between two page
 * requests the offsets shift, and the same estate must not be shown (or keyed in React) twice.
 */
export function appendUnique<T>(estates: readonly T[], results: readonly T[], idOf: (item: T) => ItemKey): T[] {
  const seen = new Set(estates.map(idOf));
  const appended = [...estates];
  for (const item of results) {
    const id = idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    appended.push(item);
  }
  return appended;
}

/** The list reducer for items identified by `idOf`. */
export function createListReducer<T>(idOf: (item: T) => ItemKey) {
  return function reduceList(state: ListState<T>, action: ListAction<T>): ListState<T> {
    switch (action.type) {
      // Starting a request clears the previous failure, so an old error is not shown over new results.
      case 'setViewType':
        return { ...state, viewType: action.viewType, isLoading: true, error: null };
      case 'fetchFirstPage':
        return { ...state, node: action.node, isLoading: true, error: null };
      case 'fetchNextPage':
        return { ...state, isLoadingNextPage: true, error: null };
      case 'setViewTypeSuccess':
      case 'fetchFirstPageSuccess':
        return { ...state, estates: action.page.results, total: action.page.total, isLoading: false, error: null };
      case 'fetchNextPageSuccess':
        return {
          ...state,
          estates: appendUnique(state.estates, action.page.results, idOf),
          total: action.page.total,
          isLoadingNextPage: false,
          error: null,
        };
      // A failure keeps what is listed: the spec only clears the flag and stores the error as given.
      case 'setViewTypeFailure':
      case 'fetchFirstPageFailure':
        return { ...state, isLoading: false, error: action.error };
      case 'fetchNextPageFailure':
        return { ...state, isLoadingNextPage: false, error: action.error };
      default:
        return assertNever(action);
    }
  };
}

function assertNever(action: never): never {
  throw new Error(`Unknown list action: ${JSON.stringify(action)}`);
}

/** The reducer for items that carry their own id (card models). */
export function listReducer<T extends { id: ItemKey }>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  return createListReducer<T>((item) => item.id)(state, action);
}

/** More pages remain while fewer estates are loaded than the total (document 000, section 4). */
export function hasMorePages(state: Pick<ListState<unknown>, 'estates' | 'total'>): boolean {
  return state.estates.length < state.total;
}

/**
 * The estates of pages fetched one after another (the browser's infinite query), by running them
 * through the reducer: the first page replaces, the next ones append without duplicates.
 */
export function mergePages<T>(
  pages: readonly ListPage<T>[],
  idOf: (item: T) => ItemKey,
): { estates: T[]; total: number; hasMore: boolean } {
  const reduce = createListReducer(idOf);
  const state = pages.reduce<ListState<T>>(
    (current, page, index) => reduce(current, { type: index === 0 ? 'fetchFirstPageSuccess' : 'fetchNextPageSuccess', page }),
    { ...initialListState, isLoading: false },
  );
  return { estates: state.estates, total: state.total, hasMore: hasMorePages(state) };
}
