// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../support/intersection-observer';
import { SocialFeed, type SocialFeedTexts } from '@/components/social-feed/social-feed';
import type { SocialPost } from '@/lib/social-feed/post';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

const texts: SocialFeedTexts = nl.SocialFeed;
const PATH = '/nl/social-feed';

const photo: SocialPost = {
  id: '1',
  image: 'https://cdn.social.test/1.jpg',
  video: false,
  caption: 'Nieuw te koop in Gent!\nKom kijken. #gent',
  link: 'https://social.test/p/1/',
};
const video: SocialPost = { id: '2', image: 'https://cdn.social.test/2.jpg', video: true, caption: 'Rondleiding in Mechelen', link: 'https://social.test/reel/2/' };
const bare: SocialPost = { id: '3', image: 'https://cdn.social.test/3.jpg', video: false, caption: '', link: null };

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

let scrollNear: () => void;

const section = () => screen.getByRole('region', { name: texts.heading });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  ({ scrollNear } = fakeIntersectionObserver());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SocialFeed', () => {
  it('stays idle, with its heading and without a request, until the visitor scrolls near it', () => {
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    expect(screen.getByRole('heading', { level: 2, name: texts.heading })).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-state', 'idle');
    expect(section()).toHaveAttribute('aria-busy', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows grey tiles and announces loading while the posts are on their way', () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    scrollNear();

    expect(section()).toHaveAttribute('data-state', 'loading');
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    expect(section().querySelectorAll('.social-feed__placeholder').length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledWith(PATH, expect.anything());
  });

  it('shows the posts as tiles linking to the provider in a new tab, videos marked, pictures loaded lazily without referrer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ posts: [photo, video, bare] }));
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    scrollNear();

    const first = await screen.findByRole('link', { name: /Nieuw te koop in Gent!/ });
    expect(section()).toHaveAttribute('data-state', 'success');
    expect(section()).toHaveAttribute('aria-busy', 'false');
    expect(first).toHaveAttribute('href', photo.link);
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(first).toHaveTextContent(texts.opensInNewTab);
    expect(first).toHaveTextContent('Kom kijken. #gent');

    const picture = within(first).getByRole('img', { name: 'Nieuw te koop in Gent!' });
    expect(picture).toHaveAttribute('src', photo.image);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');

    const film = screen.getByRole('link', { name: /Rondleiding in Mechelen/ });
    expect(film).toHaveTextContent(texts.video);
    expect(first).not.toHaveTextContent(texts.video);

    // No link, no caption: a plain tile whose picture has the generic text alternative.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('img', { name: texts.imageAlt })).toHaveAttribute('src', bare.image);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows an error with a retry when the route fails, and the retry loads the posts', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ error: 'UNAVAILABLE', message: 'the social feed is unavailable' }, { status: 502 }))
      .mockResolvedValueOnce(Response.json({ posts: [photo] }));
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    scrollNear();

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.error);
    expect(section()).toHaveAttribute('data-state', 'error');

    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(screen.getByRole('heading', { level: 2, name: texts.heading })).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Nieuw te koop in Gent!/ })).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-state', 'success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer with unsafe links as an error at the browser boundary', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ posts: [{ ...photo, link: 'javascript:alert(1)' }] }));
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    scrollNear();

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.error);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says there are no posts yet when the feed is empty, which is not an error', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ posts: [] }));
    renderWithProviders(<SocialFeed path={PATH} texts={texts} />);
    scrollNear();

    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-state', 'success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
