import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import type { Locale } from '@/lib/rules';
import type { Translate } from '@/lib/estates/detail/display-fields';

const catalogues: Record<Locale, unknown> = { nl, fr, en, de };

/** The real messages of a locale as the pure translator the view model takes (what t.has/t do on the page). */
export function translatorFor(locale: Locale): Translate {
  return (key) => {
    const found = key.split('.').reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogues[locale],
    );
    return typeof found === 'string' ? found : undefined;
  };
}
