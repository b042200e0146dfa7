import { describe, expect, it, vi } from 'vitest';
import { estateHref, estateSlug } from '@/lib/estates/estate-href';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { estateDetailSchema, navigationSchema } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';
import { estateSummary } from '../support/estate-fixture';
import { captureLogsPerTest } from '../support/logs';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));

const logs = captureLogsPerTest();
const warnings = () => logs.lines.filter((line) => line.level === 'warn').map((line) => line.msg);

describe('an enumeration id the bundled labels do not know', () => {
  it('shows the API own name in the slug and label, never a message key, and is logged once', async () => {
    const label = await getEnumLabel('nl');
    const estate = estateSummary({ general: { subType: { id: 999, name: 'Woonboot' } } });
    expect(label('subType', estate.general.subType)).toBe('Woonboot');
    expect(label('subType', estate.general.subType)).toBe('Woonboot');
    const slug = estateSlug(estate, 'nl', label);
    expect(slug).toContain('woonboot-te-koop-in');
    expect(slug).not.toMatch(/enums/i);
    expect(estateHref(estate, 'nl', label).params.slug).not.toContain('_');
    expect(warnings().filter((line) => line.includes('subType id 999'))).toHaveLength(1);
  });

  it('without a name, reads "other" in the visitor language', async () => {
    expect((await getEnumLabel('fr'))('headType', 998)).toBe('Autre');
    expect((await getEnumLabel('de'))('headType', { id: 998, name: ' ' })).toBe('Sonstige');
  });

  it('still shows the bundled label of a known id, whatever the API calls it', async () => {
    expect((await getEnumLabel('nl'))('subType', { id: 2, name: 'Villa (API)' })).toBe('Villa');
  });
});

describe('answers with values the site does not know yet', () => {
  const raw = () => JSON.parse(JSON.stringify(estateDetail())) as Record<string, unknown> & { fields: Record<string, unknown>; energy: Record<string, unknown>; address: Record<string, unknown> };

  it('leave out an unknown field group and keep the known ones', () => {
    const estate = raw();
    estate.fields = { financial: { price: 1 }, solar_information: { panels: 12 } };
    const parsed = estateDetailSchema.parse(estate);
    expect(parsed.fields).toEqual({ financial: { price: 1 } });
    expect(warnings()).toContainEqual(expect.stringContaining('solar_information'));
  });

  it('leave out an unknown code of a closed enumeration and a field value of an unknown shape', () => {
    const estate = raw();
    estate.energy = { ...estate.energy, certificateElectricity: 'PENDING', certificateElectricityConform: 'EXPIRED' };
    estate.address = { ...estate.address, region: 'EUPEN' };
    estate.fields = { comfort: { heating: ['GAS', 'WOOD'], lift: true } };
    const parsed = estateDetailSchema.parse(estate);
    expect(parsed.energy.certificateElectricity).toBeNull();
    expect(parsed.energy.certificateElectricityConform).toBeNull();
    expect(parsed.address.region).toBeNull();
    expect(parsed.fields.comfort).toEqual({ heating: null, lift: true });
  });

  it('leave out a menu item of a link kind the site does not know, keeping the rest of the menu', () => {
    const menu = navigationSchema.parse({
      id: 1,
      type: 'footer',
      items: [
        { id: 1, title: 'Aanbod', link: { type: 'route', route: 'estates' }, children: [] },
        { id: 2, title: 'Blog', link: { type: 'route', route: 'blog' }, children: [] },
        { id: 3, title: 'Kaart', link: { type: 'map', zoom: 3 }, children: [] },
      ],
    });
    expect(menu.items.map((item) => item.title)).toEqual(['Aanbod']);
  });
});
