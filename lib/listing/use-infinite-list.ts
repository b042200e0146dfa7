'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/**
 * A list whose first page came rendered from the server and whose next pages load from `path` (an ajax
 * route taking the list's query plus `offset`) as the visitor nears the end: the returned ref marks the
 * end of the list. Pages merge without duplicates (document 000, section 4: append, update the total).
 * The first page may start further on (`?page=3`): more pages remain while its offset plus the loaded
 * cards stay below the total.
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

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return { cards, total, offset, hasMore, latestPage: pages.at(-1) ?? initialPage, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError };
}
