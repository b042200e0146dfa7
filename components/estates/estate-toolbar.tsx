'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { EstateQuery, Grouping, SortOrder, SortType } from '@/lib/estates/search-query';

const sortChoices = [
  ['date', 'DESC', 'sortDateDesc'],
  ['date', 'ASC', 'sortDateAsc'],
  ['price', 'ASC', 'sortPriceAsc'],
  ['price', 'DESC', 'sortPriceDesc'],
  ['city', 'ASC', 'sortCityAsc'],
  ['city', 'DESC', 'sortCityDesc'],
  ['type', 'ASC', 'sortTypeAsc'],
] as const satisfies readonly (readonly [SortType, SortOrder, string])[];

const groupChoices = [
  ['', 'groupNone'],
  ['type', 'groupType'],
  ['status', 'groupStatus'],
  ['subType', 'groupSubType'],
  ['city', 'groupCity'],
] as const satisfies readonly (readonly [Grouping | '', string])[];

type Props = {
  query: EstateQuery;
  viewHref: (view: EstateQuery['view']) => string;
  onSort: (sort: SortType, order: SortOrder) => void;
  onGroup: (group: Grouping | undefined) => void;
};

/** The estate list's sort, grouping and view switch, above the results. */
export function EstateToolbar({ query: current, viewHref, onSort, onGroup }: Props) {
  const t = useTranslations('EstateList');
  return (
    <div className="estate-toolbar">
      <label className="estate-toolbar__field">
        <span>{t('sort')}</span>
        <select
          value={`${current.sort}:${current.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [SortType, SortOrder];
            onSort(sort, order);
          }}
        >
          {sortChoices.map(([sort, order, key]) => (
            <option key={key} value={`${sort}:${order}`}>
              {t(key)}
            </option>
          ))}
        </select>
      </label>
      <label className="estate-toolbar__field">
        <span>{t('group')}</span>
        <select
          value={current.group ?? ''}
          onChange={(event) => onGroup((event.target.value || undefined) as Grouping | undefined)}
        >
          {groupChoices.map(([value, key]) => (
            <option key={key} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </label>
      <nav className="view-toggle" aria-label={t('view')}>
        {(['gallery', 'map'] as const).map((view) => (
          <NextLink
            key={view}
            href={viewHref(view)}
            scroll={false}
            className="view-toggle__link"
            aria-current={current.view === view ? 'page' : undefined}
          >
            {t(view === 'gallery' ? 'viewGallery' : 'viewMap')}
          </NextLink>
        ))}
      </nav>
    </div>
  );
}
