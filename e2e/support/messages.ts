import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

export const messages = { nl, fr, en, de } as const;
export type TestLocale = keyof typeof messages;
export const testLocales = Object.keys(messages) as TestLocale[];
