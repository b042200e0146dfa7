import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_EARLY_SCRIPT, CONSENT_EARLY_SCRIPT_HASH } from '@/lib/consent/early-script';
import { contentSecurityPolicy } from '@/lib/http/content-security-policy';

/** Runs the script as the browser would, on a page whose storage holds `stored` (or throws when blocked). */
function run(stored: string | null | 'blocked') {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError');
      return key === 'consent' ? stored : null;
    },
  };
  runInNewContext(CONSENT_EARLY_SCRIPT, { localStorage, document: { documentElement: { dataset } } });
  return dataset;
}

describe('the cookie banner before hydration', () => {
  it('marks the page for a visitor who has not answered, so the server-rendered banner shows from the first paint', () => {
    expect(run(null).consent).toBe('ask');
    expect(run('something old').consent).toBe('ask');
  });

  it('leaves the page unmarked for a visitor who answered, who never sees the banner flash', () => {
    expect(run('accepted').consent).toBeUndefined();
    expect(run('refused').consent).toBeUndefined();
  });

  it('leaves it unmarked when storage is blocked: the banner then waits for React, as before', () => {
    expect(run('blocked').consent).toBeUndefined();
  });

  it('marks that scripts run, whatever the storage holds: what only a script brings to life is hidden without it', () => {
    for (const stored of [null, 'accepted', 'blocked'] as const) expect(run(stored).script).toBe('on');
  });

  it('is allowed on the nonced pages by its hash, which matches its text', () => {
    const hash = `'sha256-${createHash('sha256').update(CONSENT_EARLY_SCRIPT).digest('base64')}'`;
    expect(CONSENT_EARLY_SCRIPT_HASH).toBe(hash);
    const policy = contentSecurityPolicy({ imageHosts: [], recaptcha: false, development: false }, { https: false, nonce: 'abc' });
    expect(policy).toMatch(new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
  });
});
