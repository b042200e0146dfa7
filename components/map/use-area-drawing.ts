// Loaded only with the map's chunk (estate-map.tsx, through next/dynamic with `ssr: false`).
import L from 'leaflet';
// The drawing tools extend the global `L` that leaflet sets, so they must come after it.
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/rules';
import type { Area, LatLng } from '@/lib/rules/area';

export type Shape = 'Polygon' | 'Circle';

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
export function useAreaDrawing(map: L.Map | null, onAreaDrawn: ((area: Area) => void) | undefined) {
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
