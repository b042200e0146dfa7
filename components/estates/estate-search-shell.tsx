'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { EstateQuery } from '@/lib/estates/search-query';
import { FilterPanel, PendingResults } from '@/components/listing/filter-panel';
import { AreaNote, type TownView } from './area-note';
import type { CityChoice } from './city-combobox';
import { EstateFilterFields, type FilterOptionsView } from './estate-filter-fields';
import { EstateToolbar } from './estate-toolbar';
import { useEstateSearch } from './use-estate-search';
import './estate-search.css';

type Props = {
  query: EstateQuery;
  queryString: string;
  options: FilterOptionsView;
  selectedCities: CityChoice[];
  /** The town the list is searched around, as the server placed it; null or absent: none. */
  town?: TownView | null;
  /** The localised address of the subscribe page (the server's: no route table in the browser). */
  subscribeHref: string;
  /**
   * The list's own address when the form sits on another page (a landing page): a changed search is the
   * list's, so every change, submit and view switch leads there.
   */
  listPath?: string;
  children: ReactNode;
};

/**
 * The estate list's controls: filters (a plain GET form that works without JavaScript), sort, grouping
 * and view. With JavaScript every change updates the URL at once; the server renders the results.
 */
export function EstateSearchShell({ query, queryString, options, selectedCities, town = null, subscribeHref, listPath, children }: Props) {
  const t = useTranslations('EstateList');
  const search = useEstateSearch({ query, queryString, selectedCities, town, listPath });

  return (
    <div className="container estate-search">
      <FilterPanel
        title={t('filtersTitle')}
        activeCount={search.activeFilters}
        initiallyOpen={search.initiallyOpen}
        action={listPath}
        applyLabel={t('apply')}
        resetLabel={t('reset')}
        onSubmit={search.submit}
        onReset={search.reset}
      >
        <EstateFilterFields search={search} options={options} />
      </FilterPanel>

      <div className="estate-search__main">
        <EstateToolbar
          query={search.query}
          viewHref={search.viewHref}
          onSort={(sort, order) => search.apply({ sort, order })}
          onGroup={(group) => search.apply({ group })}
        />
        <AreaNote
          area={search.query.area}
          town={search.query.near ? town : null}
          subscribeHref={subscribeHref}
          onClear={search.clearArea}
        />
        <PendingResults isPending={search.isPending} loadingLabel={t('loading')}>
          {children}
        </PendingResults>
      </div>
    </div>
  );
}
