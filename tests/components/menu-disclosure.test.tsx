// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuDisclosure } from '@/components/layout/menu-disclosure';

let pathname = '/nl';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

afterEach(cleanup);

function menu() {
  return (
    <MenuDisclosure className="site-header__menu">
      <summary>Menu</summary>
      <nav>
        <a href="#aanbod">Aanbod</a>
      </nav>
    </MenuDisclosure>
  );
}

describe('MenuDisclosure', () => {
  it('closes on Escape and puts the focus back on its button', () => {
    const { container } = render(menu());
    const details = container.querySelector('details')!;
    details.open = true;
    screen.getByRole('link', { name: 'Aanbod' }).focus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Aanbod' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(container.querySelector('summary'));
  });

  it('leaves other keys alone', () => {
    const { container } = render(menu());
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent.keyDown(screen.getByRole('link', { name: 'Aanbod' }), { key: 'Enter' });
    expect(details.open).toBe(true);
  });

  it('closes once a link has led to another page, but not on its first render', () => {
    pathname = '/nl';
    const { container, rerender } = render(menu());
    const details = container.querySelector('details')!;
    details.open = true;
    rerender(menu());
    expect(details.open).toBe(true);
    pathname = '/nl/aanbod';
    rerender(menu());
    expect(details.open).toBe(false);
  });
});
