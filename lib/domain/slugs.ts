import type { Locale } from '@/lib/rules';

/** Lowercase, accents folded, everything but letters and digits turned into single dashes. */
export function slugify(input: unknown): string {
  if (typeof input !== 'string') throw new TypeError(`slugify expects a string, got ${typeof input}`);
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const inWord = (locale: Locale) => (locale === 'fr' ? 'a' : 'in');

export type PropertySlugParts = {
  subTypeName: string;
  transactionName: string;
  /** Street and number; null when the address is not visible (then the street stays out of the slug). */
  streetAddress: string | null;
  zip: string;
  cityName: string;
};

/** Property slug (document 000, section 2): subtype, transaction, "in"/"a", street address, postal code, city. */
export function propertySlug(parts: PropertySlugParts, locale: Locale): string {
  const words = [parts.subTypeName, parts.transactionName, inWord(locale), parts.streetAddress, parts.zip, parts.cityName];
  return words
    .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    .map(slugify)
    .filter(Boolean)
    .join('-');
}

/**
 * Project slug: the localised title with quotes, double quotes and dots removed, "in"/"a", postal code
 * and city, lowercase and URL-encoded (the title keeps its own letters, accents included).
 */
export function projectSlug(parts: { title: string; zip: string; cityName: string }, locale: Locale): string {
  if (typeof parts.title !== 'string') throw new TypeError('projectSlug expects a string title');
  const title = parts.title.replace(/['".’‘“”]/g, '');
  const text = [title, inWord(locale), parts.zip, parts.cityName]
    .join(' ')
    .toLowerCase()
    .trim()
    .replace(/[\s/?#&%]+/g, '-')
    .replace(/-+/g, '-');
  return encodeURIComponent(text);
}
