import { describe, expect, it } from 'vitest';
import { frenchOf } from '@/lib/spec/french';

describe('frenchOf', () => {
  it.each([
    ['Anvers', "d'Anvers"],
    ['Ostende', "d'Ostende"],
    ['Etterbeek', "d'Etterbeek"],
    ['Écaussinnes', "d'Écaussinnes"],
    ['Ixelles', "d'Ixelles"],
    ['Namur', 'de Namur'],
    ['Bruxelles', 'de Bruxelles'],
    ['Hasselt', 'de Hasselt'],
  ])('%s → %s', (name, expected) => {
    expect(frenchOf(name)).toBe(expected);
  });
});
