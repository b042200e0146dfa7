'use client';

// Only ever loaded with the map modules (themselves loaded through next/dynamic with `ssr: false`): the
// outline data travels in the map's chunk, never in a page's first-load JavaScript.
import L from 'leaflet';
import { useLocale } from 'next-intl';
import { useMemo, useState } from 'react';
import { Marker, Pane, Polygon, Polyline, useMapEvents } from 'react-leaflet';
import type { Locale } from '@/lib/domain/enums';
import { cityLabels, type BaseMapData } from '@/lib/map/base-map';
import belgiumData from '@/lib/map/belgium-base-map.json';
import './base-map.css';

const data = belgiumData as BaseMapData;

const LAND = { stroke: false, fillColor: '#eef0ea', fillOpacity: 1, interactive: false } as const;
const BELGIUM = { stroke: false, fillColor: '#fbfbf8', fillOpacity: 1, interactive: false } as const;
const BORDER = { color: '#7d8794', weight: 1.5, interactive: false } as const;
const REGION = { color: '#a3acb7', weight: 1, dashArray: '4 4', interactive: false } as const;
const ROAD = { color: '#e7b46a', weight: 2, lineCap: 'round', lineJoin: 'round', interactive: false } as const;

const labelIcons = new Map<string, L.DivIcon>();

/** A town's name as a plain, non-interactive label; hidden from screen readers, which get the map's name. */
function labelIcon(name: string, rank: 1 | 2): L.DivIcon {
  const key = `${rank}:${name}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    const html = document.createElement('span');
    html.className = 'base-map__city-name';
    html.setAttribute('aria-hidden', 'true');
    html.textContent = name;
    icon = L.divIcon({ html, className: `base-map__city base-map__city--${rank}`, iconSize: [0, 0], iconAnchor: [0, 0] });
    labelIcons.set(key, icon);
  }
  return icon;
}

function CityLabels() {
  const locale = useLocale() as Locale;
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const cities = useMemo(() => cityLabels(data, zoom, locale), [zoom, locale]);
  return (
    <>
      {cities.map((city) => (
        <Marker
          key={city.name}
          position={[city.lat, city.lng]}
          icon={labelIcon(city.name, city.rank)}
          pane="baseMapLabels"
          interactive={false}
          keyboard={false}
        />
      ))}
    </>
  );
}

/**
 * A light background of Belgium for maps without a tile server (MAP_TILE_URL unset): land and sea, the
 * country's outline and coast, the borders of its three regions, the main motorways and towns. From
 * Natural Earth (public domain), see scripts/build-base-map.mjs. Drawn in panes below the markers.
 */
export function BelgiumBaseMap() {
  return (
    <>
      <Pane name="baseMap" style={{ zIndex: 150 }} className="base-map">
        {data.land.map((polygon, i) => (
          <Polygon key={`land-${i}`} positions={polygon} pathOptions={LAND} />
        ))}
        {data.belgium.map((polygon, i) => (
          <Polygon key={`province-${i}`} positions={polygon} pathOptions={BELGIUM} />
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
      <Pane name="baseMapLabels" style={{ zIndex: 350 }}>
        <CityLabels />
      </Pane>
    </>
  );
}
