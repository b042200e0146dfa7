import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../site-api/fixtures';
import { captureLogs } from '../support/logs';

const lookup = vi.fn();
vi.mock('@/lib/site-api/sites', () => ({ getSiteByHostname: (hostname: string) => lookup(hostname) }));

const other = { ...site, id: site.id + 1, hostnames: ['www.other.be'] };

beforeEach(() => {
  vi.resetModules();
  lookup.mockReset();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.sites-by-hostname')];
});

describe('resolveSite', () => {
  it('asks the site API once a minute per hostname, unknown hostnames included', async () => {
    const { resolveSite } = await import('@/lib/tenancy/resolve-site');
    lookup.mockImplementation(async (hostname: string) => (hostname === 'www.immo.be' ? site : null));
    expect(await resolveSite('www.immo.be')).toBe(site);
    expect(await resolveSite('www.immo.be')).toBe(site);
    expect(await resolveSite('unknown.be')).toBeNull();
    expect(await resolveSite('unknown.be')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('shares its memory between separately bundled copies of the module (the proxy and the routes)', async () => {
    const first = await import('@/lib/tenancy/resolve-site');
    lookup.mockResolvedValue(null);
    await first.resolveSite('new.be');
    vi.resetModules();
    const second = await import('@/lib/tenancy/resolve-site');
    second.forgetHostnames(site.id);
    lookup.mockResolvedValue(site);
    expect(await first.resolveSite('new.be')).toBe(site);
  });

  it('forgets a changed site’s hostnames and every unknown one, and keeps the other sites’', async () => {
    const { resolveSite, forgetHostnames } = await import('@/lib/tenancy/resolve-site');
    lookup.mockImplementation(async (hostname: string) => ({ 'www.immo.be': site, 'www.other.be': other })[hostname] ?? null);
    await Promise.all(['www.immo.be', 'www.other.be', 'new.be'].map(resolveSite));
    expect(lookup).toHaveBeenCalledTimes(3);
    forgetHostnames(site.id);
    await Promise.all(['www.immo.be', 'www.other.be', 'new.be'].map(resolveSite));
    expect(lookup.mock.calls.slice(3).map(([hostname]) => hostname).sort()).toEqual(['new.be', 'www.immo.be']);
  });

  it('forgets too the hostnames a changed site has now, one moved from another site among them', async () => {
    const { resolveSite, forgetHostnames } = await import('@/lib/tenancy/resolve-site');
    lookup.mockImplementation(async (hostname: string) => ({ 'www.immo.be': site, 'www.other.be': other, 'moved.be': other })[hostname] ?? null);
    await Promise.all(['www.immo.be', 'www.other.be', 'moved.be'].map(resolveSite));
    forgetHostnames(site.id, ['www.immo.be', 'moved.be']);
    lookup.mockImplementation(async (hostname: string) => ({ 'www.immo.be': site, 'www.other.be': other, 'moved.be': site })[hostname] ?? null);
    expect(await resolveSite('moved.be'), 'asked again at once').toBe(site);
    expect(await resolveSite('www.other.be'), 'the other site’s own hostname is still remembered').toBe(other);
    expect(lookup.mock.calls.slice(3).map(([hostname]) => hostname)).toEqual(['moved.be']);
  });

  it('never remembers an answer whose look-up began before the latest notice: it may be the answer the notice replaced', async () => {
    const { resolveSite, forgetHostnames } = await import('@/lib/tenancy/resolve-site');
    let answerOld!: (value: typeof site) => void;
    lookup.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)));
    const before = resolveSite('www.immo.be', 5_000);
    forgetHostnames(site.id);
    // A visitor after the notice starts a look-up of its own instead of waiting for the older one.
    lookup.mockImplementationOnce(async () => null);
    expect(await resolveSite('www.immo.be', 5_000)).toBeNull();
    answerOld(site);
    expect(await before, 'the visitor who waited still gets an answer').toBe(site);
    expect(await resolveSite('www.immo.be'), 'the newer answer stays').toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('remembers at most MAX_HOSTNAMES hostnames, so random Host headers cannot grow it', async () => {
    const { resolveSite, MAX_HOSTNAMES } = await import('@/lib/tenancy/resolve-site');
    lookup.mockImplementation(async (hostname: string) => (hostname === 'www.immo.be' ? site : null));
    await resolveSite('www.immo.be');
    for (let i = 0; i < MAX_HOSTNAMES + 100; i += 1) await resolveSite(`random-${i}.example`);
    const memory = (globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.sites-by-hostname')] as unknown as { cache: { size: number } };
    expect(memory.cache.size).toBe(MAX_HOSTNAMES);
    // The least recently used went first: the agency's hostname is asked again.
    await resolveSite('www.immo.be');
    expect(lookup).toHaveBeenCalledTimes(MAX_HOSTNAMES + 102);
  });
});

describe('resolveSite while the site API is slow or down', () => {
  it('serves the last known answer at once past the minute, and asks again in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { resolveSite } = await import('@/lib/tenancy/resolve-site');
      lookup.mockResolvedValueOnce(site);
      expect(await resolveSite('www.immo.be')).toBe(site);
      vi.setSystemTime(Date.now() + 61_000);
      // The site API hangs: the visitor still gets the agency without waiting for it.
      lookup.mockReturnValueOnce(new Promise(() => {}));
      expect(await resolveSite('www.immo.be')).toBe(site);
      expect(lookup).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last known answer when the fresh look-up fails (stale-if-error)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const logged = captureLogs();
    try {
      const { resolveSite } = await import('@/lib/tenancy/resolve-site');
      lookup.mockResolvedValueOnce(site);
      await resolveSite('www.immo.be');
      vi.setSystemTime(Date.now() + 61_000);
      lookup.mockRejectedValue(new Error('site API down'));
      expect(await resolveSite('www.immo.be')).toBe(site);
      await vi.waitFor(() => expect(logged.lines).not.toEqual([]));
      expect(await resolveSite('www.immo.be')).toBe(site);
      // A hostname never seen has no last answer: its failure reaches the proxy (the localised 503).
      await expect(resolveSite('never.seen.be')).rejects.toThrow('site API down');
    } finally {
      vi.useRealTimers();
      logged.restore();
    }
  });

  it('gives up on a slow look-up at the visitor’s deadline, but remembers its answer when it comes: a slow site API never keeps a fresh instance at 503', async () => {
    const { HostnameLookupTimeout, resolveSite } = await import('@/lib/tenancy/resolve-site');
    let answer!: (value: typeof site) => void;
    lookup.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await expect(resolveSite('www.immo.be', 20)).rejects.toBeInstanceOf(HostnameLookupTimeout);
    // Other visitors meanwhile wait for the same look-up, not a new one.
    const waiting = resolveSite('www.immo.be', 5_000);
    answer(site);
    expect(await waiting).toBe(site);
    expect(await resolveSite('www.immo.be', 20)).toBe(site);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
