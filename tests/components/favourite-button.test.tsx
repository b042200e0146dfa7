// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { FAVOURITES_KEY, favouritesStore } from '@/lib/favourites/favourites-store';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

const { add, remove, addTitled, removeTitled } = nl.Favourites;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('FavouriteButton', () => {
  it('toggles aria-pressed and says what the next click does', () => {
    renderWithProviders(<FavouriteButton estateId={12} />);
    const button = screen.getByRole('button', { name: add });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('aria-disabled');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(remove);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null')).toEqual([12]);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName(add);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('names the estate on a card', () => {
    renderWithProviders(<FavouriteButton estateId={5} estateTitle="Villa met tuin" />);
    const button = screen.getByRole('button', { name: addTitled.replace('{title}', 'Villa met tuin') });
    fireEvent.click(button);
    expect(button).toHaveAccessibleName(removeTitled.replace('{title}', 'Villa met tuin'));
  });

  it('shows a stored favourite as pressed, and every heart of the same estate follows a change', () => {
    localStorage.setItem(FAVOURITES_KEY, '[3]');
    renderWithProviders(
      <>
        <FavouriteButton estateId={3} estateTitle="Op de kaart" />
        <FavouriteButton estateId={3} />
      </>,
    );
    const [onCard, onPage] = screen.getAllByRole('button');
    expect(onCard).toHaveAttribute('aria-pressed', 'true');
    expect(onPage).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(onPage!);
    expect(onCard).toHaveAttribute('aria-pressed', 'false');

    // A change made elsewhere (another tab, the favourites page) shows too.
    act(() => {
      favouritesStore.toggle(3);
    });
    expect(onCard).toHaveAttribute('aria-pressed', 'true');
  });
});
