import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allEpcLabelImagePaths,
  energyView,
  epcBarPercentage,
  epcLabelImagePath,
  epcLabelText,
  hasEnergyData,
  stickerStyle,
} from '@/lib/estates/detail/energy';
import { estateDetail } from './fixture';

describe('epcBarPercentage', () => {
  it('is the EPC value over 700 as a percentage', () => {
    expect(epcBarPercentage(0)).toBe(0);
    expect(epcBarPercentage(350)).toBe(50);
    expect(epcBarPercentage(700)).toBe(100);
    expect(epcBarPercentage(70)).toBeCloseTo(10);
  });

  it('is capped at 100', () => {
    expect(epcBarPercentage(900)).toBe(100);
  });

  it('is 0 without a positive value', () => {
    expect(epcBarPercentage(-20)).toBe(0);
    expect(epcBarPercentage(null)).toBe(0);
    expect(epcBarPercentage(undefined)).toBe(0);
    expect(epcBarPercentage(Number.NaN)).toBe(0);
  });
});

describe('epcLabelImagePath', () => {
  it.each([
    ['A++', '/epc/a-plus-plus.svg'],
    ['A+', '/epc/a-plus.svg'],
    ['A', '/epc/a.svg'],
    ['B', '/epc/b.svg'],
    ['C', '/epc/c.svg'],
    ['D', '/epc/d.svg'],
    ['E', '/epc/e.svg'],
    ['F', '/epc/f.svg'],
    ['G', '/epc/g.svg'],
  ])('derives %s to %s', (label, path) => {
    expect(epcLabelImagePath(label)).toBe(path);
  });

  it('ignores case and spaces', () => {
    expect(epcLabelImagePath(' a+ ')).toBe('/epc/a-plus.svg');
  });

  it('handles combined ranges, best label first, whatever the separator or order', () => {
    expect(epcLabelImagePath('A-B')).toBe('/epc/a-to-b.svg');
    expect(epcLabelImagePath('A++-A+')).toBe('/epc/a-plus-plus-to-a-plus.svg');
    expect(epcLabelImagePath('C - A')).toBe('/epc/a-to-c.svg');
    expect(epcLabelImagePath('B/D')).toBe('/epc/b-to-d.svg');
    expect(epcLabelImagePath('A+–B')).toBe('/epc/a-plus-to-b.svg');
    expect(epcLabelImagePath('B-B')).toBe('/epc/b.svg');
  });

  it('is null for labels it does not know', () => {
    for (const label of [null, undefined, '', 'H', 'A+++', 'C+', 'A-B-C', '-']) expect(epcLabelImagePath(label)).toBeNull();
  });

  it('names only images that exist in public/epc', () => {
    const paths = allEpcLabelImagePaths();
    expect(paths).toHaveLength(45);
    for (const path of paths) expect(existsSync(fileURLToPath(new URL(`../../public${path}`, import.meta.url))), path).toBe(true);
  });

  it('writes ranges with an en dash', () => {
    expect(epcLabelText('c-a')).toBe('A–C');
    expect(epcLabelText('b')).toBe('B');
  });
});

describe('stickerStyle', () => {
  it('ignores the default white background with black text, whatever the spelling', () => {
    expect(stickerStyle('#ffffff', '#000000')).toBeNull();
    expect(stickerStyle('#FFF', '#000')).toBeNull();
    expect(stickerStyle(' #FFFFFF ', '#000000')).toBeNull();
    expect(stickerStyle('white', 'Black')).toBeNull();
    expect(stickerStyle(null, null)).toBeNull();
  });

  it('keeps the agency colours', () => {
    expect(stickerStyle('#0F4C5C', '#FFFFFF')).toEqual({ background: '#0f4c5c', color: '#ffffff' });
    expect(stickerStyle('#fff', '#c00')).toEqual({ background: '#ffffff', color: '#cc0000' });
  });

  it('replaces text that would not read on the background', () => {
    expect(stickerStyle('#e8a33d', '#ffffff')).toEqual({ background: '#e8a33d', color: '#111111' });
  });
});

describe('energyView', () => {
  const certified = {
    label: 'B',
    epcValue: 350,
    certificateElectricity: 'OBTAINED' as const,
    certificateElectricityConform: 'VALID' as const,
    floodingScoreBuilding: 'D',
    floodingScoreParcel: 'B',
  };

  it('shows the label with its image, the bar and the flooding warning only after C', () => {
    const view = energyView(estateDetail({ energy: certified }));
    expect(view.label).toEqual({ text: 'B', imagePath: '/epc/b.svg' });
    expect(view.barPercentage).toBe(50);
    expect(view.electricity).toEqual({ status: 'OBTAINED', conformity: 'VALID', description: null });
    expect(view.floodingBuilding).toEqual({ score: 'D', warning: true });
    expect(view.floodingParcel).toEqual({ score: 'B', warning: false });
    expect(view.sticker).toBeNull();
  });

  it('hides the electrical certificate for rentals and plots', () => {
    expect(energyView(estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } }, energy: certified })).electricity).toBeNull();
    expect(energyView(estateDetail({ general: { headType: { id: 3, name: 'Grond' } }, energy: certified })).electricity).toBeNull();
  });

  it('hides the flooding scores in Wallonia', () => {
    const view = energyView(estateDetail({ address: { region: 'WALLONIA' }, energy: certified }));
    expect(view.floodingBuilding).toBeNull();
    expect(view.floodingParcel).toBeNull();
  });

  it('shows a custom sticker only with a label', () => {
    const custom = { stickerColor: '#2d5a3d', stickerTextColor: '#ffffff' };
    expect(energyView(estateDetail({ energy: { ...custom, label: 'A' } })).sticker).toEqual({ background: '#2d5a3d', color: '#ffffff' });
    expect(energyView(estateDetail({ energy: { ...custom, epcValue: 120 } })).sticker).toBeNull();
  });

  it('has no energy data when only the sticker is set', () => {
    expect(hasEnergyData(energyView(estateDetail({ energy: { stickerColor: '#2d5a3d', stickerTextColor: '#ffffff' } })))).toBe(false);
    expect(hasEnergyData(energyView(estateDetail({ energy: { co2: 40 } })))).toBe(true);
  });

  it('has no energy data when the rules hide all there is', () => {
    const rental = estateDetail({ general: { transaction: { id: 2, name: 'Te huur' } }, energy: { certificateElectricity: 'UNKNOWN' } });
    expect(hasEnergyData(energyView(rental))).toBe(false);
  });
});
