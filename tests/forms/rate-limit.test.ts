import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TRACKED_KEYS, clientAddress, hitRateLimit, limitFormPost, resetRateLimits, trackedKeyCount } from '@/lib/forms/rate-limit';

const rule = { max: 5, windowMs: 60_000 };
const T0 = Date.UTC(2026, 6, 1, 10, 0, 0);

beforeEach(() => resetRateLimits());

describe('the form rate limit', () => {
  it('lets five posts through in a minute and refuses the sixth, saying when to come back', () => {
    for (let i = 0; i < 5; i += 1) expect(hitRateLimit('contact|1.2.3.4', rule, T0 + i * 1000)).toEqual({ ok: true });
    expect(hitRateLimit('contact|1.2.3.4', rule, T0 + 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(hitRateLimit('contact|1.2.3.4', rule, T0 + 59_500)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('opens a new window once the minute is over', () => {
    for (let i = 0; i < 6; i += 1) hitRateLimit('contact|1.2.3.4', rule, T0);
    expect(hitRateLimit('contact|1.2.3.4', rule, T0 + 60_000)).toEqual({ ok: true });
  });

  it('counts each form and each address on its own', () => {
    const headers = (ip: string) => new Headers({ 'x-real-ip': ip });
    for (let i = 0; i < 5; i += 1) limitFormPost('contact', headers('1.2.3.4'), rule, T0);
    expect(limitFormPost('contact', headers('1.2.3.4'), rule, T0).ok).toBe(false);
    expect(limitFormPost('send-to-a-friend', headers('1.2.3.4'), rule, T0).ok).toBe(true);
    expect(limitFormPost('contact', headers('5.6.7.8'), rule, T0).ok).toBe(true);
  });

  it('keeps at most MAX_TRACKED_KEYS windows, dropping expired and then the oldest ones', () => {
    for (let i = 0; i < 5; i += 1) hitRateLimit('contact|first', rule, T0);
    expect(hitRateLimit('contact|first', rule, T0).ok).toBe(false);
    for (let i = 0; i < MAX_TRACKED_KEYS + 50; i += 1) hitRateLimit(`contact|key-${i}`, rule, T0 + 1);
    expect(trackedKeyCount()).toBe(MAX_TRACKED_KEYS);
    // The oldest window made room: its count is forgotten.
    expect(hitRateLimit('contact|first', rule, T0 + 2).ok).toBe(true);
    // The newest window is still counted; the first ones made room.
    for (let i = 0; i < 4; i += 1) hitRateLimit(`contact|key-${MAX_TRACKED_KEYS + 49}`, rule, T0);
    expect(hitRateLimit(`contact|key-${MAX_TRACKED_KEYS + 49}`, rule, T0).ok).toBe(false);
    // A minute later every window has expired: one new post sweeps them all away.
    hitRateLimit('contact|late', rule, T0 + 61_000);
    expect(trackedKeyCount()).toBe(1);
  });
});

describe('the address a post is counted against', () => {
  it('is the last hop of X-Forwarded-For: the one Next or our own proxy wrote, not one the visitor made up', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '198.51.100.2' }))).toBe('10.0.0.1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('is X-Real-IP without X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers({ 'x-real-ip': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('is one shared "unknown" without an address, or with one that is not an IP address', () => {
    expect(clientAddress(new Headers())).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-forwarded-for': 'x'.repeat(5000) }))).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-real-ip': 'not-an-ip' }))).toBe('unknown');
  });
});
