import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from '@/lib/tenancy/origin';

const asked = (host: string | null) => new Headers(host === null ? {} : { host });

describe('the origin of absolute URLs', () => {
  const hostnames = ['www.immo-scheldeland.be', 'immo-scheldeland.be', 'localhost'];
  const ports = [3000, 3100];

  it('is the site’s canonical hostname over https for any public name or port asked, its own local name and port on a developer’s machine', () => {
    expect(canonicalOrigin(hostnames, asked('immo-scheldeland.be'), ports).href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, asked('WWW.Immo-Scheldeland.be:8443'), ports).href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, asked('localhost:3100'), ports).href).toBe('http://localhost:3100/');
    expect(canonicalOrigin(hostnames, asked('localhost.:3100'), ports).href).toBe('http://localhost:3100/');
  });

  it('keeps no port a visitor makes up: any port the server is not reached on names the bare hostname', () => {
    expect(canonicalOrigin(hostnames, asked('localhost:1'), ports).href).toBe('http://localhost/');
    expect(canonicalOrigin(hostnames, asked('localhost:65000'), ports).href).toBe('http://localhost/');
  });

  it('never follows a Host with user-info or another name: the site’s canonical hostname instead', () => {
    expect(canonicalOrigin(hostnames, asked('localhost:3200@evil.example'), ports).href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(hostnames, asked('evil.example'), ports).href).toBe('https://www.immo-scheldeland.be/');
    expect(canonicalOrigin(['ardenne.localhost'], asked(null), ports).href).toBe('http://ardenne.localhost/');
  });
});
