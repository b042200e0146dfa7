'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/enums';
import type { EstateCardModel } from '@/lib/estates/card-model';
import type { EstateListPage } from '@/lib/estates/estate-list';
import { groupItems } from '@/lib/estates/grouping';
import type { EstateQuery } from '@/lib/estates/search-query';
import { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListFooter } from '@/components/listing/list-footer';
import { EstateCardView } from './estate-card-view';

type Props = { initialPage: EstateListPage; queryString: string; grouping?: EstateQuery['group'] };

/**
 * The gallery: the first page comes rendered from the server; more pages load as the visitor nears the
 * end (or presses "load more"), while fewer estates are loaded than the total.
 */
export function EstateResults({ initialPage, queryString, grouping }: Props) {
  const t = useTranslations('EstateList');
  const locale = useLocale() as Locale;
  const { cards, total, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteList({
    path: `/${locale}/estate-search`,
    queryString,
    initialPage,
  });

  const groups = grouping ? groupItems(cards, grouping, (card) => card.group ?? { key: '', label: '' }, locale) : null;
  const renderCards = (items: EstateCardModel[], offset: number) => (
    <ul className="card-grid">
      {items.map((card, index) => (
        <li key={card.id}>
          <EstateCardView card={card} priority={offset + index < 3} headingLevel={groups ? 3 : 2} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="estate-results">
      <p className="estate-results__count" role="status" aria-live="polite" aria-atomic="true">
        {t('count', { shown: cards.length, total })}
      </p>
      {groups
        ? groups.map((group) => (
            <section key={group.key} className="estate-group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className="estate-group__title">
                {group.label} <span className="count">{t('groupCount', { count: group.items.length })}</span>
              </h2>
              {renderCards(group.items, cards.indexOf(group.items[0]!))}
            </section>
          ))
        : renderCards(cards, 0)}
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
