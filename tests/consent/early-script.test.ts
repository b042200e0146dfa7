import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_EARLY_SCRIPT, CONSENT_EARLY_SCRIPT_HASH } from '@/lib/consent/early-script';
import { contentSecurityPolicy } from '@/lib/http/content-security-policy';

const NOW = Date.now();
const library = (categories: string[], expirationTime = NOW + 86_400_000) => JSON.stringify({ categories, expirationTime });

/** Runs the script as the browser would, on a page whose storage holds `stored` (or throws when blocked). */
function run(stored: Partial<Record<string, string>> | 'blocked') {
  const dataset: { consent?: string; script?: string } = {};
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const window: { dataLayer?: ArrayLike<unknown>[] } = {};
  runInNewContext(CONSENT_EARLY_SCRIPT, { window, localStorage, Date, JSON, Array, document: { documentElement: { dataset } } });
  return { ...dataset, dataLayer: (window.dataLayer ?? []).map((entry) => Array.from(entry)) };
}

describe('the cookie banner before hydration', () => {
  it('marks the page for a visitor who has not chosen, so the server-rendered banner shows from the first paint', () => {
    expect(run({}).consent).toBe('ask');
    expect(run({ consent: 'something old' }).consent).toBe('ask');
    expect(run({ 'consent-categories': 'not json' }).consent).toBe('ask');
  });

  it('asks again when the stored categories have expired', () => {
    expect(run({ 'consent-categories': library(['necessary'], NOW - 1000) }).consent).toBe('ask');
  });

  it('leaves the page unmarked for a visitor who chose, with categories or with the earlier banner', () => {
    expect(run({ 'consent-categories': library(['necessary', 'statistics']) }).consent).toBeUndefined();
    expect(run({ consent: 'accepted' }).consent).toBeUndefined();
    expect(run({ consent: 'refused' }).consent).toBeUndefined();
  });

  it('leaves it unmarked when storage is blocked: the banner then waits for React, as before', () => {
    expect(run('blocked').consent).toBeUndefined();
  });

  it('marks that scripts run, whatever the storage holds: what only a script brings to life is hidden without it', () => {
    for (const stored of [{}, { consent: 'accepted' }, 'blocked'] as const) expect(run(stored).script).toBe('on');
  });

  it('puts Consent Mode v2 defaults, everything denied, first in the data layer, whatever was chosen', () => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    for (const stored of [{}, { consent: 'accepted' }, 'blocked'] as const) expect(run(stored).dataLayer).toEqual([['consent', 'default', denied]]);
  });

  it('is allowed on the nonced pages by its hash, which matches its text', () => {
    const hash = `'sha256-${createHash('sha256').update(CONSENT_EARLY_SCRIPT).digest('base64')}'`;
    expect(CONSENT_EARLY_SCRIPT_HASH).toBe(hash);
    const policy = contentSecurityPolicy({ imageHosts: [], recaptcha: false, development: false }, { https: false, nonce: 'abc' });
    expect(policy).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
  });
});
