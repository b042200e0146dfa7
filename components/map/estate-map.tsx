'use client';

// Leaflet touches `window` as soon as it is imported: this module is only ever loaded through
// next/dynamic with `ssr: false` (estate-map-loader.tsx), so it never reaches the server bundle.
import L from 'leaflet';
// The plug-in extends the global `L` that leaflet sets, so it must come after it.
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { Status } from '@/lib/domain/enums';
import type { MapMarker, MapTiles } from '@/lib/estates/map-markers';
import { BelgiumBaseMap } from './base-map';

export type EstateMapProps = {
  markers: MapMarker[];
  /** Null: no tile server; the map draws its own light background of Belgium (base-map.tsx). */
  tiles: MapTiles | null;
};

type MarkerTexts = {
  cluster: (count: number) => string;
  approximate: string;
};

type Navigate = (href: string) => void;

/** What the map shows when there is nothing to fit: Belgium. */
const BELGIUM = L.latLngBounds([49.49, 2.54], [51.51, 6.41]);
const SINGLE_MARKER_ZOOM = 15;
const MAX_FIT_ZOOM = 16;
const FIT_PADDING = L.point(32, 32);

type View = { bounds: L.LatLngBounds } | { center: L.LatLngTuple; zoom: number };

function viewOf(markers: readonly MapMarker[]): View {
  const only = markers.length === 1 ? markers[0] : undefined;
  if (only) return { center: [only.lat, only.lng], zoom: SINGLE_MARKER_ZOOM };
  if (markers.length === 0) return { bounds: BELGIUM };
  return { bounds: L.latLngBounds(markers.map((marker): L.LatLngTuple => [marker.lat, marker.lng])) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const icons = new Map<string, L.DivIcon>();

/** A pin for an exact address, a circle for an area; coloured by status. Shared per kind, drawn by CSS. */
function markerIcon(status: Status, approximate: boolean): L.DivIcon {
  const key = `${status}:${approximate}`;
  let icon = icons.get(key);
  if (!icon) {
    const shape = approximate ? 'area' : 'pin';
    icon = L.divIcon({
      className: `estate-map-marker estate-map-marker--${shape} estate-map-marker--${status.toLowerCase()}`,
      html: '<span class="estate-map-marker__shape" aria-hidden="true"></span>',
      iconSize: approximate ? [30, 30] : [28, 38],
      iconAnchor: approximate ? [15, 15] : [14, 38],
      popupAnchor: approximate ? [0, -14] : [0, -34],
    });
    icons.set(key, icon);
  }
  return icon;
}

function clusterIcon(count: number, label: string): L.DivIcon {
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const html = document.createElement('span');
  html.className = 'estate-map-cluster__body';
  const number = document.createElement('span');
  number.setAttribute('aria-hidden', 'true');
  number.textContent = String(count);
  // The cluster is a focusable button (Enter zooms in); this is its accessible name.
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = label;
  html.append(number, name);
  const px = size === 'small' ? 36 : size === 'medium' ? 42 : 50;
  return L.divIcon({ html, className: `estate-map-cluster estate-map-cluster--${size}`, iconSize: [px, px] });
}

/** The popup card, built with DOM APIs: titles come from the API and never become HTML. */
function popupContent(marker: MapMarker, texts: MarkerTexts, navigate: Navigate): HTMLElement {
  const root = document.createElement('div');
  root.className = 'estate-map-popup';

  if (marker.photo) {
    const photo = document.createElement('img');
    photo.className = 'estate-map-popup__photo';
    photo.src = marker.photo;
    // Decorative: the title link right below names the estate.
    photo.alt = '';
    photo.width = 240;
    photo.height = 160;
    photo.decoding = 'async';
    root.append(photo);
  }

  const title = document.createElement('p');
  title.className = 'estate-map-popup__title';
  const link = document.createElement('a');
  link.className = 'estate-map-popup__link';
  link.href = marker.href;
  link.textContent = marker.title;
  link.addEventListener('click', (event) => {
    // A plain click navigates client-side like every other internal link; new-tab clicks stay native.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(marker.href);
  });
  title.append(link);

  const price = document.createElement('p');
  price.className = 'estate-map-popup__price';
  price.textContent = marker.priceText;

  const status = document.createElement('span');
  status.className = `badge badge--${marker.status.toLowerCase()}`;
  status.textContent = marker.statusLabel;

  root.append(title, price, status);

  if (marker.approximate) {
    const note = document.createElement('p');
    note.className = 'estate-map-popup__note';
    note.textContent = texts.approximate;
    root.append(note);
  }
  return root;
}

function estateMarker(marker: MapMarker, texts: MarkerTexts, navigate: Navigate): L.Marker {
  const layer = L.marker([marker.lat, marker.lng], {
    icon: markerIcon(marker.status, marker.approximate),
    // Focusable (role=button, named by its title); Enter opens the popup.
    keyboard: true,
    title: marker.title,
    riseOnHover: true,
  });
  // A function: the popup's DOM is only built when it opens, not for every marker up front.
  layer.bindPopup(() => popupContent(marker, texts, navigate), { minWidth: 200, maxWidth: 260 });

  // Leaflet leaves focus on the marker when Enter opens the popup; move it into the card, and back to
  // the marker when the card closes, so keyboard users are not sent through every other marker first.
  layer.on('keypress', (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter') return;
    layer.getPopup()?.getElement()?.querySelector<HTMLAnchorElement>('.estate-map-popup__link')?.focus({ preventScroll: true });
  });
  layer.on('popupclose', (event: L.PopupEvent) => {
    const active = document.activeElement;
    if (active === document.body || event.popup.getElement()?.contains(active)) layer.getElement()?.focus({ preventScroll: true });
  });
  return layer;
}

/** Clusters the markers; the group is rebuilt when the markers change and removed on unmount. */
function MarkerClusters({ markers, texts, navigate }: { markers: MapMarker[]; texts: MarkerTexts; navigate: Navigate }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      // Hundreds of markers (no limit on the map's search) are added in chunks, not one long task.
      chunkedLoading: true,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 50,
      iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount(), texts.cluster(cluster.getChildCount())),
    });
    group.addLayers(markers.map((marker) => estateMarker(marker, texts, navigate)));
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
      group.clearLayers();
    };
  }, [map, markers, texts, navigate]);
  return null;
}

