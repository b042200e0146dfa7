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

describe('requestHost and originOfHost', () => {
  it('keep the port of the host asked, over http for local hosts and https for any other', async () => {
    const { originOfHost, requestHost } = await import('@/lib/tenancy/hostname');
    expect(requestHost(new Headers({ host: 'ardenne.localhost:3100' }), false)).toBe('ardenne.localhost:3100');
    expect(originOfHost('ardenne.localhost:3100').href).toBe('http://ardenne.localhost:3100/');
    expect(originOfHost('www.immo.be').href).toBe('https://www.immo.be/');
    expect(requestHost(new Headers({ host: 'www.immo.be', 'x-forwarded-host': 'evil.example' }), false)).toBe('www.immo.be');
    expect(requestHost(new Headers({ host: 'proxy.internal', 'x-forwarded-host': 'www.immo.be' }), true)).toBe('www.immo.be');
  });
});
