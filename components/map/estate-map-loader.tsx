'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { FetchStatusError } from '@/lib/browser/fetch-status-error';
import { roundArea } from '@/lib/estates/area-url';
import type { EstateMapAnswer, MapTiles } from '@/lib/estates/map-markers';
import { estateQueryString, readEstateQuery } from '@/lib/estates/url-state';
import { useQueryNavigation } from '@/lib/listing/use-query-navigation';
import { checkArea, type Area, type AreaProblem } from '@/lib/rules/area';
import type { EstateMapProps } from './estate-map';

type Props = {
  /** The list's query string (with or without the leading `?`): the map shows the same filtered set. */
  queryString: string;
  /** From `mapTiles()` on the server; null draws the offline map of Belgium. */
  tiles: MapTiles | null;
  /** The area searched, as the server worked it out (a town's circle is not in the URL); by default the URL's. */
  area?: Area | null;
};

function MapSkeleton() {
  return <div className="estate-map-view__skeleton skeleton" aria-hidden="true" />;
}

/** Shown when the map's code itself could not be downloaded (offline, a new deploy): only a reload helps. */
function MapCodeFailed() {
  const t = useTranslations('EstateMap');
  return (
    <div className="estate-map-view__message" role="alert">
      <p>{t('error')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}

// Leaflet stays out of the server bundle and out of the first-load JS of every page: its chunk is
// only requested when a map is actually rendered (design decision 8).
const EstateMap = dynamic<EstateMapProps>(
  () => import('./estate-map').then((module) => module.EstateMap).catch(() => MapCodeFailed),
  { ssr: false, loading: MapSkeleton },
);

function isMapAnswer(value: unknown): value is EstateMapAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<Record<keyof EstateMapAnswer, unknown>>;
  return Array.isArray(answer.markers) && typeof answer.total === 'number';
}

async function fetchMapAnswer(path: string, signal: AbortSignal): Promise<EstateMapAnswer> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new FetchStatusError(response.status, "The map's markers");
  const answer: unknown = await response.json();
  if (!isMapAnswer(answer)) throw new Error("The map's markers answer has an unexpected shape");
  return answer;
}

/**
 * The estate list's map view: fetches the markers of the list's filter from `/{locale}/estate-map` and
 * renders the (lazily loaded) Leaflet map in a box of fixed height, so nothing shifts while it loads.
 */
export function EstateMapLoader({ queryString, tiles, area: searchedArea }: Props) {
  const t = useTranslations('EstateMap');
  const tArea = useTranslations('MapArea');
  const locale = useLocale();
  const search = queryString.replace(/^\?/, '');
  const path = `/${locale}/estate-map${search ? `?${search}` : ''}`;
  const query = useMemo(() => readEstateQuery(new URLSearchParams(search)), [search]);
  const area = searchedArea === undefined ? (query.area ?? null) : searchedArea;
  const { navigate } = useQueryNavigation(estateQueryString);
  const [drawnProblem, setDrawnProblem] = useState<AreaProblem | null>(null);
  // A drawn or chosen area is checked by the same rule as the URL's before it becomes the list's.
  const onArea = useCallback(
    (next: Area) => {
      const checked = checkArea(roundArea(next));
      if (!checked.ok) {
        setDrawnProblem(checked.problem);
        return;
      }
      setDrawnProblem(null);
      // A drawn area replaces a distance from a town: the list is narrowed to one place at a time.
      navigate({ ...query, near: undefined, area: checked.area });
    },
    [navigate, query],
  );

  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: ['estate-map', locale, search],
    queryFn: ({ signal }) => fetchMapAnswer(path, signal),
    // A new filter keeps the current map on screen (marked busy) until its markers arrive.
    placeholderData: keepPreviousData,
  });

  const failed = isError || data?.error !== undefined;
  const markers = data?.markers ?? [];
  const withoutMarker = data && !failed ? Math.max(0, data.total - markers.length) : 0;
  const busy = isPending || (isFetching && isPlaceholderData);

  let content;
  if (isPending) content = <MapSkeleton />;
  else if (failed)
    content = (
      <div className="estate-map-view__message" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  else if (markers.length === 0 && !area)
    content = (
      <div className="estate-map-view__message">
        <p>{t('empty')}</p>
      </div>
    );
  else content = <EstateMap markers={markers} tiles={tiles} area={area} onAreaDrawn={onArea} />;

  return (
    <div className="estate-map-view">
      {/* Always rendered, so screen readers hear each change of the count (a live region must pre-exist). */}
      <p className="estate-map-view__status" role="status">
        {isPending ? t('loading') : failed ? null : markers.length === 0 && area ? tArea('emptyInArea') : t('count', { count: markers.length })}
        {withoutMarker > 0 ? <span className="estate-map-view__hidden-count"> {t('withoutLocation', { count: withoutMarker })}</span> : null}
      </p>
      {drawnProblem ? (
        <p className="notice estate-map-view__problem" role="alert">
          {tArea(`errors.${drawnProblem}`)}
        </p>
      ) : null}
      <div className="estate-map-view__box" aria-busy={busy}>
        {content}
      </div>
    </div>
  );
}