/** Fits the view to the markers whenever they change (a new filter keeps the same map). */
function FitToMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  useEffect(() => {
    const view = viewOf(markers);
    if ('bounds' in view) map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
    else map.setView(view.center, view.zoom);
  }, [map, markers]);
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
export function EstateMap({ markers, tiles }: EstateMapProps) {
  const t = useTranslations('EstateMap');
  const router = useRouter();
  const texts = useMemo<MarkerTexts>(() => ({ cluster: (count) => t('cluster', { count }), approximate: t('approximate') }), [t]);
  const navigate = useMemo<Navigate>(() => (href) => router.push(href), [router]);
  // Only the first render's view is used by MapContainer; FitToMarkers follows later changes.
  const initialView = viewOf(markers);

  return (
    <MapContainer
      className={`estate-map${tiles ? '' : ' estate-map--plain'}`}
      {...('bounds' in initialView
        ? { bounds: initialView.bounds, boundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM } }
        : { center: initialView.center, zoom: initialView.zoom })}
      minZoom={3}
      maxZoom={18}
      keyboard
      // The map sits in a scrolling page: the wheel scrolls the page; +/- buttons, keys and pinch zoom.
      scrollWheelZoom={false}
      zoomControl={false}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} /> : <BelgiumBaseMap />}
      <ZoomControl zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <MarkerClusters markers={markers} texts={texts} navigate={navigate} />
      <FitToMarkers markers={markers} />
      <MapAccessibility label={t('label')} closeLabel={t('closePopup')} />
    </MapContainer>
  );
}
