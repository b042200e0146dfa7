'use client';

import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { Circle, Polygon } from 'react-leaflet';
import type { Area } from '@/lib/rules/area';
import { useAreaDrawing } from './use-area-drawing';

/** The box an area fills: what the map fits its view to. */
export function areaBounds(area: Area): L.LatLngBounds {
  if (area.kind === 'circle') return L.latLng(area.center[0], area.center[1]).toBounds(area.radius * 2);
  return L.latLngBounds(area.points.map(([lat, lng]): L.LatLngTuple => [lat, lng]));
}

/**
 * The list's area on the map; the drawing tools leave it alone (pmIgnore). The class and `interactive`
 * are options of the shape's creation (react-leaflet's `pathOptions` only restyles it afterwards).
 */
export function AreaShape({ area }: { area: Area }) {
  if (area.kind === 'circle') return <Circle center={[area.center[0], area.center[1]]} radius={area.radius} className="estate-map-area" interactive={false} pmIgnore />;
  return <Polygon positions={area.points.map(([lat, lng]): L.LatLngTuple => [lat, lng])} className="estate-map-area" interactive={false} pmIgnore />;
}

/** The buttons that start drawing a polygon or a circle, and the hint while one is drawn. */
export function DrawTools({ map, onAreaDrawn }: { map: L.Map | null; onAreaDrawn: (area: Area) => void }) {
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
