import { defaultLocale, locales, type Locale } from './enums';

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
