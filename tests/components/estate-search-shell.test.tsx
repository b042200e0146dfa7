// @vitest-environment jsdom
// The estate filters' state across its parts: typed prices, chosen cities, "clear all" and back/forward.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateSearchShell } from '@/components/estates/estate-search-shell';
import type { CityChoice } from '@/components/estates/city-combobox';
import { estateQueryString, readEstateQuery } from '@/lib/estates/url-state';
import { renderWithProviders } from '../support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/nl/aanbod', useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());
afterEach(cleanup);

const options = { statuses: [], types: [], epcLabels: [], prices: { min: null, max: null } };
const gent: CityChoice = { id: 44021, name: 'Gent', zip: '9000' };

function shell(search: string, selectedCities: CityChoice[] = []) {
  const query = readEstateQuery(new URLSearchParams(search));
  return (
    <EstateSearchShell query={query} queryString={estateQueryString(query)} options={options} selectedCities={selectedCities} subscribeHref="/nl/hou-me-op-de-hoogte">
      <p>resultaten</p>
    </EstateSearchShell>
  );
}

const form = () => document.querySelector('form.estate-filters__form') as HTMLFormElement;

describe('the estate filters’ state', () => {
  it('submits a typed price with the other filters in one navigation', () => {
    renderWithProviders(shell('status=FOR_SALE'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimumprijs' }), { target: { value: '200000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toon resultaten' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/nl/aanbod?status=FOR_SALE&price-min=200000', { scroll: false });
  });

  it('applies a typed price when the visitor leaves the field', () => {
    renderWithProviders(shell(''));
    const max = screen.getByRole('spinbutton', { name: 'Maximumprijs' });
    fireEvent.change(max, { target: { value: '350000' } });
    expect(push).not.toHaveBeenCalled();
    fireEvent.blur(max);
    expect(push).toHaveBeenCalledWith('/nl/aanbod?price-max=350000', { scroll: false });
  });

  it('clears prices and cities on "clear all" but keeps the sort and the view', () => {
    renderWithProviders(shell('status=FOR_SALE&city=44021&price-min=100000&sort=price&view=map', [gent]));
    fireEvent.click(screen.getByRole('button', { name: 'Wis alle filters' }));
    expect(push).toHaveBeenCalledWith('/nl/aanbod?sort=price&view=map', { scroll: false });
    expect(screen.getByRole('spinbutton', { name: 'Minimumprijs' })).toHaveValue(null);
    expect(new FormData(form()).getAll('city')).toEqual([]);
  });

  it('takes the URL’s search again after back or forward, prices and cities included', () => {
    const { rerender } = renderWithProviders(shell(''));
    rerender(shell('city=44021&price-min=300000', [gent]));
    expect(screen.getByRole('spinbutton', { name: 'Minimumprijs' })).toHaveValue(300000);
    expect(new FormData(form()).getAll('city')).toEqual(['44021']);
    expect(push).not.toHaveBeenCalled();
  });
});
