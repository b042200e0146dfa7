import { describe, expect, it } from 'vitest';
import { bivNumber } from '@/lib/domain/biv';

describe('bivNumber', () => {
  it.each([
    ['BIV 512.384', '512.384'],
    ['IPI 508.713', '508.713'],
    ['IPI n° 508.713', '508.713'],
    ['BIV-nr. 512.384', '512.384'],
    ['BIV/IPI: 512.384', '512.384'],
    ['512.384', '512.384'],
    [' 512.384 ', '512.384'],
  ])('%s → %s', (value, expected) => {
    expect(bivNumber(value)).toBe(expected);
  });

  it('keeps a value that is only an acronym rather than showing nothing', () => {
    expect(bivNumber('BIV')).toBe('BIV');
  });
});
