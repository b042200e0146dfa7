'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { RentalCardModel } from '@/lib/rental-units/card-model';
import type { CardPage } from '@/lib/listing/use-infinite-list';
import { useInfiniteList } from '@/lib/listing/use-infinite-list';
import { ListResults } from '@/components/listing/list-results';
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
  const list = useInfiniteList({ path: `/${locale}/rental-search`, queryString, initialPage });

  return (
    <ListResults list={list} queryString={queryString} page={page} t={t}>
      <ul className="card-grid">
        {list.cards.map((card, index) => (
          <li key={card.id}>
            <RentalCardView card={card} priority={cardPhotoPriority(index)} />
          </li>
        ))}
      </ul>
    </ListResults>
  );
}
