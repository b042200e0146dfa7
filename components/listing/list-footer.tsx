'use client';

import type { RefObject } from 'react';

type Props = {
  sentinel: RefObject<HTMLDivElement | null>;
  total: number;
  hasMore: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onMore: () => void;
  labels: { error: string; retry: string; loadMore: string; loadingMore: string; allLoaded: string };
};

/** The end of an infinite list: "load more" (also the scroll sentinel), a retry after a failure, or "all shown". */
export function ListFooter({ sentinel, total, hasMore, isFetchingNextPage, isFetchNextPageError, onMore, labels }: Props) {
  return (
    <div ref={sentinel} className="estate-results__more">
      {isFetchNextPageError ? (
        <p role="alert">
          {labels.error}{' '}
          <button type="button" className="button" onClick={onMore}>
            {labels.retry}
          </button>
        </p>
      ) : hasMore ? (
        <button type="button" className="button" onClick={onMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
          {isFetchingNextPage ? labels.loadingMore : labels.loadMore}
        </button>
      ) : total > 0 ? (
        <p className="estate-results__done">{labels.allLoaded}</p>
      ) : null}
    </div>
  );
}
