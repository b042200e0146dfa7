// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldGroups } from '@/components/estate-detail/field-groups';
import { todayInBelgium } from '@/lib/rules/dates';
import { buildDisplayGroups } from '@/lib/estates/detail/display-fields';
import { detailSections } from '@/lib/estates/detail/sections';
import { estateDetail } from '../support/estate-detail-fixture';
import { translatorFor } from './translate';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
afterEach(cleanup);

const flemishSale = () =>
  estateDetail({
    fields: {
      certification: { energy_label: 'B', as_built_certificate: 'YES', e_level: 48 },
      flood_information: { flood_prone_area: 'YES', delineated_flood_area: false },
      financial: { price: 495000 },
    },
  });

describe('the field groups of the detail page (document 001, section 3)', () => {
  it('show certification and flood_information in every language, less what the energy block already shows', async () => {
    for (const [locale, certification, asBuilt, flood, floodProne, yes] of [
      ['nl', 'Energie en attesten', 'As-builtattest', 'Overstromingsgevoeligheid', 'Overstromingsgevoelig gebied', 'Ja'],
      ['en', 'Energy and certificates', 'As-built certificate', 'Flood risk', 'Flood-prone area', 'Yes'],
    ] as const) {
      render(await FieldGroups({ listing: detailSections(flemishSale(), todayInBelgium()).listing, locale }));
      const certificationGroup = screen.getByRole('region', { name: certification });
      expect(within(certificationGroup).getByText(asBuilt)).toBeInTheDocument();
      // The EPC label is the energy block's: not a second time here.
      expect(within(certificationGroup).queryByText(/EPC/)).not.toBeInTheDocument();
      const floodGroup = screen.getByRole('region', { name: flood });
      expect(within(floodGroup).getByText(floodProne).nextElementSibling ?? within(floodGroup).getByText(floodProne).parentElement).toBeTruthy();
      expect(within(floodGroup).getAllByText(yes).length).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('hide the as-built certificate of a Walloon estate, as section 5 says', () => {
    const estate = estateDetail({ address: { region: 'WALLONIA' }, fields: { certification: { as_built_certificate: 'YES', e_level: 48 } } });
    const certification = buildDisplayGroups(estate, 'fr', translatorFor('fr')).find((g) => g.key === 'certification');
    expect(certification?.fields.map((f) => f.key)).toEqual(['e_level']);
  });

  it('show extra fields of every type, typed values in their format', () => {
    const estate = estateDetail({
      extraFields: [
        { extra_field_autoid: 7, type: 'NUMBER', value: '1234.5', value_lang_string: null },
        { extra_field_autoid: 8, type: 'BOOLEAN', value: 'true', value_lang_string: null },
        { extra_field_autoid: 9, type: 'SELECT', value: null, value_lang_string: { nl: 'Zuidwest', fr: 'Sud-ouest' } },
      ],
    });
    const other = buildDisplayGroups(estate, 'nl', translatorFor('nl')).find((g) => g.key === 'other');
    expect(other?.fields.map((f) => f.value)).toEqual(['1.234,5', 'Ja', 'Zuidwest']);
  });
});
