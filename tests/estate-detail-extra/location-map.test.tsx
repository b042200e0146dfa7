// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../support/intersection-observer';
import { LocationMap as LocationMapLeaf } from '@/components/estate-detail/location-map';
import { buildLocationMapTexts } from '@/lib/i18n/detail-texts';
import type { MapMarker } from '@/lib/estates/map-markers';
import nl from '@/messages/nl.json';
import { nlTranslate, renderWithProviders } from '../support/render';

/** The map with the texts its server parent gives it, named after the marker's title. */
function LocationMap({ marker, tiles }: { marker: MapMarker; tiles: null }) {
  return <LocationMapLeaf marker={marker} tiles={tiles} texts={buildLocationMapTexts(nlTranslate, marker.title)} />;
}

// Leaflet needs a real browser; here the map is a stand-in that shows what it was given.
vi.mock('@/components/map/single-location-map', () => ({
  SingleLocationMap: ({ marker, texts }: { marker: MapMarker; texts: { label: string } }) => (
    <div data-testid="single-map" role="region" aria-label={texts.label} data-approximate={String(marker.approximate)} />
  ),
}));

const marker: MapMarker = {
  id: 4242,
  lat: 51.02,
  lng: 4.47,
  title: 'Ruime villa met tuin',
  href: '/nl/aanbod/4242/villa',
  priceText: '€ 495.000,00',
  statusLabel: 'Te koop',
  status: 'FOR_SALE',
  photo: null,
  approximate: false,
};

let intersect: (() => void) | undefined;

beforeEach(() => {
  intersect = fakeIntersectionObserver().scrollNear;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocationMap', () => {
  it('loads the map only when scrolled near, named after the estate', async () => {
    renderWithProviders(<LocationMap marker={marker} tiles={null} />);
    expect(screen.queryByTestId('single-map')).not.toBeInTheDocument();

    intersect?.();
    expect(await screen.findByRole('region', { name: 'Kaart met de ligging van Ruime villa met tuin' })).toBeInTheDocument();
    expect(screen.queryByText(nl.LocationMap.approximate)).not.toBeInTheDocument();
  });

  it('says the location is approximate when the address is hidden', async () => {
    renderWithProviders(<LocationMap marker={{ ...marker, approximate: true }} tiles={null} />);
    expect(screen.getByText(nl.LocationMap.approximate)).toBeInTheDocument();
    intersect?.();
    expect(await screen.findByTestId('single-map')).toHaveAttribute('data-approximate', 'true');
  });
});
