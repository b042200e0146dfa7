// @vitest-environment jsdom
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouritesList, type ServerFavourites } from '@/components/favourites/favourites-list';
import { ChromeTextsProvider } from '@/components/providers/chrome-texts';
import type { FavouriteEstateAnswer } from '@/lib/favourites/estate-answer';
import { FAVOURITES_KEY, favouritesStore } from '@/lib/favourites/favourites-store';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { server, startMswServer } from '../site-api/msw';
import { createTestQueryClient, nlChromeTexts, renderWithProviders } from '../support/render';
import { estateCard } from '../support/estate-card';

// next-intl's navigation imports `next/navigation` in a way Node's ESM loader cannot resolve outside Next;
// the link keeps its route key here, which is what this component decides (the localised path is routing's job).
const ESTATES = '/nl/aanbod';

const t = createTranslator({ locale: 'nl', messages: nl, namespace: 'Favourites' });

const card = (id: number, title = `Pand ${id}`) => estateCard(id, { title, facts: ['Woning', '3 slaapkamers'] });

/** The favourites route as the browser sees it: an answer per id, a JSON 404 for anything else. */
function estateRoute(answers: Record<number, FavouriteEstateAnswer | Response>) {
  const seen: number[] = [];
  server.use(
    http.get('/nl/estate/:id', ({ params }) => {
      const id = Number(params.id);
      seen.push(id);
      const answer = answers[id];
      if (answer instanceof Response) return answer;
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return seen;
}

function storeIds(ids: number[]) {
  localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids));
}

function storedIds(): unknown {
  return JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]');
}

/** The list as the page sends it: rendered to HTML as on the server (no storage there), then hydrated in the browser. */
function hydrateAsPage(ui: ReactElement) {
  const providers = (client: ReturnType<typeof createTestQueryClient>) =>
    function Providers({ children }: { children: ReactNode }) {
      return (
        <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Brussels">
          <ChromeTextsProvider texts={nlChromeTexts}>
            <QueryClientProvider client={client}>{children}</QueryClientProvider>
          </ChromeTextsProvider>
        </NextIntlClientProvider>
      );
    };
  const ServerProviders = providers(createTestQueryClient());
  // The server cannot read storage: what it renders must come from the props alone.
  const saved = { ...localStorage };
  localStorage.clear();
  const html = renderToString(<ServerProviders>{ui}</ServerProviders>);
  for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const errors = vi.spyOn(console, 'error');
  render(ui, { container, hydrate: true, wrapper: providers(createTestQueryClient()) });
  return { html, hydrationErrors: () => errors.mock.calls };
}

function fromServer(ids: number[], outcomes: ServerFavourites['outcomes']): ServerFavourites {
  return { ids, outcomes, readAt: Date.now() };
}

