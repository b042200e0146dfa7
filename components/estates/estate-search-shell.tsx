'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { Status } from '@/lib/domain/enums';
import { formatNumber } from '@/lib/domain/format';
import { mergeQuery, optionalNumber, withNear, withoutFilters, type QueryPatch } from '@/lib/estates/filter-state';
import type { EstateQuery } from '@/lib/estates/search-query';
import { estateListHref, estateQueryString } from '@/lib/estates/url-state';
import { DEFAULT_KM } from '@/lib/estates/town-distance';
import { useQueryNavigation } from '@/lib/listing/use-query-navigation';
import { CheckboxFacet, type FilterOptionView } from '@/components/listing/checkbox-facet';
import { FilterPanel, PendingResults } from '@/components/listing/filter-panel';
import { AreaNote, type TownView } from './area-note';
import { CityCombobox, type CityChoice } from './city-combobox';
import { EstateToolbar } from './estate-toolbar';
import { TownDistanceField } from './town-distance-field';
import './estate-search.css';

export type { FilterOptionView };
export type FilterOptionsView = {
  statuses: FilterOptionView[];
  types: FilterOptionView[];
  epcLabels: FilterOptionView[];
  prices: { min: number | null; max: number | null };
};

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

const bedroomChoices = [1, 2, 3, 4, 5, 6] as const;

/** The distance search's fields as the query and the server's town describe them. */
function nearOf(query: EstateQuery, town: TownView | null): { town: CityChoice | null; km: number } {
  return { town: query.near && town ? { id: town.id, name: town.name } : null, km: query.near?.km ?? DEFAULT_KM };
}

function hasActiveFilters(query: EstateQuery): boolean {
  return (
    query.area !== undefined ||
    query.near !== undefined ||
    query.status.length + query.type.length + query.city.length + query.epc.length > 0 ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.bedMin !== undefined ||
    query.openHouse === true
  );
}

/**
 * The estate list's controls: filters (a plain GET form that works without JavaScript), sort, grouping
 * and view. With JavaScript every change updates the URL at once; the server renders the results.
 */
