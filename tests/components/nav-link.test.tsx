// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ariaCurrentOf, CurrentPathProvider, NavLink } from '@/components/layout/current-path';

let nextPathname = '/nl/estates';
vi.mock('next/navigation', () => ({ usePathname: () => nextPathname }));

afterEach(cleanup);

describe('ariaCurrentOf', () => {
  it('marks the page itself, and a section for the pages below it', () => {
    expect(ariaCurrentOf('/nl/aanbod', '/nl/aanbod')).toBe('page');
    expect(ariaCurrentOf('/nl/aanbod', '/nl/aanbod/')).toBe('page');
    expect(ariaCurrentOf('/nl/aanbod', '/nl/aanbod/12/villa-te-koop')).toBe('true');
    expect(ariaCurrentOf('/fr/a-propos', '/fr/%C3%A0-propos')).toBeUndefined();
    expect(ariaCurrentOf('/fr/%C3%A0-propos', '/fr/à-propos')).toBe('page');
  });

  it('never marks a neighbour whose path merely starts the same, nor the home page for every page', () => {
    expect(ariaCurrentOf('/nl/aanbod', '/nl/aanbodfoo')).toBeUndefined();
    expect(ariaCurrentOf('/nl', '/nl/aanbod')).toBeUndefined();
    expect(ariaCurrentOf('/nl', '/nl')).toBe('page');
  });
});

describe('NavLink', () => {
  it('marks nothing in the server’s render, whose pathname is the rewritten internal one, so one HTML serves every visitor', () => {
    nextPathname = '/1/nl/estates';
    const html = renderToString(
      <CurrentPathProvider>
        <NavLink href="/nl/aanbod">Aanbod</NavLink>
        <NavLink href="/1/nl/estates">Internal</NavLink>
      </CurrentPathProvider>,
    );
    expect(html).not.toContain('aria-current');
    expect(html).toContain('>Aanbod</a>');
  });

  it('marks the current page in the browser', () => {
    nextPathname = '/nl/aanbod';
    render(
      <CurrentPathProvider>
        <NavLink href="/nl/aanbod">Aanbod</NavLink>
        <NavLink href="/nl/over-ons">Over ons</NavLink>
      </CurrentPathProvider>,
    );
    expect(screen.getByRole('link', { name: 'Aanbod' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Over ons' })).not.toHaveAttribute('aria-current');
  });

  it('follows a client-side navigation, which renders no new layout', () => {
    nextPathname = '/nl/aanbod';
    // The layout's props stay the same; only Next's pathname (a context in the app) changes.
    const tree = () => (
      <CurrentPathProvider>
        <NavLink href="/nl/aanbod">Aanbod</NavLink>
        <NavLink href="/nl/over-ons">Over ons</NavLink>
      </CurrentPathProvider>
    );
    const { rerender } = render(tree());
    nextPathname = '/nl/over-ons';
    rerender(tree());
    expect(screen.getByRole('link', { name: 'Over ons' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Aanbod' })).not.toHaveAttribute('aria-current');
  });
});
