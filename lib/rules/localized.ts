import { defaultLocale, locales, type Locale } from './index';

type LocalizedText = Partial<Record<Locale, string | null | undefined>> | null | undefined;

/** The text in the visitor's language, else in Dutch, else in any language the API has: never blank when text exists. */
export function pickLocalized(text: LocalizedText, locale: Locale): string {
  if (!text) return '';
  const ordered = [locale, defaultLocale, ...locales];
  for (const l of ordered) {
    const value = text[l];
    if (value && value.trim() !== '') return value;
  }
  return '';
}

/**
 * A municipality's name for the visitor: its alias in that language (Luik, Lüttich) when there is one,
 * else the official name. Never another language's alias: "Malines" is no name for a Dutch reader.
 */
export function cityName(city: { name: string; alias?: LocalizedText }, locale: Locale): string {
  const alias = city.alias?.[locale];
  return alias && alias.trim() !== '' ? alias : city.name;
}
