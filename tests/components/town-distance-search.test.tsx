// @vitest-environment jsdom
// The estate list's filters offer "within N km of a town", and the banner names the town in the
// visitor's language.
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaNote } from '@/components/estates/area-note';
import { EstateSearchShell } from '@/components/estates/estate-search-shell';
import { emptyEstateQuery } from '@/lib/estates/search-query';
import { estateQueryString, readEstateQuery } from '@/lib/estates/url-state';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/nl/aanbod', useRouter: () => ({ push: vi.fn() }) }));

afterEach(cleanup);

const options = { statuses: [], types: [], epcLabels: [], prices: { min: null, max: null } };
const antwerp = { id: 12, name: 'Antwerpen', km: 10, area: 'c51.2194_4.4025_10000' };

function renderShell(search: string, town: typeof antwerp | null) {
  const query = readEstateQuery(new URLSearchParams(search));
  return renderWithProviders(
    <EstateSearchShell query={query} queryString={estateQueryString(query)} options={options} selectedCities={[]} town={town} subscribeHref="/nl/hou-me-op-de-hoogte">
      <p>resultaten</p>
    </EstateSearchShell>,
  );
}

describe('the distance search in the estate filters', () => {
  it('offers a town through the type-ahead and a distance, as fields of the filter form', () => {
    const { container } = renderShell('', null);
    const group = screen.getByRole('group', { name: 'Zoeken rond een gemeente' });
    expect(within(group).getByRole('combobox', { name: 'Rond de gemeente' })).toHaveAttribute('name', 'near-name');
    const distance = within(group).getByRole('combobox', { name: 'Afstand' });
    expect(distance).toHaveAttribute('name', 'km');
    expect(within(distance).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 km', '2 km', '5 km', '10 km', '20 km', '50 km']);
    expect(container.querySelector('form')?.contains(group)).toBe(true);
  });

  it('shows the chosen town, which travels with the form as its city id, and its distance', () => {
    const { container } = renderShell('near=12&km=20', { ...antwerp, km: 20 });
    const group = screen.getByRole('group', { name: 'Zoeken rond een gemeente' });
    expect(within(group).getByText('Antwerpen')).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="near"]')).toHaveValue('12');
    expect(within(group).getByRole('combobox', { name: 'Afstand' })).toHaveValue('20');
    // The town's circle is the server's: the form does not send it as a drawn area.
    expect(container.querySelector('input[name="area"]')).toBeNull();
  });

  it('names the town in the banner instead of "a point on the map"', () => {
    renderShell('near=12&km=10', antwerp);
    expect(screen.getByText('Alleen aanbod binnen 10 km van Antwerpen.')).toBeInTheDocument();
    expect(screen.queryByText(/een punt op de kaart/)).toBeNull();
  });
});

describe('AreaNote', () => {
  it.each([
    ['nl', nl, { ...antwerp, name: 'Antwerpen' }, 'Alleen aanbod binnen 10 km van Antwerpen.'],
    ['fr', fr, { ...antwerp, name: 'Anvers' }, 'Uniquement les biens dans un rayon de 10 km autour d’Anvers.'],
    ['fr', fr, { ...antwerp, name: 'Gand' }, 'Uniquement les biens dans un rayon de 10 km autour de Gand.'],
    ['en', en, { ...antwerp, name: 'Antwerp' }, 'Only listings within 10 km of Antwerp.'],
    ['de', de, { ...antwerp, name: 'Antwerpen' }, 'Nur Angebote im Umkreis von 10 km um Antwerpen.'],
  ] as const)('names the town in %s', (locale, messages, town, text) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Brussels" onError={(error) => { throw error; }}>
        <AreaNote area={undefined} town={town} subscribeHref="/subscribe" onClear={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    // Keep me informed about the same circle the list searched.
    expect(screen.getByRole('link')).toHaveAttribute('href', '/subscribe?area=c51.2194_4.4025_10000');
  });

  it('still speaks of a point on the map for a circle drawn there', () => {
    renderWithProviders(<AreaNote area={readEstateQuery({ area: 'c51.2194_4.4025_2500' }).area} town={null} subscribeHref="/s" onClear={() => {}} />);
    expect(screen.getByText('Alleen aanbod binnen 2,5 km van een punt op de kaart.')).toBeInTheDocument();
    expect(emptyEstateQuery().near).toBeUndefined();
  });
});
