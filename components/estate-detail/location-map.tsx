'use client';

import dynamic from 'next/dynamic';
import type { LocationPin, MapTiles } from '@/lib/estates/map-markers';
import type { SingleLocationMapProps } from '@/components/map/single-location-map';
import { useNearViewport } from './use-near-viewport';
import './extra.css';

type Props = {
  /** From toMapMarker (or a rental unit's pin) on the server: a hidden address arrives rounded already. */
  marker: LocationPin;
  zoom?: number;
  /** The id scroll-to-map links point at. */
  id?: string;
  /** From `mapTiles()` on the server; null draws the offline map of Belgium. */
  tiles: MapTiles | null;
  /** From `buildLocationMapTexts()` on the server. */
  texts: LocationMapTexts;
};

/** The map's texts, formatted on the server (lib/i18n/detail-texts.ts): no next-intl in the page's first load. */
export type LocationMapTexts = { label: string; approximate: string; error: string; retry: string; zoomIn: string; zoomOut: string };

type Failure = { failure: Pick<LocationMapTexts, 'error' | 'retry'> };

function MapSkeleton() {
  return <div className="location-map__skeleton skeleton" aria-hidden="true" />;
}

/** Shown when the map's code itself could not be downloaded (offline, a new deploy): only a reload helps. */
function MapCodeFailed({ failure }: Failure) {
  return (
    <div className="estate-map-view__message" role="alert">
      <p>{failure.error}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {failure.retry}
      </button>
    </div>
  );
}

// Leaflet stays out of the server bundle and the page's first-load JS: its chunk is requested only once
// the box comes near the viewport (design decision 8; document 001, section 9: the map loads lazily).
const SingleLocationMap = dynamic<SingleLocationMapProps & Failure>(
  () => import('@/components/map/single-location-map').then((module) => module.SingleLocationMap).catch(() => MapCodeFailed),
  { ssr: false, loading: MapSkeleton },
);

/**
 * The estate's location on a small map, in a box of fixed height so nothing shifts when it loads. The
 * server renders it only for an estate that has a marker (location, type and status: document 001, section 4).
 */
export function LocationMap({ marker, tiles, zoom, id, texts }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>();

  return (
    <div className="location-map" id={id} tabIndex={id ? -1 : undefined}>
      <div ref={ref} className="location-map__box">
        {near ? <SingleLocationMap marker={marker} tiles={tiles} texts={texts} failure={texts} zoom={zoom} /> : <MapSkeleton />}
      </div>
      {marker.approximate ? <p className="location-map__note">{texts.approximate}</p> : null}
    </div>
  );
}
