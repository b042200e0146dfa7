'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mergePages } from '@/lib/estates/list-state';

/** One page of a list as our ajax routes answer it: cards, the total of matches, the page's offset. */
export type CardPage<C> = { total: number; offset: number; cards: C[]; error?: unknown };

async function fetchPage<C>(path: string, queryString: string, offset: number, signal: AbortSignal): Promise<CardPage<C>> {
  const separator = queryString ? '&' : '';
  const response = await fetch(`${path}?${queryString}${separator}offset=${offset}`, { signal });
  if (!response.ok) throw Object.assign(new Error(`${path} ${response.status}`), { status: response.status });
  return (await response.json()) as CardPage<C>;
}

const idOf = (card: { id: number }) => card.id;

/**
 * A list whose first page came rendered from the server and whose next pages load from `path` (an ajax
 * route taking the list's query plus `offset`) as the visitor nears the end: the returned ref marks the
 * end of the list. Pages merge without duplicates (document 000, section 4: append, update the total).
 */
export function useInfiniteList<C extends { id: number }>({ path, queryString, initialPage }: { path: string; queryString: string; initialPage: CardPage<C> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery({
    queryKey: ['list', path, queryString],
    queryFn: ({ pageParam, signal }) => fetchPage<C>(path, queryString, pageParam, signal),
    initialPageParam: 0,
    initialData: { pages: [initialPage], pageParams: [0] },
    getNextPageParam: (lastPage, pages) => {
      const { hasMore } = mergePages(pages.map((p) => ({ total: p.total, results: p.cards })), idOf);
      if (!hasMore || lastPage.cards.length === 0) return undefined;
      return pages.reduce((offset, page) => offset + page.cards.length, 0);
    },
    staleTime: 30_000,
  });
  const { estates: cards, total, hasMore } = mergePages(query.data.pages.map((p) => ({ total: p.total, results: p.cards })), idOf);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;

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

  return { cards, total, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError };
}
