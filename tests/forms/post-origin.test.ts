import { describe, expect, it, vi } from 'vitest';
import { isOwnSitePost } from '@/lib/forms/post-origin';

const HOSTNAMES = ['www.immo-schelde.be', 'immo-schelde.be', 'immo.localhost'];
const hostnames = async () => HOSTNAMES;
/** A post sent to the site's bare hostname, as a browser names it in Host. */
const own = (headers: Record<string, string>, host: string | null = 'immo-schelde.be') => isOwnSitePost(new Headers(headers), { host, siteHostnames: hostnames });

describe('isOwnSitePost', () => {
  it.each(['https://www.immo-schelde.be', 'https://immo-schelde.be', 'https://WWW.Immo-Schelde.be', 'https://www.immo-schelde.be.'])(
    'takes a post whose Origin is one of the site’s hostnames (%s)',
    async (origin) => {
      expect(await own({ origin })).toBe(true);
    },
  );

  it.each(['https://evil.example', 'https://immo-schelde.be.evil.example', 'https://evil-immo-schelde.be', 'null', '', 'not a url', 'ftp://immo-schelde.be'])(
    'refuses a post whose Origin is no page of the site (%s)',
    async (origin) => {
      expect(await own({ origin })).toBe(false);
    },
  );

  it('refuses a public hostname of the site on another port: the site is served there at its own port only', async () => {
    expect(await own({ origin: 'https://www.immo-schelde.be:8443' })).toBe(false);
  });

  it('takes a post whose Origin is the very host it was posted to, port and all, without asking the site’s hostnames', async () => {
    const ask = vi.fn(hostnames);
    expect(await isOwnSitePost(new Headers({ origin: 'https://staging.immo-schelde.be:8443' }), { host: 'Staging.immo-schelde.be:8443', siteHostnames: ask })).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('takes a local hostname of the site on any port, as the site is served on it (a developer’s machine, the tests)', async () => {
    expect(await own({ origin: 'http://immo.localhost:3100' })).toBe(true);
    expect(await own({ origin: 'http://immo.localhost:5173' })).toBe(true);
  });

  it('believes the Origin over Sec-Fetch-Site', async () => {
    expect(await own({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it.each(['same-origin', 'none', 'Same-Origin'])('takes a post without Origin whose Sec-Fetch-Site is %s', async (value) => {
    expect(await own({ 'sec-fetch-site': value })).toBe(true);
  });

  it.each(['cross-site', 'same-site', 'whatever'])('refuses a post without Origin whose Sec-Fetch-Site is %s', async (value) => {
    expect(await own({ 'sec-fetch-site': value })).toBe(false);
  });

  it('takes a post that says neither, without asking the site’s hostnames (docs/decisions/0006-form-origin.md)', async () => {
    const ask = vi.fn(hostnames);
    expect(await isOwnSitePost(new Headers(), { host: 'immo-schelde.be', siteHostnames: ask })).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });
});
