import { describe, expect, it } from 'vitest';
import {
  appendUnique,
  createListReducer,
  hasMorePages,
  initialListState,
  listNodeOf,
  listReducer,
  mergePages,
  type ListNode,
  type ListState,
} from '@/lib/estates/list-state';
import { toSearchBody } from '@/lib/estates/search-query';
import { readEstateQuery } from '@/lib/estates/url-state';
import type { SiteApiErrorInfo } from '@/lib/site-api/errors';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { estateSummary } from '../support/estate-fixture';
import { PAGE_SIZE } from '@/lib/rules';

type Card = { id: number; title: string };
const card = (id: number): Card => ({ id, title: `Estate ${id}` });
const cards = (...ids: number[]) => ids.map(card);
const reduce = listReducer<Card>;

const failure: SiteApiErrorInfo = { kind: 'http', message: '500 Internal Server Error', status: 500 };
const node: ListNode = listNodeOf(toSearchBody(readEstateQuery({ city: '11', group: 'city' }), { offset: 0, limit: PAGE_SIZE }));
const loaded = (ids: number[], total: number): ListState<Card> => ({ ...initialListState, estates: cards(...ids), total, isLoading: false });

describe('initialListState', () => {
  it('starts loading, as a gallery, with nothing listed', () => {
    expect(initialListState).toEqual({
      node: null,
      estates: [],
      total: 0,
      isLoading: true,
      isLoadingNextPage: false,
      viewType: 'gallery',
      error: null,
    });
  });
});

describe('listNodeOf', () => {
  it('takes group options, query parts and collection ids from the search body', () => {
    const body = toSearchBody(readEstateQuery({ city: '11', 'bed-min': '2', collection: '9', group: 'type' }), { offset: 0, limit: PAGE_SIZE });
    expect(listNodeOf(body)).toEqual({
      groupOptions: 'type',
      query: { terms: { status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'], city: [11] }, range: { bedrooms: { gte: 2 } }, match: {} },
      collections: { ids: [9] },
    });
  });

  it('gives empty parts and no group options for a body without them', () => {
    expect(listNodeOf({ filter: {} })).toEqual({ groupOptions: null, query: { terms: {}, range: {}, match: {} }, collections: { ids: [] } });
  });
});

describe('setViewType', () => {
  it('sets the view type and loading, clearing an earlier error', () => {
    const state = reduce({ ...loaded([1], 1), error: failure }, { type: 'setViewType', viewType: 'map' });
    expect(state).toMatchObject({ viewType: 'map', isLoading: true, error: null });
  });

  it('success replaces estates and total and stops loading', () => {
    const state = reduce({ ...loaded([1, 2], 40), isLoading: true }, { type: 'setViewTypeSuccess', page: { results: cards(7, 8, 9), total: 3 } });
    expect(state).toMatchObject({ estates: cards(7, 8, 9), total: 3, isLoading: false });
  });

  it('failure stops loading and stores the error as given, keeping the estates', () => {
    const state = reduce({ ...loaded([1], 1), isLoading: true }, { type: 'setViewTypeFailure', error: failure });
    expect(state).toMatchObject({ isLoading: false, error: failure, estates: cards(1) });
  });
});

describe('fetchFirstPage', () => {
  it('stores the node and sets loading', () => {
    const state = reduce(loaded([1], 1), { type: 'fetchFirstPage', node });
    expect(state).toMatchObject({ node, isLoading: true });
  });

  it('success replaces estates and total (a new search does not append)', () => {
    const state = reduce({ ...loaded([1, 2, 3], 30), node, isLoading: true }, { type: 'fetchFirstPageSuccess', page: { results: cards(3, 4), total: 2 } });
    expect(state).toEqual({ ...initialListState, node, estates: cards(3, 4), total: 2, isLoading: false });
  });

  it('failure stops loading and stores the error as given', () => {
    const state = reduce({ ...loaded([], 0), isLoading: true }, { type: 'fetchFirstPageFailure', error: failure });
    expect(state).toMatchObject({ isLoading: false, error: failure });
  });
});

describe('fetchNextPage', () => {
  it('sets the next-page loading flag, not the first-page one', () => {
    const state = reduce(loaded([1], 20), { type: 'fetchNextPage' });
    expect(state).toMatchObject({ isLoadingNextPage: true, isLoading: false });
  });

  it('success appends the results and updates total', () => {
    const state = reduce({ ...loaded([1, 2], 5), isLoadingNextPage: true }, { type: 'fetchNextPageSuccess', page: { results: cards(3, 4), total: 6 } });
    expect(state).toMatchObject({ estates: cards(1, 2, 3, 4), total: 6, isLoadingNextPage: false });
  });

  it('success skips results already listed, so a page shifted by a new estate adds no duplicate', () => {
    const state = reduce(loaded([1, 2, 3], 7), { type: 'fetchNextPageSuccess', page: { results: cards(3, 4, 5), total: 7 } });
    expect(state.estates.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('failure clears the next-page flag and stores the error, keeping the loaded estates', () => {
    const state = reduce({ ...loaded([1, 2], 5), isLoadingNextPage: true }, { type: 'fetchNextPageFailure', error: failure });
    expect(state).toMatchObject({ isLoadingNextPage: false, error: failure, estates: cards(1, 2) });
  });
});

describe('hasMorePages', () => {
  it('is true while fewer estates are loaded than the total', () => {
    expect(hasMorePages(loaded([1, 2], 3))).toBe(true);
  });

  it('is false once every estate is loaded, or when there are none', () => {
    expect(hasMorePages(loaded([1, 2, 3], 3))).toBe(false);
    expect(hasMorePages(loaded([], 0))).toBe(false);
  });
});

describe('createListReducer', () => {
  it('identifies items with the given id function (API summaries have theirs under general)', () => {
    const reduceSummaries = createListReducer<EstateSummary>((estate) => estate.general.id);
    const a = estateSummary({ general: { id: 1 } });
    const b = estateSummary({ general: { id: 2 } });
    const start: ListState<EstateSummary> = { ...initialListState, estates: [a], total: 2 };
    const state = reduceSummaries(start, { type: 'fetchNextPageSuccess', page: { results: [a, b], total: 2 } });
    expect(state.estates).toEqual([a, b]);
  });
});

describe('appendUnique', () => {
  it('also drops an id repeated within the appended page, and keeps the first occurrence', () => {
    const first = { id: 2, title: 'first' };
    expect(appendUnique(cards(1), [first, { id: 2, title: 'second' }], (c) => c.id)).toEqual([card(1), first]);
  });
});

describe('mergePages', () => {
  const idOf = (c: Card) => c.id;

  it('gives nothing for no pages', () => {
    expect(mergePages<Card>([], idOf)).toEqual({ estates: [], total: 0, hasMore: false });
  });

  it('concatenates pages in order, with the last total, and says whether more remain', () => {
    expect(mergePages([{ results: cards(1, 2), total: 5 }, { results: cards(3, 4), total: 5 }], idOf)).toEqual({
      estates: cards(1, 2, 3, 4),
      total: 5,
      hasMore: true,
    });
  });

  it('adds no duplicates when a page overlaps the previous one', () => {
    const merged = mergePages(
      [
        { results: cards(1, 2, 3), total: 6 },
        { results: cards(3, 4, 5), total: 6 },
        { results: cards(5, 6), total: 6 },
      ],
      idOf,
    );
    expect(merged).toEqual({ estates: cards(1, 2, 3, 4, 5, 6), total: 6, hasMore: false });
  });
});
