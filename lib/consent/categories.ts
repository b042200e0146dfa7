/**
 * The cookie categories a visitor chooses, and how a stored choice reads back. Pure: the store, the early
 * script and the tests share it. Necessary storage needs no consent, so it is no choice.
 */
export type ConsentCategories = Readonly<{ statistics: boolean; marketing: boolean }>;
export type ConsentCategory = keyof ConsentCategories;

/** Where vanilla-cookieconsent keeps the choice (in localStorage, never a cookie: the edge shares pages only without cookies). */
export const CONSENT_STORAGE_KEY = 'consent-categories';

/** How long a choice holds before the visitor is asked again (the library's expiry too). */
export const CONSENT_DAYS = 182;

/**
 * The choice as the library stores it, in the fields this site reads (`categories`, `expirationTime`): written
 * at once when the visitor answers, so a page left before the library has loaded keeps the answer; the
 * library then stores its whole record over it.
 */
export function provisionalStoredConsent(consent: ConsentCategories, now: number): string {
  return JSON.stringify({ categories: acceptedCategoryNames(consent), expirationTime: now + CONSENT_DAYS * 24 * 3600 * 1000 });
}

/** Where the earlier accept/refuse banner kept its answer: read until the visitor chooses again. */
export const LEGACY_CONSENT_KEY = 'consent';

/** One object per combination: useSyncExternalStore compares snapshots by identity. */
const combinations = {
  none: Object.freeze({ statistics: false, marketing: false }),
  statistics: Object.freeze({ statistics: true, marketing: false }),
  marketing: Object.freeze({ statistics: false, marketing: true }),
  all: Object.freeze({ statistics: true, marketing: true }),
};

export function consentOf(statistics: boolean, marketing: boolean): ConsentCategories {
  if (statistics) return marketing ? combinations.all : combinations.statistics;
  return marketing ? combinations.marketing : combinations.none;
}

export const ALL_CATEGORIES = combinations.all;
export const NECESSARY_ONLY = combinations.none;

/** The categories the library is told to accept (`necessary` is read-only there and always on). */
export function acceptedCategoryNames(consent: ConsentCategories): string[] {
  return ['necessary', ...(consent.statistics ? ['statistics'] : []), ...(consent.marketing ? ['marketing'] : [])];
}

/**
 * The library's stored value (JSON with `categories` and, in localStorage, `expirationTime`), or null when
 * there is none, it has expired, or it is no such value: the visitor is then asked again.
 */
export function parseStoredConsent(raw: string | null, now: number): ConsentCategories | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { categories, expirationTime } = value as { categories?: unknown; expirationTime?: unknown };
    if (!Array.isArray(categories) || typeof expirationTime !== 'number' || expirationTime <= now) return null;
    return consentOf(categories.includes('statistics'), categories.includes('marketing'));
  } catch {
    return null;
  }
}

/** The earlier banner's answer: accepting meant every use it named, refusing meant none. */
export function parseLegacyConsent(raw: string | null): ConsentCategories | null {
  if (raw === 'accepted') return ALL_CATEGORIES;
  if (raw === 'refused') return NECESSARY_ONLY;
  return null;
}
