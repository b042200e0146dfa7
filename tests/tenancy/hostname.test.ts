import { describe, expect, it } from 'vitest';
import { requestHostname } from '@/lib/tenancy/hostname';

describe('requestHostname', () => {
  it('takes the Host header without port, lowercased', () => {
    expect(requestHostname(new Headers({ host: 'Ardenne.Localhost:3000' }), false)).toBe('ardenne.localhost');
    expect(requestHostname(new Headers({ host: '[::1]:3000' }), false)).toBe('[::1]');
  });

  it('ignores X-Forwarded-Host unless the deployment trusts it', () => {
    const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'other-agency.be' });
    expect(requestHostname(headers, false)).toBe('localhost');
    expect(requestHostname(headers, true)).toBe('other-agency.be');
  });

  it('gives null without a host', () => {
    expect(requestHostname(new Headers(), false)).toBeNull();
  });
});
