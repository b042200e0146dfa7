'use client';

// Only ever loaded with the map modules (themselves loaded through next/dynamic with `ssr: false`): the
// outline data travels in the map's chunk, never in a page's first-load JavaScript.
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Marker, Pane, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import { BASE_MAP_BOUNDS, FOCUS_LABEL_OFFSET, townLabels, type BaseMapData, type Focus, type TownLabel } from '@/lib/map/base-map';
import belgiumData from '@/lib/map/belgium-base-map.json';
import './base-map.css';

export const baseMapData = belgiumData as BaseMapData;
const data = baseMapData;

const LAND = { stroke: false, fillColor: '#eef0ea', fillOpacity: 1, interactive: false } as const;
const BELGIUM = { stroke: false, fillColor: '#fbfbf8', fillOpacity: 1, interactive: false } as const;
const BORDER = { color: '#7d8794', weight: 1.5, interactive: false } as const;
const REGION = { color: '#a3acb7', weight: 1, dashArray: '4 4', interactive: false } as const;
const ROAD = { color: '#e7b46a', weight: 2, lineCap: 'round', lineJoin: 'round', interactive: false } as const;

const DATA_BOUNDS = L.latLngBounds(BASE_MAP_BOUNDS);
/** Where the view may go: a little inside the data's box, whose simplified shapes stop just short of its edges. */
const VIEW_BOUNDS = DATA_BOUNDS.pad(-0.02);
/** Town names and positions are GeoNames' (CC BY): their licence asks for the credit. */
const ATTRIBUTION = 'GeoNames (CC BY)';

const labelIcons = new Map<string, L.DivIcon>();

/**
 * A town's name as a plain, non-interactive label; hidden from screen readers, which get the map's name.
 * The focus's town is written beside its pin (the offset), other towns beside their dot.
 */
function labelIcon({ name, kind, side = 'right' }: TownLabel): L.DivIcon {
  const key = `${kind}:${side}:${name}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    const html = document.createElement('span');
    html.className = 'base-map__city-name';
    html.setAttribute('aria-hidden', 'true');
    html.textContent = name;
    // A focus's name starts right of the pin's head, or ends left of it (the CSS aligns it to that edge).
    const anchor: L.PointTuple = kind === 'town' ? [0, 0] : [side === 'right' ? -FOCUS_LABEL_OFFSET.x : FOCUS_LABEL_OFFSET.x, -FOCUS_LABEL_OFFSET.y];
    const className = `base-map__city base-map__city--${kind}${kind === 'focus' ? ` base-map__city--${side}` : ''}`;
    icon = L.divIcon({ html, className, iconSize: [0, 0], iconAnchor: anchor });
    labelIcons.set(key, icon);
  }
  return icon;
}

function TownLabels({ focus }: { focus?: Focus }) {
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const labels = useMemo(() => townLabels(data.towns, zoom, focus), [zoom, focus]);
  return (
    <>
      {labels.map((label) => (
        <Marker
          key={`${label.kind}:${label.name}:${label.lat}`}
          position={[label.lat, label.lng]}
          icon={labelIcon(label)}
          pane="baseMapLabels"
          interactive={false}
          keyboard={false}
        />
      ))}
    </>
  );
}

/**
 * Keeps the view inside the data: never zoomed out or panned past the box the shapes were cut to, so a
 * phone's narrow map shows no hard-edged rectangle of Belgium on an empty canvas. Follows the box's size.
 */
function StayInsideData() {
  const map = useMap();
  useEffect(() => {
    // The map's own minimum still holds where the data would allow a wider view.
    const floor = map.getMinZoom();
    const fit = () => {
      const inside = map.getBoundsZoom(VIEW_BOUNDS, true);
      // A box not laid out yet (no size) gives no zoom: keep the last.
      if (Number.isFinite(inside)) map.setMinZoom(Math.max(floor, inside));
    };
    map.setMaxBounds(VIEW_BOUNDS);
    L.Util.setOptions(map, { maxBoundsViscosity: 1 });
    fit();
    map.attributionControl?.addAttribution(ATTRIBUTION);
    map.on('resize', fit);
    return () => {
      map.off('resize', fit);
      map.attributionControl?.removeAttribution(ATTRIBUTION);
    };
  }, [map]);
  return null;
}

/**
 * A light background of Belgium for maps without a tile server (MAP_TILE_URL unset): land and sea, the
 * country's outline and coast, the borders of its three regions, the main motorways and towns. From
 * Natural Earth and GeoNames, see scripts/build-base-map.mjs. The shapes are drawn below the markers,
 * the town names above them (clusters hide no name; the labels take no clicks). With a focus (a detail
 * map), its town is named beside its pin, with its nearest neighbours.
 */
export function BelgiumBaseMap({ focus }: { focus?: Focus }) {
  // Class names (options of the shapes' creation) let the browser journeys measure what the map shows.
  return (
    <>
      <Pane name="baseMap" style={{ zIndex: 150 }} className="base-map">
        {data.land.map((polygon, i) => (
          <Polygon key={`land-${i}`} positions={polygon} pathOptions={LAND} className="base-map__land" />
        ))}
        {data.belgium.map((polygon, i) => (
          <Polygon key={`province-${i}`} positions={polygon} pathOptions={BELGIUM} className="base-map__belgium" />
        ))}
        {data.regions.map((line, i) => (
          <Polyline key={`region-${i}`} positions={line} pathOptions={REGION} />
        ))}
        {data.roads.map((road) => (
          <Polyline key={road.ref} positions={road.line} pathOptions={ROAD} />
        ))}
        {data.border.map((line, i) => (
          <Polyline key={`border-${i}`} positions={line} pathOptions={BORDER} />
        ))}
      </Pane>
      {/* Above the markers (600), below the popups (700). */}
      <Pane name="baseMapLabels" style={{ zIndex: 640, pointerEvents: 'none' }}>
        <TownLabels focus={focus} />
      </Pane>
      <StayInsideData />
    </>
  );
}
