import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { mergeQuery, optionalNumber, withNear, withoutFilters, type QueryPatch } from '@/lib/estates/filter-state';
import type { EstateQuery } from '@/lib/estates/search-query';
import { estateListHref, estateQueryString } from '@/lib/estates/url-state';
import { DEFAULT_KM } from '@/lib/estates/town-distance';
import { useQueryNavigation } from '@/lib/listing/use-query-navigation';
import type { TownView } from './area-note';
import type { CityChoice } from './city-combobox';

type Input = {
  query: EstateQuery;
  queryString: string;
  selectedCities: CityChoice[];
  town: TownView | null;
  listPath?: string;
};

export type PriceBound = 'min' | 'max';

/** The distance search's fields as the query and the server's town describe them. */
function nearOf(query: EstateQuery, town: TownView | null): { town: CityChoice | null; km: number } {
  return { town: query.near && town ? { id: town.id, name: town.name } : null, km: query.near?.km ?? DEFAULT_KM };
}

function priceOf(query: EstateQuery): Record<PriceBound, string> {
  return { min: query.priceMin?.toString() ?? '', max: query.priceMax?.toString() ?? '' };
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

/** The number the filter panel's toggle shows: a price range, a bedroom minimum or a place count as one each. */
function activeFilterCount(query: EstateQuery): number {
  return (
    query.status.length + query.type.length + query.city.length + query.epc.length +
    (query.priceMin !== undefined || query.priceMax !== undefined ? 1 : 0) + (query.bedMin !== undefined ? 1 : 0) +
    (query.area || query.near ? 1 : 0) + (query.openHouse ? 1 : 0)
  );
}

export type EstateSearch = ReturnType<typeof useEstateSearch>;

/**
 * The estate filters' state: the query the form shows, plus what the visitor is still typing (prices) or
 * has picked by name (cities, a town). Every change navigates at once; the URL stays the state.
 */
export function useEstateSearch({ query, queryString, selectedCities, town, listPath }: Input) {
  const currentPath = usePathname();
  const pathname = listPath ?? currentPath;
  const [current, setCurrent] = useState(query);
  const [cities, setCities] = useState(selectedCities);
  const [price, setPrice] = useState(() => priceOf(query));
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
      setPrice(priceOf(query));
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

  return {
    query: current,
    cities,
    price,
    near,
    isPending,
    initiallyOpen,
    activeFilters: activeFilterCount(current),
    apply,
    viewHref: (view: EstateQuery['view']) => estateListHref(pathname, { ...current, view }),
    typePrice: (bound: PriceBound, value: string) => setPrice((p) => ({ ...p, [bound]: value })),
    applyPrice() {
      const patch = pricePatch();
      if (patch) apply(patch);
    },
    submit() {
      // One navigation with everything typed so far: a second push would cancel the first.
      const patch = pricePatch();
      if (patch) apply(patch);
      else navigate(current);
    },
    reset() {
      setCities([]);
      setPrice({ min: '', max: '' });
      setNear({ town: null, km: near.km });
      applyQuery(withoutFilters(current));
    },
    chooseCities(next: CityChoice[]) {
      setCities(next);
      apply({ city: next.map((city) => city.id) });
    },
    chooseNear(nextTown: CityChoice | null, km: number) {
      setNear({ town: nextTown, km });
      if (nextTown) applyQuery(withNear(current, { city: nextTown.id, km }));
      else if (current.near) applyQuery(withNear(current, undefined));
    },
    clearArea() {
      setNear({ town: null, km: near.km });
      apply({ area: undefined, near: undefined });
    },
  };
}
