'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { mergePages } from '@/lib/estates/list-state';

/** One page of a list as our ajax routes answer it: cards, the total of matches, the page's offset. */
export type CardPage<C> = { total: number; offset: number; cards: C[]; error?: unknown };

async function fetchPage<P>(path: string, queryString: string, offset: number, signal: AbortSignal): Promise<P> {
  const separator = queryString ? '&' : '';
  const response = await fetch(`${path}?${queryString}${separator}offset=${offset}`, { signal });
  if (!response.ok) throw Object.assign(new Error(`${path} ${response.status}`), { status: response.status });
  return (await response.json()) as P;
}

const idOf = (card: { id: number }) => card.id;

/** Where the pages loaded so far end: the first page's offset (a `?page=` link) plus their cards. */
function endOf<C>(pages: readonly CardPage<C>[]): number {
  return (pages[0]?.offset ?? 0) + pages.reduce((count, page) => count + page.cards.length, 0);
}

/** How far below the window the end of the list may be when a scroll of the visitor loads the next page. */
const AHEAD = '0px 0px 800px 0px';

/**
 * A list whose first page came rendered from the server and whose next pages load from `path` (an ajax
 * route taking the list's query plus `offset`) as the visitor nears the end: the returned ref marks the
 * end of the list. Pages merge without duplicates (document 000, section 4: append, update the total).
 * The first page may start further on (`?page=3`): more pages remain while its offset plus the loaded
 * cards stay below the total.
 *
 * Loading is one page per trigger (docs/decisions/0016-list-paging.md): the "load more" button
 * (keyboard and screen-reader users), or the visitor scrolling while the end of the list is within 800 px
 * below the window. Never while a page is on its way, and never by the mere arrival of a page: a page
 * that lands while the end of the list is still near (a slow layout, a tall window) waits for the
 * visitor's next scroll, so the visitor never gets pages they did not ask for.
 */
export function useInfiniteList<P extends CardPage<{ id: number }>>({
  path,
  queryString,
  initialPage,
}: {
  path: string;
  queryString: string;
  initialPage: P;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery({
    queryKey: ['list', path, queryString, initialPage.offset],
    queryFn: ({ pageParam, signal }) => fetchPage<P>(path, queryString, pageParam, signal),
    initialPageParam: initialPage.offset,
    initialData: { pages: [initialPage], pageParams: [initialPage.offset] },
    getNextPageParam: (lastPage, pages) => {
      const end = endOf(pages);
      if (end >= lastPage.total || lastPage.cards.length === 0) return undefined;
      return end;
    },
    staleTime: 30_000,
  });
  const pages = query.data.pages;
  const { estates: cards, total } = mergePages<P['cards'][number]>(pages.map((p) => ({ total: p.total, results: p.cards })), idOf);
  const offset = pages[0]?.offset ?? 0;
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError, hasNextPage: hasMore } = query;

  /** A page is on its way (a ref: two triggers in one frame must not both start one). */
  const loading = useRef(false);
  /** The visitor scrolled since the last page was asked for: only then may the end of the list load one. */
  const scrolled = useRef(false);
  /** The end of the list is within AHEAD of the window, as the observer last said. */
  const near = useRef(false);

  const loadMore = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    scrolled.current = false;
    try {
      // cancelRefetch: false: a second trigger joins the page on its way instead of asking for it again.
      await fetchNextPage({ cancelRefetch: false });
    } finally {
      loading.current = false;
      // Whatever the visitor did meanwhile, the page that just landed loads nothing by itself.
      scrolled.current = false;
    }
  }, [fetchNextPage]);

  const canScrollLoad = hasMore && !isFetchNextPageError;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canScrollLoad) return;
    const maybeLoad = () => {
      if (near.current && scrolled.current && !loading.current) void loadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        near.current = entry.isIntersecting;
        maybeLoad();
      },
      { rootMargin: AHEAD },
    );
    const onScroll = () => {
      if (loading.current) return;
      scrolled.current = true;
      maybeLoad();
    };
    observer.observe(target);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [canScrollLoad, loadMore]);

  return {
    cards,
    total,
    offset,
    hasMore,
    latestPage: pages.at(-1) ?? initialPage,
    sentinel,
    fetchNextPage: loadMore,
    isFetchingNextPage,
    isFetchNextPageError,
  };
}
