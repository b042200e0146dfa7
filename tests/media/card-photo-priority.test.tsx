// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateCardView } from '@/components/estates/estate-card-view';
import type { EstateCardModel } from '@/lib/estates/card-model';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import { renderWithProviders } from '../support/render';

afterEach(cleanup);

const card = (id: number): EstateCardModel => ({
    id,
    href: `/nl/aanbod/${id}/huis`,
    title: `Huis ${id}`,
    location: 'Antwerpen',
    priceText: '€ 300.000',
    previousPrice: null,
    status: null,
    statusLabel: '',
    badges: [],
    facts: [],
  photo: { src: `/media/${id}.jpg`, alt: `Foto van huis ${id}` },
});

describe("a card photo's priority", () => {
  it('fetches only the first card first (the largest paint on a phone), and the others when near', () => {
    expect([0, 1, 2, 3, 8].map(cardPhotoPriority)).toEqual(['lcp', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('puts fetchpriority=high on the first card only, never lazy, and lets later cards wait', () => {
    renderWithProviders(
      <ul>
        {[1, 2, 3, 4].map((id, position) => (
          <li key={id}>
            <EstateCardView card={card(id)} priority={cardPhotoPriority(position)} />
          </li>
        ))}
      </ul>,
    );
    const [first, second, , fourth] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    // Not eager: React would preload it from the head, beside the first.
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(fourth).toHaveAttribute('loading', 'lazy');
  });
});
