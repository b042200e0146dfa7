import { MAX_COMPARE } from '@/lib/estates/compare/compare-ids';

/**
 * The texts of the client leaves on every page (the error state, the heart, the compare button and tray),
 * formatted on the server: the browser gets strings, not next-intl and its ICU message formatter (about
 * 12 kB gzip on every page, docs/performance.md). A text that names a listing keeps a slot for the title,
 * filled in the browser; a count is formatted for every count the tray can show.
 */
export type ChromeTexts = {
  error: { title: string; description: string; retry: string };
  favourites: { add: string; remove: string; addTitled: string; removeTitled: string };
  compare: {
    button: string;
    buttonTitled: string;
    region: string;
    /** `counts[n - 1]` says that n listings are chosen, 1 ≤ n ≤ MAX_COMPARE. */
    counts: string[];
    open: string;
    needMore: string;
    clear: string;
    full: string;
    /** The localised address of the compare page, without its query. */
    href: string;
  };
};

/** Stands for a listing's title in a formatted text: a private-use character no message contains. */
export const TITLE_SLOT = '\uE000';

/** A text formatted with TITLE_SLOT for its title, with the title in its place. */
export function withTitle(text: string, title: string): string {
  return text.split(TITLE_SLOT).join(title);
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The texts, from a translator of the page's language (next-intl's, with the site's own texts). */
export function buildChromeTexts(t: Translate, compareHref: string): ChromeTexts {
  return {
    error: { title: t('Error.title'), description: t('Error.description'), retry: t('Error.retry') },
    favourites: {
      add: t('Favourites.add'),
      remove: t('Favourites.remove'),
      addTitled: t('Favourites.addTitled', { title: TITLE_SLOT }),
      removeTitled: t('Favourites.removeTitled', { title: TITLE_SLOT }),
    },
    compare: {
      button: t('CompareSelection.button'),
      buttonTitled: t('CompareSelection.buttonTitled', { title: TITLE_SLOT }),
      region: t('CompareSelection.region'),
      counts: Array.from({ length: MAX_COMPARE }, (_, index) => t('CompareSelection.count', { count: index + 1, max: MAX_COMPARE })),
      open: t('CompareSelection.open'),
      needMore: t('CompareSelection.needMore'),
      clear: t('CompareSelection.clear'),
      full: t('CompareSelection.full', { max: MAX_COMPARE }),
      href: compareHref,
    },
  };
}

/** The cookie banner's texts (components/consent/consent-banner.tsx). */
export function buildConsentTexts(t: Translate) {
  const keys = ['title', 'text', 'privacy', 'accept', 'refuse', 'choose', 'save', 'categories', 'necessary', 'necessaryText', 'statistics', 'statisticsText', 'marketing', 'marketingText'] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`Consent.${key}`)])) as Record<(typeof keys)[number], string>;
}
