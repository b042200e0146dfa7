// Number and date formats of document 001, section 9. They are the same in every language.
import { BELGIAN_TIME_ZONE } from './index';

const decimal2 = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const grouped = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** "€ 1.234,56": euro prefix, dot thousands, comma decimals, always 2 decimals. */
export function formatCurrency(value: number): string {
  return `€ ${decimal2.format(value)}`;
}

/** "€ 2.150,00 /m²" */
export function formatCurrencyPerSquareMetre(value: number): string {
  return `${formatCurrency(value)} /m²`;
}

/** "1.234,50 m²": areas with 2 decimals (document 000, section 9). */
export function formatArea(value: number): string {
  return `${decimal2.format(value)} m²`;
}

/** "12,50 m": lengths and distances with 2 decimals (document 000, section 9). */
export function formatLength(value: number): string {
  return `${decimal2.format(value)} m`;
}

/** "1.234,5": plain numbers (counts, levels) with the same separators. */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

export function formatEpc(value: number): string {
  return `${grouped.format(value)} kWh/m²`;
}

export function formatEpcPerYear(value: number): string {
  return `${grouped.format(value)} kWh/jaar`;
}

export function formatLiquid(value: number): string {
  return `${grouped.format(value)}l`;
}

export function formatPercentage(value: number): string {
  return `${grouped.format(value)}%`;
}

/** Built once: a formatter with a time zone costs far more to make than to use. */
const belgianDay = new Intl.DateTimeFormat('en-GB', { timeZone: BELGIAN_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/yyyy, in the Belgian time zone (a date published at 23:30 UTC is the next day here). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = belgianDay.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
