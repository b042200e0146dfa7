'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/rules';
import type { EstateCardModel } from '@/lib/estates/card-model';
import type { EstateListPage } from '@/lib/estates/estate-list';
import { groupHeadingCount, groupItems } from '@/lib/estates/grouping';
import type { EstateQuery } from '@/lib/estates/search-query';
import { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListResults } from '@/components/listing/list-results';
import { EstateCardView } from './estate-card-view';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';

type Props = { initialPage: EstateListPage; queryString: string; grouping?: EstateQuery['group']; page: number };

/**
 * The gallery: the first page comes rendered from the server (page 1, or the page a `?page=` link asked
 * for); more pages load as the visitor nears the end (or presses "load more"), while fewer estates are
 * loaded than the total. Without JavaScript, links lead to the page before and after.
 */
export function EstateResults({ initialPage, queryString, grouping, page }: Props) {
  const t = useTranslations('EstateList');
  const locale = useLocale() as Locale;
  const list = useInfiniteList({ path: `/${locale}/estate-search`, queryString, initialPage });
  const { cards, offset, hasMore, latestPage } = list;
  const groupCounts = latestPage.groupCounts ?? initialPage.groupCounts;

  const groups = grouping ? groupItems(cards, grouping, (card) => card.group ?? { key: '', label: '' }, locale) : null;
  const renderCards = (items: EstateCardModel[], offset: number) => (
    <ul className="card-grid">
      {items.map((card, index) => (
        <li key={card.id}>
          <EstateCardView card={card} priority={cardPhotoPriority(offset + index)} headingLevel={groups ? 3 : 2} />
        </li>
      ))}
    </ul>
  );

  return (
    <ListResults list={list} queryString={queryString} page={page} t={t}>
      {groups
        ? groups.map((group) => {
            const count = groupHeadingCount(group.key, group.items.length, groupCounts, offset === 0 && !hasMore);
            return (
              <section key={group.key} className="estate-group" aria-labelledby={`group-${group.key}`}>
                <h2 id={`group-${group.key}`} className="estate-group__title">
                  {group.label}
                  {count === null ? null : <span className="count"> {t('groupCount', { count })}</span>}
                </h2>
                {renderCards(group.items, cards.indexOf(group.items[0]!))}
              </section>
            );
          })
        : renderCards(cards, 0)}
    </ListResults>
  );
}
