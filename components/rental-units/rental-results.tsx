'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { RentalCardModel } from '@/lib/rental-units/card-model';
import type { CardPage } from '@/lib/listing/use-infinite-list';
import { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListFooter } from '@/components/listing/list-footer';
import { RentalCardView } from './rental-card-view';

type Props = { initialPage: CardPage<RentalCardModel>; queryString: string };

/** The rental gallery: the server's first page, then more pages from rental-search as the visitor scrolls. */
export function RentalResults({ initialPage, queryString }: Props) {
  const t = useTranslations('HolidayList');
  const locale = useLocale();
  const { cards, total, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteList({
    path: `/${locale}/rental-search`,
    queryString,
    initialPage,
  });

  return (
    <div className="estate-results">
      <p className="estate-results__count" role="status" aria-live="polite" aria-atomic="true">
        {t('count', { shown: cards.length, total })}
      </p>
      <ul className="card-grid">
        {cards.map((card, index) => (
          <li key={card.id}>
            <RentalCardView card={card} priority={index < 3} />
          </li>
        ))}
      </ul>
      <ListFooter
        sentinel={sentinel}
        total={total}
        hasMore={hasMore}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onMore={() => void fetchNextPage()}
        labels={{ error: t('error'), retry: t('retry'), loadMore: t('loadMore'), loadingMore: t('loadingMore'), allLoaded: t('allLoaded', { total }) }}
      />
    </div>
  );
}
