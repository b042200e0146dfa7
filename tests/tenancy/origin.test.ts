import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from '@/lib/tenancy/origin';

describe('the origin of absolute URLs', () => {
  const hostnames = ['www.immo-scheldeland.be', 'immo-scheldeland.be', 'localhost'];

  it('is the hostname asked for when it is one of the site’s: https for a public one, the local port for a local one', () => {
    expect(canonicalOrigin(hostnames, 'immo-scheldeland.be').href).toBe('https://immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, 'WWW.Immo-Scheldeland.be:8443').href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, 'localhost:3100').href).toBe('http://localhost:3100/');
  });

  it('never follows a Host with user-info, an odd port or another name: the site’s first hostname instead', () => {
    expect(canonicalOrigin(hostnames, 'localhost:3200@evil.example').href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, 'evil.example').href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, 'localhost:abc').href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(['ardenne.localhost'], null).href).toBe('http://ardenne.localhost/');
  });
});
