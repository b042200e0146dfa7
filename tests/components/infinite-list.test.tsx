// @vitest-environment jsdom
// Loading a list's next pages: one page per trigger (the button, or a scroll of the visitor near the end),
// none while one is on its way, and none by the mere arrival of a page while the end is still near.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListFooter } from '@/components/listing/list-footer';
import { useInfiniteList, type CardPage } from '@/lib/listing/use-infinite-list';
import { renderWithProviders } from '../support/render';

type Card = { id: number };
const PAGE = 15;
const TOTAL = 60;
const labels = { error: 'Fout', retry: 'Opnieuw', loadMore: 'Meer panden laden', loadingMore: 'Laden…', allLoaded: 'Alles', nextPage: 'Volgende pagina' };

const pageAt = (offset: number): CardPage<Card> => ({ total: TOTAL, offset, cards: Array.from({ length: PAGE }, (_, at) => ({ id: offset + at + 1 })) });

/**
 * IntersectionObserver as the browser behaves: observe() reports the target's state once, soon after,
 * and a change of that state is reported again. `near` is whether the end of the list is within the margin.
 */
let near = false;
const observers = new Set<FakeObserver>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observers.add(this);
    setTimeout(() => observers.has(this) && this.report(target));
  }
  disconnect() {
    observers.delete(this);
  }
  report(target: Element = document.body) {
    this.callback([{ isIntersecting: near, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
/** The end of the list comes within reach (or leaves it), as a layout or a scroll would make it. */
async function setNear(value: boolean) {
  near = value;
  await act(async () => {
    for (const observer of observers) observer.report();
  });
}
/** Every observer reports the same state again, as a browser does when the layout of a landed page settles. */
const reportAgain = () => setNear(near);
const scroll = () => act(async () => void window.dispatchEvent(new Event('scroll')));

/** The pages asked for; each answers when the test resolves it. */
let asked: { offset: number; answer: () => Promise<void> }[] = [];

function List() {
  const { cards, total, hasMore, sentinel, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteList({
    path: '/nl/estate-search',
    queryString: '',
    initialPage: pageAt(0),
  });
  return (
    <>
      <p>{`${cards.length} van ${total}`}</p>
      <ListFooter
        sentinel={sentinel}
        total={total}
        hasMore={hasMore}
        nextHref="?page=2"
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onMore={() => void fetchNextPage()}
        labels={labels}
      />
    </>
  );
}

async function renderList() {
  renderWithProviders(<List />);
  await act(async () => new Promise((resolve) => setTimeout(resolve)));
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  near = false;
  observers.clear();
  asked = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const offset = Number(new URL(url, 'http://localhost').searchParams.get('offset'));
      return new Promise<Response>((resolve) => {
        asked.push({ offset, answer: async () => act(async () => resolve(Response.json(pageAt(offset)))) });
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useInfiniteList', () => {
  it('loads one page per press of "load more", and the page that lands loads nothing more while the end is near', async () => {
    near = true;
    await renderList();
    // The end of the list is near from the start, but the visitor has not scrolled: nothing is asked yet.
    expect(asked).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: labels.loadMore }));
    expect(asked.map((page) => page.offset)).toEqual([15]);
    // While it is on its way: the observer, a scroll and the button ask for nothing more.
    await reportAgain();
    await scroll();
    fireEvent.click(screen.getByRole('button', { name: labels.loadingMore }));
    expect(asked).toHaveLength(1);

    await asked[0]!.answer();
    expect(await screen.findByText('30 van 60')).toBeInTheDocument();
    // The page landed and the end of the list is still near (a slow layout): no chained load.
    await reportAgain();
    await settle();
    expect(asked).toHaveLength(1);
    expect(screen.getByText('30 van 60')).toBeInTheDocument();

    // The visitor scrolls: now the next page comes, one.
    await scroll();
    await scroll();
    expect(asked.map((page) => page.offset)).toEqual([15, 30]);
  });

  it('loads the next page when a scroll brings the end of the list near, one page per scroll', async () => {
    await renderList();
    await scroll();
    expect(asked).toHaveLength(0);
    await setNear(true);
    expect(asked.map((page) => page.offset)).toEqual([15]);

    await asked[0]!.answer();
    expect(await screen.findByText('30 van 60')).toBeInTheDocument();
    // The new cards pushed the end away and back (layout), with no scroll of the visitor's: nothing.
    await setNear(false);
    await setNear(true);
    await settle();
    expect(asked).toHaveLength(1);
    await scroll();
    expect(asked.map((page) => page.offset)).toEqual([15, 30]);
  });
});
