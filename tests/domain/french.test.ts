import { describe, expect, it } from 'vitest';
import { frenchElides, frenchOf } from '@/lib/rules/french';

describe('frenchOf', () => {
  it.each([
    ['Anvers', "d'Anvers"],
    ['Ostende', "d'Ostende"],
    ['Etterbeek', "d'Etterbeek"],
    ['Écaussinnes', "d'Écaussinnes"],
    ['Ixelles', "d'Ixelles"],
    ['Immo Scheldeland', "d'Immo Scheldeland"],
    ['Ypres', "d'Ypres"],
    ['Habitat Conseil', "d'Habitat Conseil"],
    ['Horizon Immo', "d'Horizon Immo"],
    ['Namur', 'de Namur'],
    ['Bruxelles', 'de Bruxelles'],
    ['Hasselt', 'de Hasselt'],
    ['Home Invest', 'de Home Invest'],
    ['Habitation-Plus', "d'Habitation-Plus"],
    ['Habitats Nouveaux', "d'Habitats Nouveaux"],
  ])('%s → %s', (name, expected) => {
    expect(frenchOf(name)).toBe(expected);
  });

  it('elides before a vowel and a mute h only, whatever the case', () => {
    expect(frenchElides('immo scheldeland')).toBe(true);
    expect(frenchElides('ÉLÉGANCE IMMO')).toBe(true);
    expect(frenchElides('Century 21')).toBe(false);
    expect(frenchElides('Huy')).toBe(false);
  });
});
