// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from '@/components/estate-detail/photo-gallery';
import { fillCounter } from '@/lib/media/counter-pattern';
import type { PhotoLightboxProps } from '@/components/estate-detail/photo-lightbox';
import type { Picture } from '@/lib/site-api/schemas/estates';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

const loaded = vi.hoisted(() => ({ count: 0 }));

// The real lightbox needs a browser's layout; this stand-in shows what the gallery gives it.
vi.mock('@/components/estate-detail/photo-lightbox', () => {
  loaded.count += 1;
  return {
    PhotoLightbox: ({ slides, index, open, labels, onClose, onExited }: PhotoLightboxProps) =>
      open ? (
        <div role="dialog" aria-label={labels.lightbox} data-index={index}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a stand-in for the lightbox's own plain <img> */}
          <img src={slides[index]?.src} alt={slides[index]?.alt} />
          <span data-testid="counter">{labels.slideCounter}</span>
          <button
            type="button"
            onClick={() => {
              onClose();
              onExited();
            }}
          >
            {labels.close}
          </button>
        </div>
      ) : null,
  };
});

function pictures(count: number): Picture[] {
  // Deliberately out of order: the gallery sorts by index.
  return Array.from({ length: count }, (_, at) => count - 1 - at).map((index) => ({
    file: `/media/photo-${index}.jpg`,
    thumbnail: `/media/photo-${index}-thumb.jpg`,
    index,
  }));
}

afterEach(cleanup);

describe('PhotoGallery', () => {
  it('renders nothing without photos', () => {
    const { container } = renderWithProviders(<PhotoGallery pictures={[]} title="Villa" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first photo large and eager (the largest paint), four thumbnails and a show-all button', () => {
    renderWithProviders(<PhotoGallery pictures={pictures(12)} title="Villa" />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);

    const first = images[0]!;
    expect(first).toHaveAttribute('alt', 'Villa, foto 1 van 12');
    expect(first.getAttribute('src')).toContain(encodeURIComponent('/media/photo-0.jpg'));
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('fetchpriority', 'high');

    expect(images[1]!.getAttribute('src')).toContain(encodeURIComponent('/media/photo-1-thumb.jpg'));
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: "Bekijk alle 12 foto's" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto 3 van 12 vergroten' })).toBeInTheDocument();
  });

  it('gives a phone the 600x400 variant of a file the optimizer cannot resize, and a wider screen the large file', () => {
    const { container } = renderWithProviders(<PhotoGallery pictures={pictures(3)} title="Chalet" unoptimized />);
    const first = screen.getAllByRole('img')[0]!;
    expect(first.getAttribute('src')).toMatch(/\/media\/photo-0-thumb\.jpg$/);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(min-width: 700px)');
    expect(source).toHaveAttribute('srcset', '/media/photo-0.jpg');
    // The lightbox still shows the large files.
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('has no show-all button for a single photo', () => {
    renderWithProviders(<PhotoGallery pictures={pictures(1)} title="Villa" />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('loads the lightbox only on the first open, at the clicked photo, and gives the focus back', async () => {
    renderWithProviders(<PhotoGallery pictures={pictures(6)} title="Villa" />);
    expect(loaded.count).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const third = screen.getByRole('button', { name: 'Foto 3 van 6 vergroten' });
    third.focus();
    await act(async () => {
      fireEvent.click(third);
    });

    const dialog = await screen.findByRole('dialog', { name: nl.Gallery.lightbox });
    expect(loaded.count).toBe(1);
    expect(dialog).toHaveAttribute('data-index', '2');
    expect(within(dialog).getByAltText('Villa, foto 3 van 6')).toHaveAttribute('src', '/media/photo-2.jpg');
    // The lightbox fills in its own placeholders.
    expect(screen.getByTestId('counter')).toHaveTextContent('{index} van {total}');

    screen.getByRole('button', { name: nl.Gallery.close }).focus();
    fireEvent.click(screen.getByRole('button', { name: nl.Gallery.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(third).toHaveFocus());

    // Show all opens at the first photo, with the code already there.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Bekijk alle 6 foto's" }));
    });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-index', '0');
    expect(loaded.count).toBe(1);
  });

  it('gives the lightbox the same alt texts as the page, filled in by the client, even for a title with braces', async () => {
    renderWithProviders(<PhotoGallery pictures={pictures(2)} title="Loft {index} {total}" />);
    expect(screen.getAllByRole('img')[1]).toHaveAttribute('alt', 'Loft {index} {total}, foto 2 van 2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Foto 2 van 2 vergroten' }));
    });
    expect(within(await screen.findByRole('dialog')).getByRole('img')).toHaveAttribute('alt', 'Loft {index} {total}, foto 2 van 2');
  });
});

describe('fillCounter', () => {
  it('fills a pattern in one pass and leaves unknown placeholders', () => {
    expect(fillCounter('{title}, foto {index} van {total} {other}', { title: '{total}', index: 3, total: 9 })).toBe('{total}, foto 3 van 9 {other}');
    expect(fillCounter('Foto {index} van {total} vergroten {title}', { index: 1, total: 2 })).toBe('Foto 1 van 2 vergroten {title}');
  });
});
