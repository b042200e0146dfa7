// @vitest-environment jsdom
// @vitest-isolate: vanilla-cookieconsent keeps its state in its module and the document, which must be a fresh page's.
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, consentOf } from '@/lib/consent/categories';
import { readStoredConsent } from '@/lib/consent/consent-store';
import { saveConsent } from '@/lib/consent/library';

describe('vanilla-cookieconsent as the keeper of the choice', () => {
  it('stores the categories in localStorage, never a cookie, where the store reads them back without the library', async () => {
    const events: string[] = [];
    window.addEventListener('cc:onConsent', () => events.push('consent'));
    window.addEventListener('cc:onChange', () => events.push('change'));

    await saveConsent(consentOf(true, false));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!).categories).toEqual(['necessary', 'statistics']);
    expect(document.cookie).toBe('');
    expect(readStoredConsent(localStorage, Date.now())).toBe(consentOf(true, false));

    await saveConsent(consentOf(false, true));
    expect(readStoredConsent(localStorage, Date.now())).toBe(consentOf(false, true));
    expect(events).toEqual(['consent', 'change']);
  });

  it('builds no dialog of its own: our banner asks', async () => {
    await saveConsent(consentOf(false, false));
    expect(document.querySelector('#cc-main [role="dialog"]')).toBeNull();
  });
});

describe('a choice after the stored one was cleared', () => {
  it('is stored again, even when it is the same as before', async () => {
    await saveConsent(consentOf(false, false));
    localStorage.clear();
    await saveConsent(consentOf(false, false));
    expect(readStoredConsent(localStorage, Date.now())).toBe(consentOf(false, false));
  });
});
