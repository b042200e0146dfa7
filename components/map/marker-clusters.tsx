'use client';

// Loaded only with the map's chunk (estate-map.tsx, through next/dynamic with `ssr: false`).
import L from 'leaflet';
// The plug-in extends the global `L` that leaflet sets, so it must come after it.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { Status } from '@/lib/rules';
import type { MapMarker } from '@/lib/estates/map-markers';
import { popupContent, type MarkerTexts, type Navigate } from './estate-popup';

const icons = new Map<string, L.DivIcon>();

type ClusterClass = typeof L.MarkerCluster;
type RecursiveWalk = (this: L.MarkerCluster, bounds: L.LatLngBounds, fromZoom: number, ...rest: unknown[]) => void;

/**
 * The plug-in's clusters, walking its levels from the map's minimum zoom rounded down. Leaflet.markercluster
 * keys its levels by whole zooms but starts some walks at `getMinZoom() - 1` as it is; the list map's minimum
 * is fractional (StayInsideData in base-map.tsx keeps a phone's view inside the drawn data), so a marker that
 * no level clusters (a single result, a few far apart) was never drawn (reported upstream as Leaflet.markercluster#942).
 * A subclass through Leaflet's own `extend`, on our group only: the plug-in's global classes stay as shipped.
 */
function wholeZoomClusters(base: ClusterClass): ClusterClass {
  const walk = (base.prototype as unknown as { _recursively: RecursiveWalk })._recursively;
  return base.extend({
    _recursively(this: L.MarkerCluster, bounds: L.LatLngBounds, fromZoom: number, ...rest: unknown[]) {
      walk.call(this, bounds, Math.floor(fromZoom), ...rest);
    },
  }) as ClusterClass;
}

type GroupInternals = L.MarkerClusterGroup & { _markerCluster: ClusterClass };
const initializeGroup = (L.MarkerClusterGroup.prototype as unknown as { initialize: (this: GroupInternals, options?: L.MarkerClusterGroupOptions) => void }).initialize;

const WholeZoomClusterGroup = L.MarkerClusterGroup.extend({
  initialize(this: GroupInternals, options?: L.MarkerClusterGroupOptions) {
    initializeGroup.call(this, options);
    this._markerCluster = wholeZoomClusters(this._markerCluster);
  },
}) as unknown as new (options?: L.MarkerClusterGroupOptions) => L.MarkerClusterGroup;

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
export function MarkerClusters({ markers, texts, navigate }: { markers: MapMarker[]; texts: MarkerTexts; navigate: Navigate }) {
  const map = useMap();
  useEffect(() => {
    const group = new WholeZoomClusterGroup({
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
