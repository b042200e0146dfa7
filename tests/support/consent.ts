import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { CONSENT_STORAGE_KEY, NECESSARY_ONLY } from '@/lib/consent/categories';
import { consentStore } from '@/lib/consent/consent-store';

/**
 * Each test of the calling file starts with nothing stored and ends unmounted, with the consent store (the
 * page's singleton) answered "necessary only", so no question a test left open reaches the next.
 */
export function freshConsentPerTest(): void {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    cleanup();
    await act(() => consentStore.choose(NECESSARY_ONLY));
    localStorage.clear();
  });
}

/** The categories vanilla-cookieconsent stored, or null. */
export function storedCategories(): string[] | null {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { categories: string[] }).categories : null;
}

/** A value as the library stores it, valid for a day. */
export function libraryValue(categories: string[]): string {
  return JSON.stringify({ categories, consentId: 'test', expirationTime: Date.now() + 86_400_000 });
}

/** What another tab does: the library stores its choice there, then this tab receives a `storage` event. */
export function chooseInAnotherTab(categories: string[]): void {
  const value = libraryValue(categories);
  localStorage.setItem(CONSENT_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: value, storageArea: localStorage }));
}
