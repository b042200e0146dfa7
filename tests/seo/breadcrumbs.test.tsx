// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreadcrumbTrail } from '@/components/seo/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs';

const ORIGIN = 'https://www.immo-schelde.be';

describe('BreadcrumbList', () => {
  it('numbers the items from 1 and makes every item an absolute URL on the host asked', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/nl' },
        { name: 'Ons aanbod', path: '/nl/aanbod' },
        { name: 'Villa', path: '/nl/aanbod/5/villa-te-koop' },
      ],
      ORIGIN,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.immo-schelde.be/nl' },
      { '@type': 'ListItem', position: 2, name: 'Ons aanbod', item: 'https://www.immo-schelde.be/nl/aanbod' },
      { '@type': 'ListItem', position: 3, name: 'Villa', item: 'https://www.immo-schelde.be/nl/aanbod/5/villa-te-koop' },
    ]);
  });
});

describe('BreadcrumbTrail', () => {
  const items = [
    { name: 'Accueil', href: '/' as const },
    { name: 'Notre offre', href: '/estates' as const },
    { name: 'Vacances', href: { pathname: '/holiday/[rentalUnitId]' as const, params: { rentalUnitId: 21 } } },
  ];

  it('is a labelled navigation whose last item is the current page, not a link', () => {
    render(<BreadcrumbTrail label="Fil d'Ariane" items={items} locale="fr" origin={ORIGIN} />);
    const nav = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    const entries = within(nav).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Accueil', 'Notre offre', 'Vacances']);
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fr', '/fr/offre']);
    const current = within(entries[2]!).getByText('Vacances');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('carries the same items as structured data, with the localised absolute URLs', () => {
    const { container } = render(<BreadcrumbTrail label="Fil d'Ariane" items={items} locale="fr" origin={ORIGIN} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as ReturnType<typeof breadcrumbJsonLd>;
    expect(data.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Accueil', 'https://www.immo-schelde.be/fr'],
      [2, 'Notre offre', 'https://www.immo-schelde.be/fr/offre'],
      [3, 'Vacances', 'https://www.immo-schelde.be/fr/vacances/21'],
    ]);
  });
});
