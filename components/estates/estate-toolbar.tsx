'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { FilterAction } from '@/lib/estates/filter-state';
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
  onChange: (action: FilterAction) => void;
  /** The list's address in another view, with everything else kept. */
  viewHref: (view: EstateQuery['view']) => string;
};

/** How the list is shown: sort, grouping and the gallery or map view. */
export function EstateToolbar({ query, onChange, viewHref }: Props) {
  const t = useTranslations('EstateList');
  return (
    <div className="estate-toolbar">
      <label className="estate-toolbar__field">
        <span>{t('sort')}</span>
        <select
          value={`${query.sort}:${query.order}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':') as [SortType, SortOrder];
            onChange({ type: 'setSort', sort, order });
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
          value={query.group ?? ''}
          onChange={(event) => onChange({ type: 'update', patch: { group: (event.target.value || undefined) as Grouping | undefined } })}
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
            aria-current={query.view === view ? 'page' : undefined}
          >
            {t(view === 'gallery' ? 'viewGallery' : 'viewMap')}
          </NextLink>
        ))}
      </nav>
    </div>
  );
}
