import { describe, expect, it } from 'vitest';
import { listedArea } from '@/lib/estates/listed-area';

const surfaces = { livable: 120, land: 800 };

describe('listedArea', () => {
  it('shows a house or an apartment with its living area', () => {
    expect(listedArea(1, surfaces)).toEqual({ kind: 'living', value: 120 });
    expect(listedArea(2, surfaces)).toEqual({ kind: 'living', value: 120 });
    expect(listedArea(9, surfaces)).toEqual({ kind: 'living', value: 120 });
  });

  it('shows a plot with its land area, never a living area', () => {
    expect(listedArea(3, { livable: null, land: 950 })).toEqual({ kind: 'land', value: 950 });
    expect(listedArea(3, { livable: 40, land: null })).toBeNull();
  });

  it('shows a garage or a commercial estate with its usable surface, never as living area', () => {
    expect(listedArea(5, { livable: 18, land: null })).toEqual({ kind: 'usable', value: 18 });
    for (const commercial of [4, 6, 7]) expect(listedArea(commercial, surfaces)).toEqual({ kind: 'usable', value: 120 });
  });

  it('shows no area for a project (its units differ) or when there is none', () => {
    expect(listedArea(10, surfaces)).toBeNull();
    expect(listedArea(1, { livable: null, land: 500 })).toBeNull();
    expect(listedArea(1, { livable: 0, land: null })).toBeNull();
  });

  it('does not call the area of a type it does not know a living area', () => {
    expect(listedArea(99, surfaces)).toEqual({ kind: 'usable', value: 120 });
  });
});
