// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateMapLoader } from '@/components/map/estate-map-loader';
import type { EstateMapAnswer, MapMarker } from '@/lib/estates/map-markers';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

const push = vi.fn<(href: string, options?: unknown) => void>();
vi.mock('next/navigation', () => ({ usePathname: () => '/nl/aanbod', useRouter: () => ({ push }) }));

// Leaflet needs a real browser; here the map is a stand-in that shows what it was given.
vi.mock('@/components/map/estate-map', () => ({
  EstateMap: ({ markers, tiles, area, onAreaDrawn }: { markers: MapMarker[]; tiles: unknown; area: unknown; onAreaDrawn?: (area: unknown) => void }) => (
    <div
      data-testid="estate-map"
      data-tiles={tiles ? 'yes' : 'no'}
      data-area={JSON.stringify(area)}
      // A click stands for a finished drawing: a 2 km circle around Ghent.
      onClick={() => onAreaDrawn?.({ kind: 'circle', center: [51.0543, 3.7174], radius: 2000 })}
    >
      {markers.map((marker) => marker.title).join('|')}
    </div>
  ),
}));

function marker(id: number): MapMarker {
  return {
    id,
    lat: 51 + id / 100,
    lng: 4.4,
    title: `Pand ${id}`,
    href: `/nl/aanbod/${id}/pand`,
    priceText: '€ 300.000,00',
    statusLabel: 'Te koop',
    status: 'FOR_SALE',
    photo: null,
    approximate: false,
  };
}

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

function answerWith(...answers: (EstateMapAnswer | Response)[]) {
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer instanceof Response ? answer : Response.json(answer));
}

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EstateMapLoader', () => {
  it('fetches the markers of the list query in the page language and shows the count', async () => {
    answerWith({ markers: [marker(1), marker(2), marker(3)], total: 3 });
    renderWithProviders(<EstateMapLoader queryString="?status=FOR_SALE&city=11&view=map" tiles={null} />);

    expect(screen.getByRole('status')).toHaveTextContent(nl.EstateMap.loading);
    expect(await screen.findByTestId('estate-map')).toHaveTextContent('Pand 1|Pand 2|Pand 3');
    expect(screen.getByRole('status')).toHaveTextContent('3 panden op de kaart');
    expect(fetchMock).toHaveBeenCalledWith('/nl/estate-map?status=FOR_SALE&city=11&view=map', expect.anything());
  });

  it('says one property in the singular and notes the estates that have no marker', async () => {
    answerWith({ markers: [marker(1)], total: 3 });
    renderWithProviders(<EstateMapLoader queryString="" tiles={{ url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© T' }} />);

    expect(await screen.findByTestId('estate-map')).toHaveAttribute('data-tiles', 'yes');
    expect(screen.getByRole('status')).toHaveTextContent('1 pand op de kaart');
    expect(screen.getByRole('status')).toHaveTextContent('2 panden zonder locatie staan niet op de kaart.');
    expect(fetchMock).toHaveBeenCalledWith('/nl/estate-map', expect.anything());
  });

  it('shows the empty state without loading the map when nothing can be placed', async () => {
    answerWith({ markers: [], total: 0 });
    renderWithProviders(<EstateMapLoader queryString="price-min=999999999" tiles={null} />);

    expect(await screen.findByText(nl.EstateMap.empty)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Geen panden op de kaart');
    expect(screen.queryByTestId('estate-map')).not.toBeInTheDocument();
  });

  it('turns an answer carrying an upstream error into a localised error, and retry asks again', async () => {
    answerWith({ markers: [], total: 0, error: { message: '503 Service Unavailable' } }, { markers: [marker(7)], total: 1 });
    renderWithProviders(<EstateMapLoader queryString="status=FOR_SALE" tiles={null} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(nl.EstateMap.error);
    expect(alert).not.toHaveTextContent('503');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: nl.EstateMap.retry }));
    });

    expect(await screen.findByTestId('estate-map')).toHaveTextContent('Pand 7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error for a failed request', async () => {
    answerWith(new Response('boom', { status: 500 }));
    renderWithProviders(<EstateMapLoader queryString="" tiles={null} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(nl.EstateMap.error);
  });

  it('keeps the box busy while loading', async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    const { container } = renderWithProviders(<EstateMapLoader queryString="" tiles={null} />);

    expect(container.querySelector('.estate-map-view__box')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(Response.json({ markers: [marker(1)], total: 1 } satisfies EstateMapAnswer)));
    await waitFor(() => expect(container.querySelector('.estate-map-view__box')).toHaveAttribute('aria-busy', 'false'));
  });

  it('draws the circle the server searched around a town, which the URL names only by the town', async () => {
    answerWith({ markers: [marker(1)], total: 1 });
    const circle = { kind: 'circle', center: [50.6326, 5.5797], radius: 10_000 } as const;
    renderWithProviders(<EstateMapLoader queryString="near=7&km=10&view=map" tiles={null} area={circle} />);

    expect(await screen.findByTestId('estate-map')).toHaveAttribute('data-area', JSON.stringify(circle));
  });

  it('replaces the distance from a town with a drawn area: the list is narrowed to one place at a time', async () => {
    answerWith({ markers: [marker(1)], total: 1 });
    renderWithProviders(<EstateMapLoader queryString="status=FOR_SALE&near=7&km=10&view=map" tiles={null} area={null} />);
    const map = await screen.findByTestId('estate-map');

    await act(async () => fireEvent.click(map));

    expect(push).toHaveBeenCalledWith('/nl/aanbod?status=FOR_SALE&area=c51.0543_3.7174_2000&view=map', { scroll: false });
  });

  it('keeps the map on screen with the area when nothing lies in it, so another can be drawn', async () => {
    answerWith({ markers: [], total: 0 });
    renderWithProviders(<EstateMapLoader queryString="area=c51.2194_4.4025_500&view=map" tiles={null} />);

    expect(await screen.findByTestId('estate-map')).toHaveAttribute('data-area', JSON.stringify({ kind: 'circle', center: [51.2194, 4.4025], radius: 500 }));
    expect(screen.getByRole('status')).toHaveTextContent(nl.MapArea.emptyInArea);
  });
});
