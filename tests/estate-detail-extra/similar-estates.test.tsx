// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../support/intersection-observer';
import { SimilarEstates as Similar } from '@/components/estate-detail/similar-estates';
import { buildSimilarTexts } from '@/lib/i18n/detail-texts';
import nl from '@/messages/nl.json';
import { nlTranslate, renderWithProviders } from '../support/render';
import { estateCard } from '../support/estate-card';

/** The block with the language and texts its server parent gives it. */
function SimilarEstates({ estateId }: { estateId: number }) {
  return <Similar estateId={estateId} locale="nl" texts={buildSimilarTexts(nlTranslate, 'SimilarEstates')} />;
}

const t = nl.SimilarEstates;

const card = (id: number) => estateCard(id);

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

let fake: ReturnType<typeof fakeIntersectionObserver>;
const scrollNear = () => fake.scrollNear();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fake = fakeIntersectionObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SimilarEstates', () => {
  it('warns "no estateId given" and does nothing without an estate id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithProviders(<SimilarEstates estateId={Number.NaN} />);
    scrollNear();

    expect(warn).toHaveBeenCalledWith('no estateId given');
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows its heading but fetches only once the visitor scrolls near it, then renders the cards', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ cards: [card(2), card(3)] }));
    renderWithProviders(<SimilarEstates estateId={42} />);

    expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fake.observed[0]?.options?.rootMargin).toBe('300px 0px');

    scrollNear();
    expect(await screen.findByRole('link', { name: 'Woning 2' })).toHaveAttribute('href', '/nl/aanbod/2/woning-te-koop-in-2800-mechelen');
    expect(screen.getByRole('link', { name: 'Woning 3' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/nl/similar-estate/42', expect.anything());
    expect(screen.getByRole('region', { name: t.heading }).querySelector('ul.card-grid')).not.toBeNull();
  });

  it('shows an error with a retry on a 500, and the retry loads the cards', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ error: 'UNAVAILABLE' }, { status: 500 }))
      .mockResolvedValueOnce(Response.json({ cards: [card(7)] }));
    renderWithProviders(<SimilarEstates estateId={42} />);
    scrollNear();

    expect(await screen.findByRole('alert')).toHaveTextContent(t.error);
    expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: 'Woning 7' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the whole section when there are no similar estates', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ cards: [] }));
    const { container } = renderWithProviders(<SimilarEstates estateId={42} />);
    scrollNear();

    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
