import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCurrency,
  formatCurrencyPerSquareMetre,
  formatDate,
  formatEpc,
  formatEpcPerYear,
  formatLength,
  formatLiquid,
  formatPercentage,
} from '@/lib/rules/format';

describe('number formats of the spec (document 001, section 9)', () => {
  it('formats currency with a euro prefix, dot thousands, comma decimals and two decimals', () => {
    expect(formatCurrency(1234.56)).toBe('€ 1.234,56');
    expect(formatCurrency(325000)).toBe('€ 325.000,00');
    expect(formatCurrency(0.5)).toBe('€ 0,50');
    expect(formatCurrency(1250000)).toBe('€ 1.250.000,00');
  });

  it('suffixes currency per square metre', () => {
    expect(formatCurrencyPerSquareMetre(2150)).toBe('€ 2.150,00 /m²');
  });

  it('formats areas, EPC values, liquids, lengths and percentages with their suffixes', () => {
    expect(formatEpc(245)).toBe('245 kWh/m²');
    expect(formatEpcPerYear(18500)).toBe('18.500 kWh/jaar');
    expect(formatLiquid(3000)).toBe('3.000l');
    expect(formatLength(12.5)).toBe('12,50 m');
    expect(formatPercentage(21)).toBe('21%');
  });

  it('formats areas and distances with two decimals (document 000, section 9)', () => {
    expect(formatArea(1234.5)).toBe('1.234,50 m²');
    expect(formatArea(85)).toBe('85,00 m²');
    expect(formatArea(0.125)).toBe('0,13 m²');
    expect(formatLength(1500)).toBe('1.500,00 m');
  });

  it('shows dates as dd/mm/yyyy in Belgian time', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('07/03/2026');
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatDate('not a date')).toBe('');
  });
});
