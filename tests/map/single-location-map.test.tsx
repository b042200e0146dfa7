// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocationPin } from '@/lib/estates/map-markers';
import { stubClientSize } from '../support/jsdom-layout';
import { renderWithProviders } from '../support/render';

// A phone's detail map.
const sizes = { clientWidth: 388, clientHeight: 318 };
stubClientSize(sizes);
afterEach(cleanup);

/** Where Leaflet placed a marker's element, in the map's pixels (jsdom has no 3D transforms: left and top). */
function position(element: Element | null | undefined): { x: number; y: number } {
  const style = (element as HTMLElement | null)?.style;
  if (!style?.left || !style.top) throw new Error('The marker has no position');
  return { x: parseFloat(style.left), y: parseFloat(style.top) };
}

const texts = { label: 'Ligging van de villa', zoomIn: 'Inzoomen', zoomOut: 'Uitzoomen' };
const pin: LocationPin = {
  lat: 51.054,
  lng: 3.72,
  title: 'Villa',
  approximate: false,
  status: 'FOR_SALE',
  town: { name: 'Gand', otherNames: ['Gent'] },
};

async function renderMap(tiles: { url: string; attribution: string } | null, zoom?: number) {
  const { SingleLocationMap } = await import('@/components/map/single-location-map');
  return renderWithProviders(<SingleLocationMap marker={pin} tiles={tiles} texts={texts} zoom={zoom} />);
}

describe('SingleLocationMap', () => {
  it("without tiles, names the listing's town beside the pin and its neighbouring towns around it", async () => {
    const { container } = await renderMap(null, 16);
    await screen.findByRole('region', { name: texts.label });
    const focus = container.querySelector('.base-map__city--focus');
    expect(focus?.textContent).toBe('Gand');
    const names = [...container.querySelectorAll('.leaflet-baseMapLabels-pane .base-map__city--town')].map((label) => label.textContent);
    expect(names).toEqual(expect.arrayContaining(['Destelbergen', 'Evergem']));
    expect(names).not.toContain('Gent');
    // Opened at the zoom that brings them into the box, not at the street level of the zoom given for tiles.
    const at = position(focus);
    const neighbour = [...container.querySelectorAll('.base-map__city--town')].find((label) => label.textContent === 'Destelbergen');
    const { x, y } = position(neighbour);
    expect(Math.abs(x - at.x)).toBeLessThan(sizes.clientWidth / 2);
    expect(Math.abs(y - at.y)).toBeLessThan(sizes.clientHeight / 2);
  });

  it('with tiles, opens at the zoom it is given and draws no town names', async () => {
    const { container } = await renderMap({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' }, 16);
    await screen.findByRole('region', { name: texts.label });
    expect(container.querySelector('.leaflet-baseMapLabels-pane')).toBeNull();
    expect(container.querySelector<HTMLImageElement>('.leaflet-tile')?.src).toMatch(/tiles\.example\/16\//);
  });
});
