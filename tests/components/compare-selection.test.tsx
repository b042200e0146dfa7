// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompareButton, CompareTray } from '@/components/compare/compare-selection';
import { compareStore } from '@/lib/estates/compare/compare-store';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

const t = nl.CompareSelection;
const titled = (title: string) => t.buttonTitled.replace('{title}', title);

beforeEach(() => {
  localStorage.clear();
  act(() => compareStore.clear());
});
afterEach(cleanup);

function renderCards(ids: number[]) {
  return renderWithProviders(
    <>
      {ids.map((id) => (
        <CompareButton key={id} estateId={id} estateTitle={`Pand ${id}`} />
      ))}
      <CompareTray />
    </>,
  );
}

describe('compare button and tray', () => {
  it('shows nothing until a listing is chosen, then the count, and the link from two listings on', () => {
    renderCards([1, 2]);
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: titled('Pand 1') }));
    expect(screen.getByRole('button', { name: titled('Pand 1') })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: t.region })).toHaveTextContent(t.needMore);
    fireEvent.click(screen.getByRole('button', { name: titled('Pand 2') }));
    expect(screen.getByRole('link', { name: t.open })).toHaveAttribute('href', '/nl/vergelijken?ids=1%2C2');
  });

  it('refuses a fifth listing and says four is the maximum, until one is taken out', () => {
    renderCards([1, 2, 3, 4, 5]);
    for (const id of [1, 2, 3, 4]) fireEvent.click(screen.getByRole('button', { name: titled(`Pand ${id}`) }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: titled('Pand 5') }));
    expect(screen.getByRole('button', { name: titled('Pand 5') })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('U kunt hoogstens 4 panden vergelijken. Haal er eerst een weg.');
    fireEvent.click(screen.getByRole('button', { name: titled('Pand 1') }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('clears the selection from the tray', () => {
    renderCards([1, 2]);
    fireEvent.click(screen.getByRole('button', { name: titled('Pand 1') }));
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(screen.queryByRole('region', { name: t.region })).toBeNull();
    expect(screen.getByRole('button', { name: titled('Pand 1') })).toHaveAttribute('aria-pressed', 'false');
  });
});