export function EstateSearchShell({ query, queryString, options, selectedCities, town = null, subscribeHref, listPath, children }: Props) {
  const t = useTranslations('EstateList');
  const id = useId();
  const currentPath = usePathname();
  const pathname = listPath ?? currentPath;
  const [current, setCurrent] = useState(query);
  const [cities, setCities] = useState(selectedCities);
  const [price, setPrice] = useState({ min: query.priceMin?.toString() ?? '', max: query.priceMax?.toString() ?? '' });
  const [near, setNear] = useState(() => nearOf(query, town));
  const { navigate, isPending } = useQueryNavigation(estateQueryString, listPath);
  // Only the first render decides: unticking the last filter must not fold the panel away from the focus.
  // A landing page's heading already names its filters: folded there, its listings come first on a phone.
  const [initiallyOpen] = useState(() => listPath === undefined && hasActiveFilters(query));

  // Back and forward change the URL under us: take the URL's query as the form's state again. Done while
  // rendering (React's pattern for state that follows a prop), so no frame shows stale filters.
  const [syncedQueryString, setSyncedQueryString] = useState(queryString);
  if (queryString !== syncedQueryString) {
    setSyncedQueryString(queryString);
    if (estateQueryString(current) !== queryString) {
      setCurrent(query);
      setCities(selectedCities);
      setPrice({ min: query.priceMin?.toString() ?? '', max: query.priceMax?.toString() ?? '' });
      setNear(nearOf(query, town));
    }
  }

  function applyQuery(next: EstateQuery) {
    setCurrent(next);
    navigate(next);
  }

  const apply = (patch: QueryPatch) => applyQuery(mergeQuery(current, patch));

  /** The price inputs as a patch, or null when they still match the query. */
  function pricePatch(): QueryPatch | null {
    if (price.min === (current.priceMin?.toString() ?? '') && price.max === (current.priceMax?.toString() ?? '')) return null;
    return { priceMin: optionalNumber(price.min === '' ? undefined : Number(price.min)), priceMax: optionalNumber(price.max === '' ? undefined : Number(price.max)) };
  }

  function applyPrice() {
    const patch = pricePatch();
    if (patch) apply(patch);
  }

  const activeFilters =
    current.status.length + current.type.length + current.city.length + current.epc.length +
    (current.priceMin !== undefined || current.priceMax !== undefined ? 1 : 0) + (current.bedMin !== undefined ? 1 : 0) +
    (current.area || current.near ? 1 : 0) + (current.openHouse ? 1 : 0);
  const viewHref = (view: EstateQuery['view']) => estateListHref(pathname, { ...current, view });

  return (
    <div className="container estate-search">
      <FilterPanel
        title={t('filtersTitle')}
        activeCount={activeFilters}
        initiallyOpen={initiallyOpen}
        action={listPath}
        applyLabel={t('apply')}
        resetLabel={t('reset')}
        onSubmit={() => {
          // One navigation with everything typed so far: a second push would cancel the first.
          const patch = pricePatch();
          if (patch) apply(patch);
          else navigate(current);
        }}
        onReset={() => {
          setCities([]);
          setPrice({ min: '', max: '' });
          setNear({ town: null, km: near.km });
          applyQuery(withoutFilters(current));
        }}
      >
        <CheckboxFacet
          legend={t('status')}
          name="status"
          options={options.statuses}
          selected={current.status}
          hint={current.status.length === 0 ? t('statusDefault') : undefined}
          onChange={(values) => apply({ status: values as Status[] })}
        />

        <CheckboxFacet
          legend={t('type')}
          name="type"
          options={options.types}
          selected={current.type.map(String)}
          onChange={(values) => apply({ type: values.map(Number) })}
        />

        <div className="filter-group">
          <CityCombobox
            selected={cities}
            onChange={(next) => {
              setCities(next);
              apply({ city: next.map((city) => city.id) });
            }}
          />
        </div>

        <TownDistanceField
          town={near.town}
          km={near.km}
          onChange={(nextTown, km) => {
            setNear({ town: nextTown, km });
            if (nextTown) applyQuery(withNear(current, { city: nextTown.id, km }));
            else if (current.near) applyQuery(withNear(current, undefined));
          }}
        />

        <fieldset className="filter-group filter-group--price">
          <legend className="filter-label">{t('price')}</legend>
          <label className="field">
            <span>{t('priceMin')}</span>
            <input
              type="number"
              name="price-min"
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder={options.prices.min === null ? undefined : formatNumber(options.prices.min)}
              value={price.min}
              onChange={(event) => setPrice((p) => ({ ...p, min: event.target.value }))}
              onBlur={applyPrice}
            />
          </label>
          <label className="field">
            <span>{t('priceMax')}</span>
            <input
              type="number"
              name="price-max"
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder={options.prices.max === null ? undefined : formatNumber(options.prices.max)}
              value={price.max}
              onChange={(event) => setPrice((p) => ({ ...p, max: event.target.value }))}
              onBlur={applyPrice}
            />
          </label>
        </fieldset>

        <div className="filter-group">
          <label className="filter-label" htmlFor={`${id}-bedrooms`}>
            {t('bedrooms')}
          </label>
          <select
            id={`${id}-bedrooms`}
            name="bed-min"
            value={current.bedMin?.toString() ?? ''}
            onChange={(event) => apply({ bedMin: optionalNumber(event.target.value === '' ? undefined : Number(event.target.value)) })}
          >
            <option value="">{t('bedroomsAny')}</option>
            {bedroomChoices.map((count) => (
              <option key={count} value={count}>
                {t('bedroomsMin', { count })}
              </option>
            ))}
          </select>
        </div>

        <CheckboxFacet
          legend={t('epc')}
          name="epc"
          options={options.epcLabels}
          selected={current.epc}
          inline
          onChange={(labels) => apply({ epc: labels })}
        />

        <div className="filter-group">
          <label className="check">
            <input
              type="checkbox"
              name="open-house"
              value="1"
              checked={current.openHouse === true}
              onChange={(event) => apply({ openHouse: event.target.checked ? true : undefined })}
            />
            {t('openHouse')}
          </label>
        </div>

        {/* What the form has no field for travels along, so a plain submit keeps it. */}
        {['collection', 'area', 'sort', 'order', 'group', 'view'].flatMap((key) =>
          new URLSearchParams(estateQueryString(current))
            .getAll(key)
            .map((value) => <input key={`${key}-${value}`} type="hidden" name={key} value={value} />),
        )}
      </FilterPanel>

      <div className="estate-search__main">
        <EstateToolbar
          query={current}
          viewHref={viewHref}
          onSort={(sort, order) => apply({ sort, order })}
          onGroup={(group) => apply({ group })}
        />
        <AreaNote
          area={current.area}
          town={current.near ? town : null}
          subscribeHref={subscribeHref}
          onClear={() => {
            setNear({ town: null, km: near.km });
            apply({ area: undefined, near: undefined });
          }}
        />
        <PendingResults isPending={isPending} loadingLabel={t('loading')}>
          {children}
        </PendingResults>
      </div>
    </div>
  );
}
