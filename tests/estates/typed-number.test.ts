import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseTypedNumber } from '@/lib/estates/cost-to-buy/typed-number';

const rates = [
  [3.3, { nl: '3,3', fr: '3,3', de: '3,3', en: '3.3' }],
  [2.95, { nl: '2,95', fr: '2,95', de: '2,95', en: '2.95' }],
  [0.1, { nl: '0,1', fr: '0,1', de: '0,1', en: '0.1' }],
] as const;

describe('the loan calculator writes a number as a visitor of the language types it', () => {
  it('writes rates with the language’s decimal separator and without float artefacts (0.033 × 100)', () => {
    for (const [rate, texts] of rates) {
      for (const [locale, text] of Object.entries(texts) as [keyof typeof texts, string][]) {
        expect(formatTypedNumber(rate, locale, 3), locale).toBe(text);
      }
    }
    expect(formatTypedNumber(0.033 * 100, 'nl', 3)).toBe('3,3');
  });

  it('writes an amount without thousands separators, as it is typed', () => {
    expect(formatTypedNumber(280_000, 'nl')).toBe('280000');
    expect(formatTypedNumber(280_000, 'fr')).toBe('280000');
    expect(formatTypedNumber(280_000, 'en')).toBe('280000');
  });

  it('reads back what it writes, in every language', () => {
    for (const [rate, texts] of rates) {
      for (const [locale, text] of Object.entries(texts) as [keyof typeof texts, string][]) expect(parseTypedNumber(text, locale), locale).toBe(rate);
    }
  });

  it('reads the other separator as a decimal one, unless it groups thousands', () => {
    expect(parseTypedNumber('3.3', 'nl')).toBe(3.3);
    expect(parseTypedNumber('3,3', 'en')).toBe(3.3);
    expect(parseTypedNumber('200.000', 'nl')).toBe(200_000);
    expect(parseTypedNumber('200,000', 'en')).toBe(200_000);
    expect(parseTypedNumber('1.250.000,50', 'de')).toBe(1_250_000.5);
    expect(parseTypedNumber('1,250,000.50', 'en')).toBe(1_250_000.5);
    expect(parseTypedNumber('200 000', 'fr')).toBe(200_000);
    expect(parseTypedNumber('0,125', 'en')).toBe(0.125);
  });

  it('reads text that is no number as null', () => {
    for (const text of ['', 'abc', '3,3%', '-2', '1.2.3', '1e3']) expect(parseTypedNumber(text, 'nl'), text).toBeNull();
  });
});
