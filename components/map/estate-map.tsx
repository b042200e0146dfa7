'use client';

// Leaflet touches `window` as soon as it is imported: this module is only ever loaded through
// next/dynamic with `ssr: false` (estate-map-loader.tsx), so it never reaches the server bundle.
import L from 'leaflet';
// The plug-in extends the global `L` that leaflet sets, so it must come after it.
import 'leaflet.markercluster';
// The drawing tools extend the same global `L`; they load with the map's chunk only.
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, MapContainer, Polygon, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { Locale, Status } from '@/lib/domain/enums';
import type { MapMarker, MapTiles } from '@/lib/estates/map-markers';
import type { Area, LatLng } from '@/lib/spec/area';
import { BelgiumBaseMap } from './base-map';

export type EstateMapProps = {
  markers: MapMarker[];
  /** Null: no tile server; the map draws its own light background of Belgium (base-map.tsx). */
  tiles: MapTiles | null;
  /** The area the list is narrowed to, drawn on the map; null: none. */
  area?: Area | null;
  /** A new area the visitor drew (not checked yet); without it the map offers no drawing. */
  onAreaDrawn?: (area: Area) => void;
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
const ZOOM_SNAP_PLAIN = 0.25;

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

function areaBounds(area: Area): L.LatLngBounds {
  if (area.kind === 'circle') return L.latLng(area.center[0], area.center[1]).toBounds(area.radius * 2);
  return L.latLngBounds(area.points.map(([lat, lng]): L.LatLngTuple => [lat, lng]));
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
 * The list's area on the map; the drawing tools leave it alone (pmIgnore). The class and `interactive`
 * are options of the shape's creation (react-leaflet's `pathOptions` only restyles it afterwards).
 */
function AreaShape({ area }: { area: Area }) {
  if (area.kind === 'circle') return <Circle center={[area.center[0], area.center[1]]} radius={area.radius} className="estate-map-area" interactive={false} pmIgnore />;
  return <Polygon positions={area.points.map(([lat, lng]): L.LatLngTuple => [lat, lng])} className="estate-map-area" interactive={false} pmIgnore />;
}

type Shape = 'Polygon' | 'Circle';

/** The area a finished drawing encloses: a circle, or the corners of a polygon. */
function areaOfLayer(layer: L.Layer): Area | null {
  if (layer instanceof L.Circle) {
    const center = layer.getLatLng();
    return { kind: 'circle', center: [center.lat, center.lng], radius: layer.getRadius() };
  }
  if (layer instanceof L.Polygon) {
    const rings = layer.getLatLngs();
    const ring = (Array.isArray(rings[0]) ? rings[0] : rings) as L.LatLng[];
    return { kind: 'polygon', points: ring.map((point): LatLng => [point.lat, point.lng]) };
  }
  return null;
}

/**
 * Drawing an area with leaflet-geoman: our own buttons (localised, reachable in the page's order) start
 * its polygon or circle mode; the finished shape becomes the list's area and leaves the map again, since
 * the area comes back from the URL.
 */
function useAreaDrawing(map: L.Map | null, onAreaDrawn: ((area: Area) => void) | undefined) {
  const locale = useLocale() as Locale;
  const [drawing, setDrawing] = useState<Shape | null>(null);
  // The latest callback, read when a drawing ends: a new one must not end a drawing under way.
  const onAreaDrawnRef = useRef(onAreaDrawn);
  useEffect(() => {
    onAreaDrawnRef.current = onAreaDrawn;
  }, [onAreaDrawn]);
  const enabled = onAreaDrawn !== undefined;
  useEffect(() => {
    if (!map || !enabled) return;
    map.pm.setLang(locale);
    // No snapping: a corner near an estate's marker stays where the visitor clicked.
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: false, pathOptions: { className: 'estate-map-area' } });
    const onCreate = (event: { layer: L.Layer }) => {
      map.removeLayer(event.layer);
      const area = areaOfLayer(event.layer);
      if (area) onAreaDrawnRef.current?.(area);
    };
    const onDrawEnd = () => setDrawing(null);
    map.on('pm:create', onCreate);
    map.on('pm:drawend', onDrawEnd);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:drawend', onDrawEnd);
      map.pm.disableDraw();
    };
  }, [map, enabled, locale]);

  const start = (shape: Shape) => {
    if (!map) return;
    map.pm.disableDraw();
    map.pm.enableDraw(shape, { allowSelfIntersection: false });
    setDrawing(shape);
  };
  const stop = () => {
    map?.pm.disableDraw();
    setDrawing(null);
  };
  // While drawing, a click on an estate's marker places a corner there instead of opening its card.
  useEffect(() => {
    map?.getContainer().classList.toggle('estate-map--drawing', drawing !== null);
  }, [map, drawing]);
  return { drawing, start, stop };
}

function DrawTools({ map, onAreaDrawn }: { map: L.Map | null; onAreaDrawn: (area: Area) => void }) {
  const t = useTranslations('MapArea');
  const { drawing, start, stop } = useAreaDrawing(map, onAreaDrawn);
  return (
    <div className="estate-map-draw">
      <div className="estate-map-draw__buttons">
        <button type="button" className="button" aria-pressed={drawing === 'Polygon'} onClick={() => start('Polygon')}>
          {t('drawPolygon')}
        </button>
        <button type="button" className="button" aria-pressed={drawing === 'Circle'} onClick={() => start('Circle')}>
          {t('drawCircle')}
        </button>
        {drawing ? (
          <button type="button" className="button" onClick={stop}>
            {t('cancelDrawing')}
          </button>
        ) : null}
      </div>
      <p className="estate-map-draw__hint" aria-live="polite">
        {drawing === 'Polygon' ? t('drawingPolygon') : drawing === 'Circle' ? t('drawingCircle') : null}
      </p>
    </div>
  );
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
