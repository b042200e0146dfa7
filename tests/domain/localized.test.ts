import { describe, expect, it } from 'vitest';
import { cityName, pickLocalized } from '@/lib/rules/localized';

describe('pickLocalized', () => {
  it('prefers the visitor language, then Dutch, then any language with text', () => {
    expect(pickLocalized({ nl: 'Huis', fr: 'Maison' }, 'fr')).toBe('Maison');
    expect(pickLocalized({ nl: 'Huis', fr: '' }, 'fr')).toBe('Huis');
    expect(pickLocalized({ de: 'Haus' }, 'en')).toBe('Haus');
    expect(pickLocalized(null, 'nl')).toBe('');
  });
});

describe('cityName', () => {
  it('uses the alias in the visitor language, else the official name', () => {
    const liege = { name: 'Liège', alias: { nl: 'Luik', de: 'Lüttich' } };
    expect(cityName(liege, 'nl')).toBe('Luik');
    expect(cityName(liege, 'de')).toBe('Lüttich');
    expect(cityName(liege, 'en')).toBe('Liège');
    expect(cityName({ name: 'Mechelen', alias: { fr: 'Malines' } }, 'nl')).toBe('Mechelen');
  });
});
