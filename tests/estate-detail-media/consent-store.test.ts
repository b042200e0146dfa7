// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, createConsentStore, parseConsent } from '@/lib/consent/consent-store';

/** What another tab does: write storage, then this tab receives a `storage` event. */
function writeFromAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(CONSENT_KEY);
  else localStorage.setItem(CONSENT_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY, newValue: value, storageArea: localStorage }));
}

beforeEach(() => localStorage.clear());

describe('consent store', () => {
  it('asks until the visitor chooses, and remembers the choice across a reload', () => {
    const store = createConsentStore();
    expect(store.getSnapshot()).toBeNull();
    expect(store.isAsking()).toBe(true);
    expect(store.getServerSnapshot()).toBeNull();

    store.choose('accepted');
    expect(store.getSnapshot()).toBe('accepted');
    expect(store.isAsking()).toBe(false);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');

    const afterReload = createConsentStore();
    expect(afterReload.getSnapshot()).toBe('accepted');
    expect(afterReload.isAsking()).toBe(false);
  });

  it('treats anything but accepted or refused as no choice', () => {
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('refused')).toBe('refused');
    localStorage.setItem(CONSENT_KEY, '{"accepted":true}');
    expect(createConsentStore().getSnapshot()).toBeNull();
  });

  it('tells its listeners about a choice in this tab at once', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.choose('refused');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.choose('accepted');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a choice made in another tab, and stops listening when nobody subscribes', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    writeFromAnotherTab('accepted');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('accepted');

    window.dispatchEvent(new StorageEvent('storage', { key: 'favourites', newValue: '[1]' }));
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab cleared the site's data: the question comes back.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.isAsking()).toBe(true);

    unsubscribe();
    writeFromAnotherTab('refused');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reopens the question without forgetting the choice, and an answer closes it again', () => {
    const store = createConsentStore();
    store.choose('accepted');
    const listener = vi.fn();
    store.subscribe(listener);

    store.reopen();
    expect(store.isAsking()).toBe(true);
    expect(store.getSnapshot()).toBe('accepted');
    expect(store.getReopenRequests()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);

    store.choose('refused');
    expect(store.isAsking()).toBe(false);
    expect(store.getSnapshot()).toBe('refused');
  });

  it('closes a reopened question when the visitor answers it in another tab', () => {
    const store = createConsentStore();
    store.subscribe(() => {});
    store.choose('refused');
    store.reopen();
    writeFromAnotherTab('accepted');
    expect(store.isAsking()).toBe(false);
    expect(store.getSnapshot()).toBe('accepted');
  });

  it('keeps the choice in memory for the visit when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createConsentStore({ storage: () => blocked });
    expect(store.getSnapshot()).toBeNull();
    store.choose('accepted');
    expect(store.getSnapshot()).toBe('accepted');
    expect(store.isAsking()).toBe(false);

    const withoutStorage = createConsentStore({ storage: () => null, events: () => null });
    withoutStorage.choose('refused');
    expect(withoutStorage.getSnapshot()).toBe('refused');
  });
});
