// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapMarker } from '@/lib/estates/map-markers';
import nl from '@/messages/nl.json';
import { stubClientSize } from '../support/jsdom-layout';
import { renderWithProviders } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

stubClientSize({ clientWidth: 800, clientHeight: 500 });
afterEach(() => {
  cleanup();
  push.mockReset();
});

function marker(overrides: Partial<MapMarker> = {}): MapMarker {
  return {
    id: 1,
    lat: 51.02,
    lng: 4.47,
    title: 'Ruime villa met tuin',
    href: '/nl/aanbod/1/villa-te-koop-in-mechelen',
    priceText: '€ 495.000,00',
    statusLabel: 'Te koop',
    status: 'FOR_SALE',
    photo: null,
    approximate: false,
    ...overrides,
  };
}

async function renderMap(markers: MapMarker[], tiles: { url: string; attribution: string } | null = null) {
  const { EstateMap } = await import('@/components/map/estate-map');
  return renderWithProviders(<EstateMap markers={markers} tiles={tiles} />);
}

describe('EstateMap', () => {
  it('names the map region and shows one keyboard-focusable marker per estate, named by its title', async () => {
    await renderMap([marker()]);
    const region = await screen.findByRole('region', { name: nl.EstateMap.label });
    const pin = await screen.findByRole('button', { name: 'Ruime villa met tuin' });
    expect(pin).toHaveAttribute('tabindex', '0');
    expect(pin).toHaveClass('estate-map-marker--pin', 'estate-map-marker--for_sale');
    expect(region).toHaveClass('estate-map--plain');
    expect(region.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
  });

  it('draws its own light map of Belgium when no tile server is set, and none over real tiles', async () => {
    const { container, unmount } = await renderMap([marker()]);
    await screen.findByRole('region', { name: nl.EstateMap.label });
    // Outline, regions, motorways and land in their pane, under the markers; towns named in the page's language.
    expect(container.querySelectorAll('.leaflet-baseMap-pane path').length).toBeGreaterThan(10);
    expect(container.querySelector('.leaflet-baseMapLabels-pane')?.textContent).toContain('Mechelen');
    unmount();
    const withTiles = await renderMap([marker()], { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' });
    await screen.findByRole('region', { name: nl.EstateMap.label });
    expect(withTiles.container.querySelector('.leaflet-baseMap-pane')).toBeNull();
  });

  it('names the towns above the markers and clusters, takes no clicks with them and credits the town data', async () => {
    const { container } = await renderMap([marker()]);
    const region = await screen.findByRole('region', { name: nl.EstateMap.label });
    const labels = container.querySelector<HTMLElement>('.leaflet-baseMapLabels-pane')!;
    // Leaflet's stylesheet puts the markers (and the clusters) at 600 and the popups at 700.
    expect(Number(labels.style.zIndex)).toBeGreaterThan(600);
    expect(Number(labels.style.zIndex)).toBeLessThan(700);
    expect(labels.style.pointerEvents).toBe('none');
    expect(region.querySelector('.leaflet-control-attribution')?.textContent).toContain('GeoNames');
  });

  it('fits Belgium to the box and cannot be zoomed out past the drawn land without tiles; with tiles it can', async () => {
    const { unmount } = await renderMap([]);
    await screen.findByRole('region', { name: nl.EstateMap.label });
    await waitFor(() => expect(screen.getByRole('button', { name: nl.EstateMap.zoomOut })).toHaveAttribute('aria-disabled', 'true'));
    unmount();
    await renderMap([], { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' });
    await screen.findByRole('region', { name: nl.EstateMap.label });
    expect(screen.getByRole('button', { name: nl.EstateMap.zoomOut })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows an approximate location as a circle', async () => {
    await renderMap([marker({ approximate: true })]);
    expect(await screen.findByRole('button', { name: 'Ruime villa met tuin' })).toHaveClass('estate-map-marker--area');
  });

  it('opens a popup card whose texts from the API stay text, and whose link navigates client-side', async () => {
    const hostile = '<img src=x onerror="alert(1)">Villa';
    await renderMap([marker({ title: hostile, approximate: true, photo: '/photos/1-thumb.jpg' })]);
    const pin = await screen.findByRole('button', { name: hostile });
    act(() => {
      fireEvent.click(pin);
    });
    const link = await screen.findByRole('link', { name: hostile });
    expect(link).toHaveAttribute('href', '/nl/aanbod/1/villa-te-koop-in-mechelen');
    const popup = link.closest('.estate-map-popup');
    expect(popup?.querySelectorAll('img')).toHaveLength(1);
    expect(popup?.querySelector('img')).toHaveAttribute('src', '/photos/1-thumb.jpg');
    expect(popup).toHaveTextContent('€ 495.000,00');
    expect(popup).toHaveTextContent('Te koop');
    expect(popup).toHaveTextContent(nl.EstateMap.approximate);

    fireEvent.click(link);
    expect(push).toHaveBeenCalledWith('/nl/aanbod/1/villa-te-koop-in-mechelen');
  });

  it('opens the popup with Enter, moves focus into it, and Escape returns focus to the marker', async () => {
    await renderMap([marker()]);
    const pin = await screen.findByRole('button', { name: 'Ruime villa met tuin' });
    pin.focus();
    act(() => {
      fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    });
    const link = await screen.findByRole('link', { name: 'Ruime villa met tuin' });
    expect(link).toHaveFocus();
    expect(screen.getByRole('button', { name: nl.EstateMap.closePopup })).toBeInTheDocument();

    act(() => {
      fireEvent.keyDown(link, { key: 'Escape', code: 'Escape' });
    });
    await waitFor(() => expect(pin).toHaveFocus());
  });

  it('clusters nearby markers into buttons that name how many estates they hold', async () => {
    const markers = Array.from({ length: 12 }, (_, i) => marker({ id: i + 1, title: `Pand ${i + 1}`, lat: 51.02 + i * 0.0001 }));
    await renderMap(markers);
    const clusters = await screen.findAllByRole('button', { name: /^\d+ panden, inzoomen$/ });
    const held = clusters.map((cluster) => Number(cluster.querySelector('[aria-hidden="true"]')?.textContent));
    expect(held.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(screen.queryByRole('button', { name: /^Pand / })).not.toBeInTheDocument();
  });

  it('shows tiles with the attribution as text when a tile source is configured', async () => {
    const { container } = await renderMap([marker()], { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '<b>© Tiles</b>' });
    await screen.findByRole('region', { name: nl.EstateMap.label });
    const attribution = container.querySelector('.leaflet-control-attribution');
    expect(attribution).toHaveTextContent('<b>© Tiles</b>');
    expect(attribution?.querySelector('b')).toBeNull();
    expect(container.querySelector('.estate-map--plain')).toBeNull();
  });
});
