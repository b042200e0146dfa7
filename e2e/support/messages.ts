import { IntlMessageFormat } from 'intl-messageformat';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

export const messages = { nl, fr, en, de } as const;
export type TestLocale = keyof typeof messages;
export const testLocales = Object.keys(messages) as TestLocale[];

/** A message with its values, as next-intl renders it (plurals and selects included). */
export function formatMessage(locale: TestLocale, message: string, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(message, locale).format(values));
}
