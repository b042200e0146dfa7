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

  it('reads a trailing dot as the same host', () => {
    expect(requestHostname(new Headers({ host: 'localhost.:3000' }), false)).toBe('localhost');
    expect(requestHostname(new Headers({ host: 'www.immo.be.' }), false)).toBe('www.immo.be');
  });

  it('gives null without a host', () => {
    expect(requestHostname(new Headers(), false)).toBeNull();
  });
});

describe('canonicalHost and originOfHost', () => {
  it('name one page per site whatever the Host: a public alias or port is the canonical hostname; a local name keeps a port the server is reached on', async () => {
    const { canonicalHost, originOfHost } = await import('@/lib/tenancy/hostname');
    const site = ['www.immo.be', 'immo.be', 'ardenne.localhost'];
    const host = (value: string, forwarded?: string) => new Headers({ host: value, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) });
    expect(canonicalHost(site, host('ardenne.localhost:3100'), false, [3100])).toBe('ardenne.localhost:3100');
    expect(canonicalHost(site, host('ardenne.localhost:3101'), false, [3100])).toBe('ardenne.localhost');
    expect(canonicalHost(site, host('immo.be:8443'), false, [3100])).toBe('www.immo.be');
    expect(canonicalHost(site, host('proxy.internal', 'immo.be'), true, [3100])).toBe('www.immo.be');
    expect(originOfHost('ardenne.localhost:3100').href).toBe('http://ardenne.localhost:3100/');
    expect(originOfHost('www.immo.be').href).toBe('https://www.immo.be/');
  });
});
