'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { RentalCardModel } from '@/lib/rental-units/card-model';
import { pageHref } from '@/lib/listing/paging';
import type { CardPage } from '@/lib/listing/use-infinite-list';
import { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListFooter, PreviousPageLink } from '@/components/listing/list-footer';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import { RentalCardView } from './rental-card-view';

type Props = { initialPage: CardPage<RentalCardModel>; queryString: string; page: number };

/**
 * The rental gallery: the server's first page (or the page a `?page=` link asked for), then more pages
 * from rental-search as the visitor scrolls; without JavaScript, links to the page before and after.
 */
export function RentalResults({ initialPage, queryString, page }: Props) {
  const t = useTranslations('HolidayList');
  const locale = useLocale();
  const pathname = usePathname();
  const { cards, total, offset, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteList({
    path: `/${locale}/rental-search`,
    queryString,
    initialPage,
  });

  return (
    <div className="estate-results">
      <p className="estate-results__count" role="status" aria-live="polite" aria-atomic="true">
        {offset > 0 ? t('countRange', { from: offset + 1, to: offset + cards.length, total }) : t('count', { shown: cards.length, total })}
      </p>
      {page > 1 ? <PreviousPageLink href={pageHref(pathname, queryString, page - 1)} label={t('previousPage')} /> : null}
      <ul className="card-grid">
        {cards.map((card, index) => (
          <li key={card.id}>
            <RentalCardView card={card} priority={cardPhotoPriority(index)} />
          </li>
        ))}
      </ul>
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
