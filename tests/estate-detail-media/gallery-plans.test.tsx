// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from '@/components/estate-detail/photo-gallery';
import type { PhotoLightboxProps } from '@/components/estate-detail/photo-lightbox';
import type { Plan } from '@/lib/media/plans';
import type { Picture } from '@/lib/site-api/schemas/estates';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

// The real lightbox needs a browser's layout; this stand-in shows the slide it is given, with its caption.
vi.mock('@/components/estate-detail/photo-lightbox', () => ({
  PhotoLightbox: ({ slides, index, open, labels }: PhotoLightboxProps) =>
    open ? (
      <div role="dialog" aria-label={labels.lightbox} data-index={index} data-total={slides.length}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a stand-in for the lightbox's own plain <img> */}
        <img src={slides[index]?.src} alt={slides[index]?.alt} />
        <p data-testid="caption">{slides[index]?.title}</p>
        {slides[index]?.document ? <a href={slides[index].document.href}>{slides[index].document.label}</a> : null}
      </div>
    ) : null,
}));

afterEach(cleanup);

const photos: Picture[] = [0, 1].map((index) => ({ file: `/media/photo-${index}.jpg`, thumbnail: `/media/photo-${index}-thumb.jpg`, index }));
const plans: Plan[] = [
  { kind: 'image', src: '/media/plan-ground.png', title: 'Gelijkvloers' },
  { kind: 'pdf', src: '/remote-photos/pdf/aHR0cHM', href: 'https://cdn.example.be/plan-first.pdf', title: null },
  { kind: 'image', src: '/media/plan-first.png', title: null },
];

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('PhotoGallery with floor plans', () => {
  it('shows the plans after the photos, each labelled as a plan with its title or number', () => {
    renderWithProviders(<PhotoGallery pictures={photos} title="Villa" plans={plans} />);
    const strip = screen.getByRole('list', { name: nl.Gallery.plans });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Grondplan Gelijkvloers', 'Grondplan Grondplan 2', 'Grondplan Grondplan 3']);
    // The photos come first in the page, as in the lightbox.
    const photoButton = screen.getByRole('button', { name: 'Foto 1 van 2 vergroten' });
    expect(photoButton.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens an image plan in the lightbox after the photos, with its title as the caption', async () => {
    renderWithProviders(<PhotoGallery pictures={photos} title="Villa" plans={plans} />);
    await click(screen.getByRole('button', { name: 'Grondplan Grondplan 3 vergroten' }));
    const dialog = await screen.findByRole('dialog', { name: nl.Gallery.lightbox });
    // Two photos, then the three plans.
    expect(dialog).toHaveAttribute('data-total', '5');
    expect(dialog).toHaveAttribute('data-index', '4');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/plan-first.png');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Grondplan: Grondplan 3');
    expect(screen.getByTestId('caption')).toHaveTextContent('Grondplan: Grondplan 3');
  });

  it('shows a PDF plan by the image of its first page, and in the lightbox with a link to the PDF', async () => {
    renderWithProviders(<PhotoGallery pictures={photos} title="Villa" plans={plans} />);
    const tile = screen.getByRole('button', { name: 'Grondplan Grondplan 2 vergroten' });
    // The site's drawing as it is, not through the optimizer, which would draw the PDF again for every width.
    expect(within(tile).getByRole('presentation').getAttribute('src')).toMatch(/^(http:\/\/localhost:3000)?\/remote-photos\/pdf\/aHR0cHM$/);
    await click(tile);
    const dialog = await screen.findByRole('dialog', { name: nl.Gallery.lightbox });
    expect(dialog).toHaveAttribute('data-index', '3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/remote-photos/pdf/aHR0cHM');
    expect(within(dialog).getByRole('link', { name: nl.Gallery.openPdf })).toHaveAttribute('href', 'https://cdn.example.be/plan-first.pdf');
  });

  it('turns a PDF plan whose page image does not load into a tile that opens the document, and leaves it out of the lightbox', async () => {
    renderWithProviders(<PhotoGallery pictures={photos} title="Villa" plans={plans} />);
    await act(async () => {
      fireEvent.error(within(screen.getByRole('button', { name: 'Grondplan Grondplan 2 vergroten' })).getByRole('presentation'));
    });
    const link = screen.getByRole('link', { name: 'Grondplan Grondplan 2 (PDF, opent in een nieuw tabblad)' });
    expect(link).toHaveAttribute('href', 'https://cdn.example.be/plan-first.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    await click(screen.getByRole('button', { name: 'Grondplan Grondplan 3 vergroten' }));
    const dialog = await screen.findByRole('dialog', { name: nl.Gallery.lightbox });
    expect(dialog).toHaveAttribute('data-total', '4');
    expect(dialog).toHaveAttribute('data-index', '3');
  });

  it('shows a listing without photos its plans, and calls a single untitled plan just "plan"', async () => {
    renderWithProviders(<PhotoGallery pictures={[]} title="Bouwgrond" plans={[{ kind: 'image', src: '/media/plan.png', title: null }]} />);
    expect(screen.queryByRole('button', { name: /Foto/ })).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Grondplan Grondplan vergroten' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-index', '0');
  });
});
