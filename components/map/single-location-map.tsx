'use client';

// Leaflet touches `window` as soon as it is imported: this module is only ever loaded through
// next/dynamic with `ssr: false` (components/estate-detail/location-map.tsx).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { LocationPin, MapTiles } from '@/lib/estates/map-markers';
import { DETAIL_ZOOM, detailZoom, type Focus } from '@/lib/map/base-map';
import { escapeHtml } from '@/lib/text/escape-html';
import { BelgiumBaseMap, baseMapData } from './base-map';

export type SingleLocationMapProps = {
  marker: LocationPin;
  tiles: MapTiles | null;
  /**
   * A fixed zoom with tiles (the rental page's is 16); by default closer for an exact address than for an
   * area. Without tiles the map opens where the pin's town and its neighbours are named (detailZoom).
   */
  zoom?: number;
  texts: { label: string; zoomIn: string; zoomOut: string };
};

const EXACT_ZOOM = 16;
const APPROXIMATE_ZOOM = 15;
/**
 * The area drawn for a hidden address. Its centre comes rounded to two decimals (toMapMarker), up to
 * about 560 m north-south and 350 m east-west from the house: 700 m keeps the house inside the circle.
 */
export const APPROXIMATE_RADIUS_M = 700;

/** The same pin as the list's map (drawn by the estate-map-marker classes), coloured by status. */
function pinIcon(marker: LocationPin): L.DivIcon {
  return L.divIcon({
    className: `estate-map-marker estate-map-marker--pin estate-map-marker--${marker.status?.toLowerCase() ?? 'rental'}`,
    html: '<span class="estate-map-marker__shape" aria-hidden="true"></span>',
    iconSize: [28, 38],
    iconAnchor: [14, 38],
  });
}

/** Names the focusable map container, which Leaflet leaves unnamed. */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Opens the plain map at the zoom that names the pin's town and neighbours in this box, before the first paint. */
function OpenWithContext({ focus }: { focus: Focus }) {
  const map = useMap();
  useLayoutEffect(() => {
    const { x: width, y: height } = map.getSize();
    map.setView([focus.lat, focus.lng], detailZoom(baseMapData.towns, focus, { width, height }), { animate: false });
  }, [map, focus]);
  return null;
}

/** One estate on a small map: a pin on its address, or a circle around the area when the address is hidden. */
export function SingleLocationMap({ marker, tiles, texts, zoom }: SingleLocationMapProps) {
  const center: L.LatLngTuple = [marker.lat, marker.lng];
  const icon = useMemo(() => pinIcon(marker), [marker]);
  const focus = useMemo<Focus | undefined>(
    () => (marker.town ? { lat: marker.lat, lng: marker.lng, town: marker.town.name, otherNames: marker.town.otherNames } : undefined),
    [marker],
  );
  const tiledZoom = zoom ?? (marker.approximate ? APPROXIMATE_ZOOM : EXACT_ZOOM);
  return (
    <MapContainer
      className={`estate-map location-map__map${tiles ? '' : ' estate-map--plain'}`}
      center={center}
      zoom={tiles ? tiledZoom : DETAIL_ZOOM.min}
      minZoom={7}
      maxZoom={18}
      keyboard
      // The map sits in a scrolling page: the wheel scrolls the page; +/- buttons, keys and pinch zoom.
      scrollWheelZoom={false}
      zoomControl={false}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={escapeHtml(tiles.attribution)} /> : <BelgiumBaseMap focus={focus} />}
      {!tiles && focus ? <OpenWithContext focus={focus} /> : null}
      <ZoomControl zoomInTitle={texts.zoomIn} zoomOutTitle={texts.zoomOut} />
      {marker.approximate ? (
        <Circle
          center={center}
          radius={APPROXIMATE_RADIUS_M}
          pathOptions={{ className: 'location-map__area', color: 'var(--colour-primary)', fillOpacity: 0.18, weight: 2 }}
          interactive={false}
        />
      ) : (
        <Marker position={center} icon={icon} title={marker.title} keyboard={false} interactive={false} />
      )}
      <MapName label={texts.label} />
    </MapContainer>
  );
}
