// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_CATEGORIES,
  CONSENT_STORAGE_KEY,
  consentOf,
  LEGACY_CONSENT_KEY,
  NECESSARY_ONLY,
  parseStoredConsent,
  type ConsentCategories,
} from '@/lib/consent/categories';
import { createConsentStore } from '@/lib/consent/consent-store';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;

/** The library's stored value, as vanilla-cookieconsent writes it to localStorage. */
const stored = (categories: string[], expirationTime = NOW + 182 * DAY) =>
  JSON.stringify({ categories, revision: 0, data: null, consentTimestamp: '2026-05-01T00:00:00Z', consentId: 'x', services: {}, expirationTime });

/** Stands in for the library: writes what it would. */
const fakeLibrary = async (consent: ConsentCategories) =>
  localStorage.setItem(CONSENT_STORAGE_KEY, stored(['necessary', ...(consent.statistics ? ['statistics'] : []), ...(consent.marketing ? ['marketing'] : [])]));

const newStore = (persist = fakeLibrary) => createConsentStore({ persist, now: () => NOW });

/** What another tab does: write storage, then this tab receives a `storage` event. */
function writeFromAnotherTab(value: string) {
  localStorage.setItem(CONSENT_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

describe('consent categories in storage', () => {
  it('reads the categories the library stored, until they expire', () => {
    expect(parseStoredConsent(stored(['necessary', 'statistics']), NOW)).toBe(consentOf(true, false));
    expect(parseStoredConsent(stored(['necessary', 'marketing']), NOW)).toBe(consentOf(false, true));
    expect(parseStoredConsent(stored(['necessary', 'statistics']), NOW + 183 * DAY)).toBeNull();
  });

  it('treats anything else as no choice, so the visitor is asked again', () => {
    for (const raw of [null, '', 'accepted', '{"categories":"all"}', '{"categories":[]}', 'not json']) expect(parseStoredConsent(raw, NOW)).toBeNull();
  });

  it('maps the earlier banner’s answer: accepted means every category, refused necessary only', () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'accepted');
    expect(newStore().getSnapshot()).toBe(ALL_CATEGORIES);
    localStorage.setItem(LEGACY_CONSENT_KEY, 'refused');
    expect(newStore().getSnapshot()).toBe(NECESSARY_ONLY);
    expect(newStore().isAsking()).toBe(false);
    localStorage.setItem(LEGACY_CONSENT_KEY, 'maybe');
    expect(newStore().isAsking()).toBe(true);
  });

  it('prefers a choice made with categories over the earlier answer, and drops the earlier answer once the visitor chooses', async () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'accepted');
    localStorage.setItem(CONSENT_STORAGE_KEY, stored(['necessary']));
    expect(newStore().getSnapshot()).toBe(NECESSARY_ONLY);

    await newStore().choose(consentOf(true, false));
    expect(localStorage.getItem(LEGACY_CONSENT_KEY)).toBeNull();
  });
});

describe('consent store', () => {
  it('asks until the visitor chooses, and remembers each category across a reload', async () => {
    const store = newStore();
    expect(store.getSnapshot()).toBeNull();
    expect(store.isAsking()).toBe(true);
    expect(store.getServerSnapshot()).toBeNull();

    await store.choose(consentOf(true, false));
    expect(store.getSnapshot()).toEqual({ statistics: true, marketing: false });
    expect(store.isAsking()).toBe(false);

    expect(newStore().getSnapshot()).toEqual({ statistics: true, marketing: false });
  });

  it('closes the question at once, before the library has loaded and stored the choice', () => {
    const store = newStore(() => new Promise(() => {}));
    const listener = vi.fn();
    store.subscribe(listener);
    void store.choose(ALL_CATEGORIES);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(ALL_CATEGORIES);
    expect(store.isAsking()).toBe(false);
  });

  it('keeps the answer of a visitor who leaves before the library has loaded and stored it', () => {
    void newStore(() => new Promise(() => {})).choose(NECESSARY_ONLY);
    expect(newStore().getSnapshot()).toBe(NECESSARY_ONLY);
  });

  it('keeps the choice for the visit when storage refuses it', async () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} } as unknown as Storage;
    const store = createConsentStore({ storage: () => refusing, persist: () => Promise.reject(new Error('QuotaExceededError')), now: () => NOW });
    await store.choose(consentOf(false, true));
    expect(store.getSnapshot()).toBe(consentOf(false, true));
    expect(newStore().getSnapshot()).toBeNull();
  });

  it('follows a choice made in another tab, and closes a question reopened here', async () => {
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.choose(NECESSARY_ONLY);
    store.reopen();
    expect(store.isAsking()).toBe(true);
    expect(store.getReopenRequests()).toBe(1);

    writeFromAnotherTab(stored(['necessary', 'statistics', 'marketing']));
    expect(store.isAsking()).toBe(false);
    expect(store.getSnapshot()).toBe(ALL_CATEGORIES);
  });
});
