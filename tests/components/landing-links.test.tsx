// @vitest-environment jsdom
// What leads visitors to the landing pages and back: the rows of links, the breadcrumb trail through them,
// and the list's filter form on a landing page, set to its search and leading to the list.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingLinkList } from '@/components/estates/landing-links';
import { EstateSearchShell } from '@/components/estates/estate-search-shell';
import { BreadcrumbTrail } from '@/components/seo/breadcrumbs';
import { landingQuery } from '@/lib/estates/landing';
import { landingHref } from '@/lib/estates/landing-links';
import { estateQueryString } from '@/lib/estates/url-state';
import { renderWithProviders } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/nl/aanbod/te-koop/appartement/gent',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

beforeEach(() => push.mockClear());
afterEach(cleanup);

describe('LandingLinkList', () => {
  it('is a titled navigation of plain links to the landing pages', () => {
    render(<LandingLinkList title="Populaire zoekopdrachten" links={[{ name: 'Appartementen te koop in Gent', path: '/nl/aanbod/te-koop/appartement/gent' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Populaire zoekopdrachten' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent('Populaire zoekopdrachten');
    expect(within(nav).getByRole('link', { name: 'Appartementen te koop in Gent' })).toHaveAttribute('href', '/nl/aanbod/te-koop/appartement/gent');
  });

  it('leaves out the heading too when no landing page has listings', () => {
    const { container } = render(<LandingLinkList title="Populaire zoekopdrachten" links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a listing’s breadcrumbs through its landing pages', () => {
  it('lead Home › offer › type page › type and place page › listing, the same in the BreadcrumbList', () => {
    const items = [
      { name: 'Home', href: '/' as const },
      { name: 'Ons aanbod', href: '/estates' as const },
      { name: 'Appartementen te koop', href: landingHref(['te-koop', 'appartement']) },
      { name: 'Appartementen te koop in Gent', href: landingHref(['te-koop', 'appartement', 'gent']) },
      { name: 'Lichtrijk appartement', href: { pathname: '/estates/[estateId]/[slug]' as const, params: { estateId: '12', slug: 'appartement-te-koop-in-9000-gent' } } },
    ];
    const { container } = render(<BreadcrumbTrail label="Kruimelpad" items={items} locale="nl" origin="https://www.immo-schelde.be" />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/nl',
      '/nl/aanbod',
      '/nl/aanbod/te-koop/appartement',
      '/nl/aanbod/te-koop/appartement/gent',
    ]);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { itemListElement: { position: number; item: string }[] };
    expect(data.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, 'https://www.immo-schelde.be/nl'],
      [2, 'https://www.immo-schelde.be/nl/aanbod'],
      [3, 'https://www.immo-schelde.be/nl/aanbod/te-koop/appartement'],
      [4, 'https://www.immo-schelde.be/nl/aanbod/te-koop/appartement/gent'],
      [5, 'https://www.immo-schelde.be/nl/aanbod/12/appartement-te-koop-in-9000-gent'],
    ]);
  });
});

describe('the filter form on a landing page', () => {
  const query = landingQuery({ transaction: 'FOR_SALE', type: 'APARTMENT', cityId: 44021 });
  const options = {
    statuses: [
      { value: 'FOR_SALE', label: 'Te koop', count: 5 },
      { value: 'TO_RENT', label: 'Te huur', count: 2 },
    ],
    types: [
      { value: '2', label: 'Appartement', count: 5 },
      { value: '1', label: 'Huis', count: 3 },
    ],
    epcLabels: [],
    prices: { min: 150_000, max: 450_000 },
  };
  const renderShell = () =>
    renderWithProviders(
      <EstateSearchShell
        query={query}
        queryString={estateQueryString(query)}
        options={options}
        selectedCities={[{ id: 44021, name: 'Gent', zip: '9000' }]}
        subscribeHref="/nl/hou-me-op-de-hoogte"
        listPath="/nl/aanbod"
      >
        <p>resultaten</p>
      </EstateSearchShell>,
    );

  it('starts from the landing page’s own search: its transaction, type and place are chosen', () => {
    renderShell();
    expect(screen.getByRole('checkbox', { name: /^Te koop/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Te huur/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Appartement/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Huis/ })).not.toBeChecked();
    const form = document.querySelector('form.estate-filters__form') as HTMLFormElement;
    expect(new FormData(form).getAll('city')).toEqual(['44021']);
  });

  it('leads to the list, with or without JavaScript: the form’s address, a changed filter and the map view', () => {
    renderShell();
    const form = document.querySelector('form.estate-filters__form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/nl/aanbod');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Huis/ }));
    expect(push).toHaveBeenCalledWith('/nl/aanbod?status=FOR_SALE&city=44021&type=1&type=2', { scroll: false });
    expect(screen.getByRole('link', { name: 'Kaart' }).getAttribute('href')).toMatch(/^\/nl\/aanbod\?status=FOR_SALE&city=44021&type=/);
  });
});
