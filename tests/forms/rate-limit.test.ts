import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddress, hitRateLimit, limitFormPost, resetRateLimits } from '@/lib/forms/rate-limit';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-headers';

const rule = { max: 5, windowMs: 60_000 };
const fromSocket = (socket: string, forwarded?: string) =>
  new Headers({ [SOCKET_ADDRESS_HEADER]: socket, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) });

beforeEach(() => resetRateLimits());

describe('the form rate limit', () => {
  it('lets five posts through in a minute and refuses the sixth, saying when to come back', async () => {
    for (let i = 0; i < 5; i += 1) expect(await hitRateLimit('contact|1.2.3.4', rule)).toEqual({ ok: true });
    const refused = await hitRateLimit('contact|1.2.3.4', rule);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('counts each form and each address on its own', async () => {
    for (let i = 0; i < 5; i += 1) await limitFormPost('contact', fromSocket('1.2.3.4'), rule);
    expect((await limitFormPost('contact', fromSocket('1.2.3.4'), rule)).ok).toBe(false);
    expect((await limitFormPost('send-to-a-friend', fromSocket('1.2.3.4'), rule)).ok).toBe(true);
    expect((await limitFormPost('contact', fromSocket('5.6.7.8'), rule)).ok).toBe(true);
  });

  it('holds against a new X-Forwarded-For on every post (5 of 10 pass, not 10 of 10)', async () => {
    let passed = 0;
    for (let i = 0; i < 10; i += 1) {
      if ((await limitFormPost('send-to-a-friend', fromSocket('198.51.100.9', `203.0.113.${i}`), rule)).ok) passed += 1;
    }
    expect(passed).toBe(5);
  });
});

describe('the address a post is counted against', () => {
  it("is the socket's by default, whatever X-Forwarded-For or X-Real-IP say", () => {
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: '198.51.100.9', 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '192.0.2.1' });
    expect(clientAddress(headers, 0)).toBe('198.51.100.9');
    expect(clientAddress(fromSocket('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(fromSocket('2001:DB8::1'), 0)).toBe('2001:db8::1');
  });

  it('behind N trusted proxies, is the entry N hops back in X-Forwarded-For; a shorter chain gives its first entry', () => {
    const headers = fromSocket('10.0.0.2', '203.0.113.66, 198.51.100.7, 10.0.0.1');
    expect(clientAddress(headers, 1)).toBe('10.0.0.1');
    expect(clientAddress(headers, 2)).toBe('198.51.100.7');
    expect(clientAddress(fromSocket('10.0.0.2', '198.51.100.7'), 5)).toBe('198.51.100.7');
  });

  it('is one shared "unknown" without an address, or with one that is not an IP address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('unknown');
    expect(clientAddress(fromSocket('10.0.0.2', 'x'.repeat(5000)), 1)).toBe('unknown');
  });
});
