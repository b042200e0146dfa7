// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Photo } from '@/components/ui/photo';
import { PhotoFallback } from '@/components/ui/photo-fallback';

afterEach(cleanup);

/** An image as the browser reports it once it has tried: loaded (its width) or broken (none). */
function settle(image: HTMLElement, naturalWidth: number): void {
  Object.defineProperty(image, 'complete', { configurable: true, value: true });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });
}

describe('Photo', () => {
  it('is a plain img with the optimizer’s sources, so a server-rendered page sends no image script', () => {
    render(<Photo src="/remote-photos/abc" alt="Villa in Namen" width={600} height={400} sizes="92vw" />);
    const image = screen.getByRole('img', { name: 'Villa in Namen' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('data-photo');
    expect(image.getAttribute('srcset')).toMatch(/^\/_next\/image\?url=%2Fremote-photos%2Fabc&w=\d+&q=75 \d+w, /);
    expect(image).toHaveAttribute('sizes', '92vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a placeholder with the photo name, not a broken image, when the photo cannot be loaded', () => {
    render(
      <>
        <Photo src="/remote-photos/abc" alt="Villa in Namen" width={600} height={400} />
        <PhotoFallback />
      </>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Villa in Namen' }));
    const placeholder = screen.getByRole('img', { name: 'Villa in Namen' });
    expect(placeholder).toHaveAttribute('data-photo-failed');
    expect(placeholder).toHaveClass('photo-placeholder');
    expect(placeholder).not.toHaveAttribute('srcset');
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
  });

  it('keeps a decorative photo (no name) hidden from assistive technology when it cannot be loaded: no image without a name', () => {
    const { container } = render(
      <>
        <Photo src="/remote-photos/abc" alt="" width={600} height={400} />
        <PhotoFallback />
      </>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('data-photo-failed');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('also replaces a photo that failed before the page’s script ran, and leaves a loaded one alone', () => {
    render(
      <>
        <Photo src="/remote-photos/gone" alt="Gone" width={600} height={400} />
        <Photo src="/remote-photos/here" alt="Here" width={600} height={400} />
      </>,
    );
    settle(screen.getByRole('img', { name: 'Gone' }), 0);
    settle(screen.getByRole('img', { name: 'Here' }), 600);
    render(<PhotoFallback />);
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('data-photo-failed');
    expect(screen.getByRole('img', { name: 'Here' })).not.toHaveAttribute('data-photo-failed');
  });

  it('ignores an image that is not a photo', () => {
    render(
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain image beside the photos */}
        <img src="/site-assets/logo.svg" alt="Logo" />
        <PhotoFallback />
      </>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('data-photo-failed');
  });
});
