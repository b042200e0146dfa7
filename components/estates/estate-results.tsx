'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/domain/enums';
import type { EstateCardModel } from '@/lib/estates/card-model';
import type { EstateListPage } from '@/lib/estates/estate-list';
import { groupItems } from '@/lib/estates/grouping';
import { mergePages } from '@/lib/estates/list-state';
import type { EstateQuery } from '@/lib/estates/search-query';
import { EstateCardView } from './estate-card-view';

async function fetchPage(locale: string, queryString: string, offset: number, signal: AbortSignal): Promise<EstateListPage> {
  const separator = queryString ? '&' : '';
  const response = await fetch(`/${locale}/estate-search?${queryString}${separator}offset=${offset}`, { signal });
  if (!response.ok) throw Object.assign(new Error(`estate-search ${response.status}`), { status: response.status });
  return (await response.json()) as EstateListPage;
}

const idOf = (card: EstateCardModel) => card.id;

type Props = { initialPage: EstateListPage; queryString: string; grouping?: EstateQuery['group'] };

/**
 * The gallery: the first page comes rendered from the server; more pages load as the visitor nears the
 * end (or presses "load more"), while fewer estates are loaded than the total.
 */
export function EstateResults({ initialPage, queryString, grouping }: Props) {
  const t = useTranslations('EstateList');
  const locale = useLocale() as Locale;
  const sentinel = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery({
    queryKey: ['estate-list', locale, queryString],
    queryFn: ({ pageParam, signal }) => fetchPage(locale, queryString, pageParam, signal),
    initialPageParam: 0,
    initialData: { pages: [initialPage], pageParams: [0] },
    getNextPageParam: (lastPage, pages) => {
      const { hasMore } = mergePages(pages.map((p) => ({ total: p.total, results: p.cards })), idOf);
      if (!hasMore || lastPage.cards.length === 0) return undefined;
      return pages.reduce((offset, page) => offset + page.cards.length, 0);
    },
    staleTime: 30_000,
  });
  const pages = query.data.pages;
  const { estates: cards, total, hasMore } = mergePages(pages.map((p) => ({ total: p.total, results: p.cards })), idOf);
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
      <div ref={sentinel} className="estate-results__more">
        {isFetchNextPageError ? (
          <p role="alert">
            {t('error')}{' '}
            <button type="button" className="button" onClick={() => void fetchNextPage()}>
              {t('retry')}
            </button>
          </p>
        ) : hasMore ? (
          <button type="button" className="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </button>
        ) : total > 0 ? (
          <p className="estate-results__done">{t('allLoaded', { total })}</p>
        ) : null}
      </div>
    </div>
  );
}
