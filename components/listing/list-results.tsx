'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { pageHref } from '@/lib/listing/paging';
import type { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListFooter, PreviousPageLink } from './list-footer';

type ResultsKey = 'count' | 'countRange' | 'previousPage' | 'error' | 'retry' | 'loadMore' | 'loadingMore' | 'endOfList' | 'allLoaded' | 'nextPage';

/** A list's texts, from its own namespace (EstateList, HolidayList), which holds the same keys. */
export type ResultsText = (key: ResultsKey, values?: Record<string, number>) => string;

type Props = {
  list: ReturnType<typeof useInfiniteList>;
  queryString: string;
  page: number;
  t: ResultsText;
  /** The cards loaded so far, as the list shows them. */
  children: ReactNode;
};

/**
 * A gallery's frame, the same for every list: the count, the link to the page before when a `?page=` link
 * started further on, and the footer that loads more (or, without JavaScript, links to the page after).
 */
export function ListResults({ list, queryString, page, t, children }: Props) {
  const pathname = usePathname();
  const { cards, total, offset, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  return (
    <div className="estate-results">
      <p className="estate-results__count" role="status" aria-live="polite" aria-atomic="true">
        {offset > 0 ? t('countRange', { from: offset + 1, to: offset + cards.length, total }) : t('count', { shown: cards.length, total })}
      </p>
      {page > 1 ? <PreviousPageLink href={pageHref(pathname, queryString, page - 1)} label={t('previousPage')} /> : null}
      {children}
      <ListFooter
        sentinel={sentinel}
        total={total}
        hasMore={hasMore}
        nextHref={pageHref(pathname, queryString, page + 1)}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onMore={() => void fetchNextPage()}
        labels={{
          error: t('error'),
          retry: t('retry'),
          loadMore: t('loadMore'),
          loadingMore: t('loadingMore'),
          allLoaded: offset > 0 ? t('endOfList') : t('allLoaded', { total }),
          nextPage: t('nextPage'),
        }}
      />
    </div>
  );
}
