// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalInformation } from '@/components/estate-detail/legal-information';
import { PrintQrCode } from '@/components/estate-detail/print-qr-code';
import { ProjectUnitTables, type PackedFloor } from '@/components/estate-detail/project-unit-tables';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { qrCodeModules, qrCodeSvg } from '@/lib/estates/brochure/qr-code';
import { legalInformationView } from '@/lib/estates/detail/legal-information';
import { estateDetail } from '../support/estate-detail-fixture';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
afterEach(cleanup);

// These blocks reach the browser as texts to small client leaves instead of RSC
// elements; what the visitor, a screen reader or a printer gets must stay the same.

describe('the print sheet QR code drawn from its packed modules', () => {
  it('is the very SVG the qrcode library writes, for short and long addresses', async () => {
    for (const url of [
      'https://example.be/nl/aanbod/1',
      'http://localhost:3410/nl/aanbod/3410104/woning-te-koop-in-nieuwstraat-204-3700-tongeren',
      `https://www.immo-voorbeeld.be/fr/offre/3410358/${'projet-neuf-'.repeat(12)}ostende`,
    ]) {
      const { size, bits } = qrCodeModules(url);
      const { container } = render(<PrintQrCode label="Scan" size={size} bits={bits} />);
      const expected = new DOMParser().parseFromString(await qrCodeSvg(url), 'image/svg+xml').documentElement;
      const drawn = container.querySelector('svg')!;
      expect(drawn.getAttribute('viewBox')).toBe(expected.getAttribute('viewBox'));
      expect(drawn.getAttribute('shape-rendering')).toBe('crispEdges');
      expect([...drawn.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([...expected.querySelectorAll('path')].map((path) => path.getAttribute('d')));
      cleanup();
    }
  });

  it('is one image named by the scan hint', () => {
    const { size, bits } = qrCodeModules('https://example.be/nl/aanbod/1');
    render(<PrintQrCode label="Scan om dit pand online te bekijken" size={size} bits={bits} />);
    expect(screen.getByRole('img', { name: 'Scan om dit pand online te bekijken' }).querySelector('svg')).not.toBeNull();
  });
});

describe('packed label/value rows', () => {
  it('are a term and a definition each, wide rows and field keys marked as before', () => {
    render(
      <dl>
        <DefinitionRows rows={[['Slaapkamers', '3'], ['Beschrijving', <p key="p">Lang</p>, { wide: 1 }], ['Gemeente', 'Knokke-Heist', { field: 'city', dd: 'x' }]]} />
      </dl>,
    );
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Slaapkamers', '3'],
      ['Beschrijving', 'Lang'],
      ['Gemeente', 'Knokke-Heist'],
    ]);
    expect(screen.getByText('Beschrijving').parentElement).toHaveClass('field-groups__row--wide');
    expect(screen.getByText('Gemeente').parentElement).toHaveAttribute('data-field', 'city');
    expect(screen.getByText('Knokke-Heist')).toHaveClass('x');
  });

  it('keep the legal information rows with their abbreviations', async () => {
    const estate = estateDetail({ fields: { planning: { town_planning_permit: 'YES', most_recent_destination: { value: 'WG', description: 'Woongebied' } } } });
    render((await LegalInformation({ view: legalInformationView(estate), locale: 'nl' }))!);
    const permit = screen.getByText('Vg');
    expect(permit.tagName).toBe('ABBR');
    expect(permit.closest('[data-field]')).toHaveAttribute('data-field', 'town_planning_permit');
  });
});

describe('the project unit tables', () => {
  it('give every floor its captioned table and every unit its link and labelled cells', () => {
    const floors: PackedFloor[] = [
      ['Gelijkvloers', [[801, '/nl/aanbod/700/de-linde/801', 'App. 0.1', 'Appartement', 2, '85,00 m²', '€\u00a0250.000,00', 'for_sale', 'Te koop']]],
      ['1ste verdieping', [[802, '/nl/aanbod/700/de-linde/802', 'App. 1.1', 'Duplex', '–', '–', 'Prijs op aanvraag', null, 'Verkocht']]],
    ];
    render(<ProjectUnitTables columns={['Unit', 'Type', 'Slaapkamers', 'Bewoonbare oppervlakte', 'Prijs', 'Status']} floors={floors} />);
    const ground = screen.getByRole('table', { name: 'Gelijkvloers' });
    expect(within(ground).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Unit', 'Type', 'Slaapkamers', 'Bewoonbare oppervlakte', 'Prijs', 'Status']);
    expect(within(ground).getByRole('link', { name: 'App. 0.1' })).toHaveAttribute('href', '/nl/aanbod/700/de-linde/801');
    // On a phone each cell shows its column's name: its first span.
    expect(within(ground).getAllByRole('cell').map((cell) => cell.firstElementChild?.textContent)).toEqual(['Type', 'Slaapkamers', 'Bewoonbare oppervlakte', 'Prijs', 'Status']);
    expect(within(ground).getByText('Te koop')).toHaveClass('badge', 'badge--for_sale');
    expect(within(screen.getByRole('table', { name: '1ste verdieping' })).getByRole('row', { name: /App\. 1\.1/ })).toHaveTextContent('Verkocht');
  });
});
