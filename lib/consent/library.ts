import { browserStorage } from '@/lib/browser/storage-subscription';
import type { ConsentCategories } from './categories';
import { acceptedCategoryNames, CONSENT_DAYS, CONSENT_STORAGE_KEY, parseStoredConsent } from './categories';

type Library = typeof import('vanilla-cookieconsent');

let loading: Promise<Library> | null = null;

/**
 * vanilla-cookieconsent, loaded on demand (the question is on screen, or the visitor asked for it): a
 * returning visitor's pages never load it, the store reads its stored value itself. It keeps the categories,
 * their storage, expiry and consent id; our banner draws the question (docs/decisions/0061-consent-categories.md),
 * so it is given no texts and builds no dialog of its own.
 */
export function loadConsentLibrary(): Promise<Library> {
  loading ??= import('vanilla-cookieconsent')
    .then(async (library) => {
      await library.run({
        mode: 'opt-in',
        autoShow: false,
        // Browser tests drive a webdriver: the library would otherwise stay asleep for them.
        hideFromBots: false,
        manageScriptTags: false,
        cookie: { name: CONSENT_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: CONSENT_DAYS },
        categories: { necessary: { enabled: true, readOnly: true }, statistics: {}, marketing: {} },
        language: { default: 'nl', translations: { nl: {} as never } },
      });
      return library;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Stores the visitor's choice through the library (its `cc:onConsent` / `cc:onChange` events follow). */
export async function saveConsent(consent: ConsentCategories): Promise<void> {
  let library = await loadConsentLibrary();
  // Storage was cleared since the library read it (site data cleared, another tab): it would take an
  // unchanged choice for a stored one and write nothing. Read afresh, it stores it.
  if (library.validConsent() && parseStoredConsent(browserStorage()?.getItem(CONSENT_STORAGE_KEY) ?? null, Date.now()) === null) {
    library.reset();
    loading = null;
    library = await loadConsentLibrary();
  }
  library.acceptCategory(acceptedCategoryNames(consent));
}
