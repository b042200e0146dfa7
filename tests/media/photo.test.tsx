// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Photo } from '@/components/ui/photo';

afterEach(cleanup);

describe('Photo', () => {
  it('shows a placeholder with the photo name, not a broken image, when the photo cannot be loaded', () => {
    render(<Photo src="/remote-photos/abc" alt="Villa in Namen" width={600} height={400} />);
    const image = screen.getByRole('img', { name: 'Villa in Namen' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Villa in Namen' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveAttribute('data-photo-failed');
  });

  it('keeps a decorative photo (no name) hidden from assistive technology when it cannot be loaded: no image without a name', () => {
    const { container } = render(<Photo src="/remote-photos/abc" alt="" width={600} height={400} />);
    fireEvent.error(container.querySelector('img')!);
    const placeholder = container.querySelector('[data-photo-failed]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toHaveAttribute('role');
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});