startMswServer();
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FavouritesList', () => {
  it('shows the favourites as cards, newest first, after a busy loading state', async () => {
    storeIds([2, 1]);
    estateRoute({ 1: { card: card(1, 'Rijwoning'), available: true }, 2: { card: card(2, 'Loft'), available: true } });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);

    expect(screen.getByRole('status')).toHaveTextContent(t('loading'));
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('aria-busy', 'true');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Loft', 'Rijwoning']);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(t('count', { count: 2 }))).toBeInTheDocument();
  });

  it('takes off a favourite the site no longer knows (saying so), and keeps a sold one, marked sold, until the visitor removes it', async () => {
    storeIds([3, 2, 1]);
    estateRoute({ 1: { card: card(1), available: true }, 2: { card: { ...card(2), status: 'SOLD', statusLabel: 'Verkocht' }, available: false } });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);

    await waitFor(() => expect(storedIds()).toEqual([2, 1]));
    expect(screen.getByRole('status')).toHaveTextContent(t('removedMissing', { count: 1 }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const sold = screen.getByText(t('closed', { status: 'SOLD' })).closest('li')!;
    expect(t('closed', { status: 'SOLD' })).toMatch(/^Verkocht/);
    expect(within(sold).getByRole('heading', { level: 2 })).toHaveTextContent('Pand 2');
    expect(screen.getAllByText(t('closed', { status: 'SOLD' }))).toHaveLength(1);

    // Another look later: still there, still marked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storedIds()).toEqual([2, 1]);

    fireEvent.click(within(sold).getByRole('button', { name: t('removeTitled', { title: 'Pand 2' }) }));
    await waitFor(() => expect(storedIds()).toEqual([1]));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(t('closed', { status: 'SOLD' }))).not.toBeInTheDocument();
  });

  it('marks a rented or taken-over favourite as such in every language', () => {
    const words = { nl: ['Verhuurd', 'Overgenomen'], fr: ['Loué', 'Remis'], en: ['Rented', 'Taken over'], de: ['Vermietet', 'Übernommen'] };
    for (const [locale, messages] of [['nl', nl], ['fr', fr], ['en', en], ['de', de]] as const) {
      const tr = createTranslator({ locale, messages, namespace: 'Favourites' });
      expect(tr('closed', { status: 'RENTED' })).toMatch(new RegExp(`^${words[locale][0]}`));
      expect(tr('closed', { status: 'TAKEN_OVER' })).toMatch(new RegExp(`^${words[locale][1]}`));
    }
  });

  it('keeps every favourite when the server fails, and retries on request', async () => {
    storeIds([5, 4]);
    estateRoute({ 4: { card: card(4), available: true }, 5: new HttpResponse(null, { status: 502 }) });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('loadError'));
    expect(storedIds()).toEqual([5, 4]);
    expect(screen.getAllByRole('article')).toHaveLength(1);

    estateRoute({ 4: { card: card(4), available: true }, 5: { card: card(5), available: true } });
    const retry = within(alert).getByRole('button', { name: t('retry') });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storedIds()).toEqual([5, 4]);
    // The retry button left with the message; focus does not fall back to the top of the page.
    expect(screen.getByText(t('count', { count: 2 }))).toHaveFocus();
  });

  it('does not take a 404 that is not the route’s own answer (an HTML error page) for a missing estate', async () => {
    storeIds([6]);
    estateRoute({ 6: new HttpResponse('<html>Not found</html>', { status: 404, headers: { 'content-type': 'text/html' } }) });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(t('loadError'));
    expect(storedIds()).toEqual([6]);
  });

  it('offers the estate list when there are no favourites', async () => {
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);
    expect(await screen.findByText(t('empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('browseEstates') })).toHaveAttribute('href', ESTATES);
    expect(screen.queryByRole('button', { name: t('clearAll') })).not.toBeInTheDocument();
  });

  it('clears everything only after an inline confirmation', async () => {
    storeIds([8, 7]);
    estateRoute({ 7: { card: card(7), available: true }, 8: { card: card(8), available: true } });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: t('clearAll') }));
    const confirm = screen.getByRole('group', { name: t('confirmClear', { count: 2 }) });
    // The safe answer has focus; Escape backs out and gives focus back.
    expect(within(confirm).getByRole('button', { name: t('cancel') })).toHaveFocus();
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('clearAll') })).toHaveFocus();
    expect(storedIds()).toEqual([8, 7]);

    fireEvent.click(screen.getByRole('button', { name: t('clearAll') }));
    fireEvent.click(screen.getByRole('button', { name: t('confirmClearYes') }));
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
    expect(screen.getByText(t('empty'))).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(t('cleared'));
  });

  it('follows a change made elsewhere, and moves focus on when the focused card leaves', async () => {
    storeIds([9]);
    estateRoute({ 9: { card: card(9), available: true }, 10: { card: card(10, 'Nieuw'), available: true } });
    renderWithProviders(<FavouritesList estatesHref={ESTATES} />);
    const heart = await screen.findByRole('button', { name: t('removeTitled', { title: 'Pand 9' }) });

    act(() => {
      favouritesStore.toggle(10);
    });
    expect(await screen.findByRole('heading', { name: 'Nieuw' })).toBeInTheDocument();

    heart.focus();
    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pand 9' })).not.toBeInTheDocument());
    expect(screen.getByText(t('count', { count: 1 }))).toHaveFocus();
  });

  describe('with the list the server read from the mirror cookie', () => {
    it('has the first cards in the server HTML, and hydrates them without asking the route again', async () => {
      storeIds([2, 1]);
      const seen = estateRoute({});
      const server = fromServer([2, 1], { 2: { kind: 'card', card: card(2, 'Loft'), closed: false }, 1: { kind: 'card', card: card(1, 'Rijwoning'), closed: false } });
      const { html, hydrationErrors } = hydrateAsPage(<FavouritesList estatesHref={ESTATES} server={server} />);

      expect(html).toContain('Loft');
      expect(html).toContain('Rijwoning');
      expect(html).toContain(t('count', { count: 2 }));
      expect(html).not.toContain('estate-card--skeleton');
      expect(html).toContain('aria-busy="false"');

      await waitFor(() => expect(screen.getByRole('button', { name: t('clearAll') })).toBeInTheDocument());
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Loft', 'Rijwoning']);
      expect(seen).toEqual([]);
      expect(hydrationErrors()).toEqual([]);
    });

    it('follows storage once hydrated: a favourite the cookie missed is fetched and shown', async () => {
      storeIds([3, 2]);
      const seen = estateRoute({ 3: { card: card(3, 'Nieuw'), available: true } });
      const server = fromServer([2], { 2: { kind: 'card', card: card(2, 'Loft'), closed: false } });
      hydrateAsPage(<FavouritesList estatesHref={ESTATES} server={server} />);

      expect(await screen.findByRole('heading', { name: 'Nieuw' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Nieuw', 'Loft']);
      expect(seen).toEqual([3]);
    });

    it('renders the empty state on the server for an emptied list', () => {
      const { html } = hydrateAsPage(<FavouritesList estatesHref={ESTATES} server={fromServer([], {})} />);
      expect(html).toContain(t('empty'));
      expect(html).not.toContain('estate-card--skeleton');
    });

    it('says in the server HTML which favourites were taken off and which were sold, and takes off storage only the missing ones once hydrated', async () => {
      storeIds([3, 2, 1]);
      const seen = estateRoute({});
      const server = fromServer([3, 2, 1], {
        3: { kind: 'gone' },
        2: { kind: 'card', card: { ...card(2), status: 'SOLD', statusLabel: 'Verkocht' }, closed: true },
        1: { kind: 'card', card: card(1), closed: false },
      });
      const { html } = hydrateAsPage(<FavouritesList estatesHref={ESTATES} server={server} />);

      expect(html).toContain(t('removedMissing', { count: 1 }));
      expect(html).toContain(t('closed', { status: 'SOLD' }));
      await waitFor(() => expect(storedIds()).toEqual([2, 1]));
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(seen).toEqual([]);
    });

    it('fetches in the browser what the server could not read, below the cards it rendered', async () => {
      storeIds([2, 1]);
      const seen = estateRoute({ 1: { card: card(1, 'Rijwoning'), available: true } });
      const { html } = hydrateAsPage(<FavouritesList estatesHref={ESTATES} server={fromServer([2, 1], { 2: { kind: 'card', card: card(2, 'Loft'), closed: false } })} />);

      expect(html).toContain('Loft');
      expect(html).toContain('estate-card--skeleton');
      expect(await screen.findByRole('heading', { name: 'Rijwoning' })).toBeInTheDocument();
      expect(seen).toEqual([1]);
    });
  });
});
