import { afterEach, describe, expect, it, vi } from 'vitest';
import { envWith } from '../support/fresh-env';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('TRUST_FORWARDED_HOST', () => {
  it('trusts X-Forwarded-Host only when set to true', async () => {
    expect((await envWith({ TRUST_FORWARDED_HOST: 'true' })).trustForwardedHost()).toBe(true);
    expect((await envWith({ TRUST_FORWARDED_HOST: 'false' })).trustForwardedHost()).toBe(false);
    expect((await envWith({ TRUST_FORWARDED_HOST: '' })).trustForwardedHost()).toBe(false);
  });

  it('refuses any other value at start, rather than guessing', async () => {
    const { env } = await envWith({ TRUST_FORWARDED_HOST: 'yes' });
    expect(() => env()).toThrow(/TRUST_FORWARDED_HOST/);
  });
});

describe('FORM_RATE_LIMIT', () => {
  it('is 5 posts a minute when unset, and the number given otherwise', async () => {
    expect((await envWith({ FORM_RATE_LIMIT: '' })).env().FORM_RATE_LIMIT).toBe(5);
    expect((await envWith({ FORM_RATE_LIMIT: '1000' })).env().FORM_RATE_LIMIT).toBe(1000);
  });

  it('refuses zero, a negative or a non-number at start', async () => {
    for (const value of ['0', '-1', 'many']) {
      const { env } = await envWith({ FORM_RATE_LIMIT: value });
      expect(() => env()).toThrow(/FORM_RATE_LIMIT/);
    }
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('is 0 when unset, the socket address counting', async () => {
    expect((await envWith({ TRUSTED_PROXY_HOPS: '' })).env().TRUSTED_PROXY_HOPS).toBe(0);
    expect((await envWith({ TRUSTED_PROXY_HOPS: '2' })).env().TRUSTED_PROXY_HOPS).toBe(2);
  });

  it('refuses a value that is no small whole number at start', async () => {
    for (const value of ['-1', '11', 'many']) {
      const { env } = await envWith({ TRUSTED_PROXY_HOPS: value });
      expect(() => env()).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });
});
