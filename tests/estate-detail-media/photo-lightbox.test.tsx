// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoLightbox, type PhotoLightboxLabels } from '@/components/estate-detail/photo-lightbox';

const labels: PhotoLightboxLabels = {
  previous: 'Vorige',
  next: 'Volgende',
  close: 'Sluiten',
  play: 'Diavoorstelling starten',
  pause: 'Diavoorstelling pauzeren',
  enterFullscreen: 'Volledig scherm',
  exitFullscreen: 'Volledig scherm verlaten',
  lightbox: 'Fotoweergave',
  carousel: 'carrousel',
  slide: 'dia',
  photoGallery: 'Fotogalerij',
  thumbnails: 'Miniaturen',
  slideCounter: '{index} van {total}',
  loadError: 'De gevraagde inhoud kan niet worden geladen. Probeer het later opnieuw.',
};

afterEach(cleanup);

describe('PhotoLightbox (the real library)', () => {
  it('speaks the page language on every control', () => {
    const slides = [1, 2, 3].map((n) => ({ src: `/media/${n}.jpg`, alt: `Foto ${n}` }));
    render(<PhotoLightbox slides={slides} index={1} open labels={labels} onClose={() => {}} onExited={() => {}} />);

    expect(screen.getByRole('dialog', { name: 'Fotoweergave' })).toBeInTheDocument();
    for (const name of ['Vorige', 'Volgende', 'Sluiten', 'Diavoorstelling starten']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 van 3' })).toBeInTheDocument();
  });

  it('shows where the visitor is ("2 / 3") and a thumbnail button per photo, the current one marked', () => {
    const slides = [1, 2, 3].map((n) => ({ src: `/media/${n}.jpg`, alt: `Foto ${n}` }));
    const { container } = render(<PhotoLightbox slides={slides} index={1} open labels={labels} onClose={() => {}} onExited={() => {}} />);

    expect(container.ownerDocument.querySelector('.yarl__counter')).toHaveTextContent('2 / 3');
    const strip = screen.getByRole('navigation', { name: 'Miniaturen' });
    const thumbnails = within(strip).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['1 van 3', '2 van 3', '3 van 3']);
    expect(within(strip).getByRole('button', { name: '2 van 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('links a PDF plan under its first page, to open in a new tab', () => {
    const plan = { src: '/remote-photos/pdf/aHR0cHM', alt: 'Grondplan: Verdieping', title: 'Grondplan: Verdieping', document: { href: 'https://cdn.example.be/plan.pdf', label: 'PDF openen', note: '(opent in een nieuw tabblad)' } };
    const { container } = render(<PhotoLightbox slides={[{ src: '/media/1.jpg', alt: 'Foto 1' }, plan]} index={1} open labels={labels} onClose={() => {}} onExited={() => {}} />);

    // The carousel draws its neighbours too: the slide shown is the current one.
    const current = container.ownerDocument.querySelector<HTMLElement>('.yarl__slide_current')!;
    expect(within(current).getByRole('img', { name: 'Grondplan: Verdieping' })).toHaveAttribute('src', '/remote-photos/pdf/aHR0cHM');
    const link = within(current).getByRole('link', { name: 'PDF openen (opent in een nieuw tabblad)' });
    expect(link).toHaveAttribute('href', 'https://cdn.example.be/plan.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
