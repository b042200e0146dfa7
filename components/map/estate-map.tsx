'use client';

// Leaflet touches `window` as soon as it is imported: this module (and the parts below it, which load
// with it) is only ever loaded through next/dynamic with `ssr: false` (estate-map-loader.tsx), so it
// never reaches the server bundle.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { MapMarker, MapTiles } from '@/lib/estates/map-markers';
import type { Area } from '@/lib/rules/area';
import { escapeHtml } from '@/lib/text/escape-html';
import { AreaShape, DrawTools, areaBounds } from './area-drawing';
import { BelgiumBaseMap } from './base-map';
import type { MarkerTexts, Navigate } from './estate-popup';
import { MarkerClusters } from './marker-clusters';

export type EstateMapProps = {
  markers: MapMarker[];
  /** Null: no tile server; the map draws its own light background of Belgium (base-map.tsx). */
  tiles: MapTiles | null;
  /** The area the list is narrowed to, drawn on the map; null: none. */
  area?: Area | null;
  /** A new area the visitor drew (not checked yet); without it the map offers no drawing. */
  onAreaDrawn?: (area: Area) => void;
};

/** What the map shows when there is nothing to fit: Belgium. */
const BELGIUM = L.latLngBounds([49.49, 2.54], [51.51, 6.41]);
const SINGLE_MARKER_ZOOM = 15;
const MAX_FIT_ZOOM = 16;
const FIT_PADDING = L.point(32, 32);
const ZOOM_SNAP_PLAIN = 0.25;

type View = { bounds: L.LatLngBounds } | { center: L.LatLngTuple; zoom: number };

function viewOf(markers: readonly MapMarker[]): View {
  const only = markers.length === 1 ? markers[0] : undefined;
  if (only) return { center: [only.lat, only.lng], zoom: SINGLE_MARKER_ZOOM };
  if (markers.length === 0) return { bounds: BELGIUM };
  return { bounds: L.latLngBounds(markers.map((marker): L.LatLngTuple => [marker.lat, marker.lng])) };
}

/** Fits the view to the drawn area, or else to the markers, whenever they change (a new filter keeps the same map). */
function FitToMarkers({ markers, area }: { markers: MapMarker[]; area: Area | null }) {
  const map = useMap();
  useEffect(() => {
    if (area) {
      map.fitBounds(areaBounds(area), { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
      return;
    }
    const view = viewOf(markers);
    if ('bounds' in view) map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
    else map.setView(view.center, view.zoom);
  }, [map, markers, area]);
  return null;
}

/**
 * Tells Leaflet when its box changes size without the window doing so (the drawing hint's bar above it
 * wraps to another line): otherwise clicks would land on the spot the old size put there.
 */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Gives the focusable map container its accessible name, and localises and completes what Leaflet
 * leaves in English or to the mouse: the popup's close button and Escape inside a popup.
 */
function MapAccessibility({ label, closeLabel }: { label: string; closeLabel: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);

    const onPopupOpen = (event: L.PopupEvent) => {
      const element = event.popup.getElement();
      if (!element) return;
      element.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
      // Leaflet only closes on Escape while the map itself has focus, not a link inside the popup.
      element.onkeydown = (key) => {
        if (key.key === 'Escape') map.closePopup(event.popup);
      };
    };
    map.on('popupopen', onPopupOpen);
    return () => {
      map.off('popupopen', onPopupOpen);
    };
  }, [map, label, closeLabel]);
  return null;
}

/** The estate list's map: clustered markers with popup cards, fitted to the results. Client-only. */
export function EstateMap({ markers, tiles, area = null, onAreaDrawn }: EstateMapProps) {
  const t = useTranslations('EstateMap');
  const router = useRouter();
  const texts = useMemo<MarkerTexts>(() => ({ cluster: (count) => t('cluster', { count }), approximate: t('approximate') }), [t]);
  const navigate = useMemo<Navigate>(() => (href) => router.push(href), [router]);
  const [map, setMap] = useState<L.Map | null>(null);
  // Only the first render's view is used by MapContainer; FitToMarkers follows later changes.
  const initialView = area ? { bounds: areaBounds(area) } : viewOf(markers);

  return (
    <>
    {onAreaDrawn ? <DrawTools map={map} onAreaDrawn={onAreaDrawn} /> : null}
    <MapContainer
      ref={setMap}
      className={`estate-map${tiles ? '' : ' estate-map--plain'}`}
      {...('bounds' in initialView
        ? { bounds: initialView.bounds, boundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM } }
        : { center: initialView.center, zoom: initialView.zoom })}
      minZoom={3}
      maxZoom={18}
      // Without tiles nothing blurs between zoom levels: the fit fills the box instead of leaving a margin
      // of up to half its size (a small Belgium on a phone). Tiles stay at whole levels.
      zoomSnap={tiles ? 1 : ZOOM_SNAP_PLAIN}
      keyboard
      // The map sits in a scrolling page: the wheel scrolls the page; +/- buttons, keys and pinch zoom.
      scrollWheelZoom={false}
      zoomControl={false}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} /> : <BelgiumBaseMap />}
      <ZoomControl zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <MarkerClusters markers={markers} texts={texts} navigate={navigate} />
      {area ? <AreaShape area={area} /> : null}
      <FitToMarkers markers={markers} area={area} />
      <MapAccessibility label={t('label')} closeLabel={t('closePopup')} />
      <FollowSize />
    </MapContainer>
    </>
  );
}
