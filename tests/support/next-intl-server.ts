// A stand-in for next-intl/server outside a Next request: the bundled messages of the language asked for,
// as the app's request config gives them. Use as `vi.mock('next-intl/server', () => import('../support/next-intl-server'))`.
import { createTranslator } from 'next-intl';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

const all = { nl, fr, en, de };

export async function getTranslations({ locale, namespace }: { locale: keyof typeof all; namespace: string }) {
  return createTranslator({ locale, messages: all[locale] as typeof nl, namespace: namespace as 'Enums' });
}
