// @vitest-environment jsdom
// The parts of a list's controls every list shares: facets, the filter panel's title, the list's end.
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxFacet } from '@/components/listing/checkbox-facet';
import { FilterPanel } from '@/components/listing/filter-panel';
import { ListFooter } from '@/components/listing/list-footer';
import { renderWithProviders } from '../support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/nl/aanbod' }));

const labels = { error: 'Fout', retry: 'Opnieuw', loadMore: 'Meer panden laden', loadingMore: 'Laden…', allLoaded: 'Alles', nextPage: 'Volgende pagina' };

describe('CheckboxFacet', () => {
  it('leaves out a facet with no option: no heading with nothing under it', () => {
    const { container } = renderWithProviders(<CheckboxFacet legend="Status" name="status" options={[]} selected={[]} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each option with its count', () => {
    renderWithProviders(<CheckboxFacet legend="Status" name="status" options={[{ value: 'SOLD', label: 'Verkocht', count: 4 }]} selected={[]} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Verkocht\s*\(4\)$/ })).toBeInTheDocument();
  });
});

describe('FilterPanel', () => {
  it('keeps the space between the title and the count of chosen filters in one inline box', () => {
    const { container } = renderWithProviders(
      <FilterPanel title="Zoekfilters" activeCount={1} initiallyOpen applyLabel="Toon" resetLabel="Wis" onSubmit={() => {}} onReset={() => {}}>
        <span />
      </FilterPanel>,
    );
    const summary = container.querySelector('summary');
    expect(summary?.children).toHaveLength(1);
    expect(summary?.textContent).toBe('Zoekfilters (1)');
  });
});

describe('ListFooter', () => {
  const props = { sentinel: createRef<HTMLDivElement>(), total: 40, hasMore: true, nextHref: '/nl/aanbod?page=2', isFetchingNextPage: false, isFetchNextPageError: false, onMore: () => {}, labels };

  it('is a plain link to the next page in the server’s HTML, so paging works without JavaScript', () => {
    const html = renderToString(<ListFooter {...props} />);
    expect(html).toContain('<a class="button" href="/nl/aanbod?page=2" rel="next">Volgende pagina</a>');
    expect(html).not.toContain('<button');
  });

  it('loads more in place once JavaScript runs', () => {
    const onMore = vi.fn();
    renderWithProviders(<ListFooter {...props} onMore={onMore} />);
    screen.getByRole('button', { name: 'Meer panden laden' }).click();
    expect(onMore).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Volgende pagina' })).toBeNull();
  });
});
