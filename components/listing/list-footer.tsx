'use client';

import type { RefObject } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';

type Props = {
  sentinel: RefObject<HTMLDivElement | null>;
  total: number;
  hasMore: boolean;
  /** The next page as a plain link (`?page=2`), for a browser without JavaScript and for crawlers. */
  nextHref: string;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onMore: () => void;
  labels: { error: string; retry: string; loadMore: string; loadingMore: string; allLoaded: string; nextPage: string };
};

/**
 * The end of an infinite list: "load more" (also the scroll sentinel), a retry after a failure, or "all
 * shown". Until JavaScript runs, "load more" is a link to the next page, which the server renders.
 */
export function ListFooter({ sentinel, total, hasMore, nextHref, isFetchingNextPage, isFetchNextPageError, onMore, labels }: Props) {
  const hydrated = useHydrated();
  return (
    <div ref={sentinel} className="estate-results__more">
      {isFetchNextPageError ? (
        <p role="alert">
          {labels.error}{' '}
          <button type="button" className="button" onClick={onMore}>
            {labels.retry}
          </button>
        </p>
      ) : hasMore && !hydrated ? (
        <a className="button" href={nextHref} rel="next">
          {labels.nextPage}
        </a>
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

/** A link back to the page before, above a list that starts further on (`?page=2` and later). */
export function PreviousPageLink({ href, label }: { href: string; label: string }) {
  return (
    <p className="estate-results__previous">
      <a className="button button--link" href={href} rel="prev">
        {label}
      </a>
    </p>
  );
}
