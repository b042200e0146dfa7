// The loan calculator's inputs: numbers as a visitor of that language types them, and read back leniently.
import type { Locale } from '@/lib/rules';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${maximumFractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    // No grouping: a person types 280000, not 280.000, in a field.
    found = new Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping: false });
    formatters.set(key, found);
  }
  return found;
}

/** The language's decimal separator: a comma in nl, fr and de, a point in en. */
export function decimalSeparator(locale: Locale): string {
  return formatter(locale, 1).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ',';
}

/**
 * "3,3" (nl, fr, de) or "3.3" (en): the value rounded to `maximumFractionDigits`, which also drops a
 * float's artefacts (0.033 × 100 is 3.3000000000000003).
 */
export function formatTypedNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return formatter(locale, maximumFractionDigits).format(value);
}

/**
 * What the visitor typed, or null when it is not a number. The language's decimal separator is the decimal
 * one; the other separator groups thousands only where it does ("200.000", "1,250,000"), else it is read as
 * the decimal separator too ("3.3" in nl, "3,3" in en), as people type across languages.
 */
export function parseTypedNumber(text: string, locale: Locale): number | null {
  const compact = text.replace(/[\s'’]/g, '');
  if (!/^(\d+[.,]?\d*|[.,]\d+)([.,]\d+)*$/.test(compact)) return null;
  const decimal = decimalSeparator(locale);
  const other = decimal === ',' ? '.' : ',';
  const grouped = new RegExp(`^[1-9]\\d{0,2}(\\${other}\\d{3})+$`);
  let plain: string;
  if (compact.includes(decimal)) plain = compact.replaceAll(other, '').replace(decimal, '.');
  else if (grouped.test(compact)) plain = compact.replaceAll(other, '');
  else plain = compact.replace(other, '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
