import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionSchema, type SubscriptionRequest } from '@/lib/site-api/schemas';
import { createSubscription, deleteSubscription, getSubscription, updateSubscription } from '@/lib/site-api/subscriptions';
import { answer, startAppSiteApi, status } from '../site-api/msw';

startAppSiteApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const ctx = { siteId: 1, locale: 'nl' } as const;
const TOKEN = '0123456789abcdef0123456789abcdef';
const criteria = { statuses: ['TO_RENT' as const], types: [2], cities: [], priceMin: null, priceMax: 1200, bedroomsMin: null };
const subscription = subscriptionSchema.parse({
  token: TOKEN,
  email: 'an@example.be',
  firstname: null,
  lastname: null,
  locale: 'fr',
  criteria,
  createdAt: '2026-07-01T10:00:00.000Z',
  updatedAt: '2026-07-01T10:00:00.000Z',
});
const request: SubscriptionRequest = { email: 'an@example.be', locale: 'fr', criteria, privacy: true };
const notFound = { error: 'NOT_FOUND', message: 'Subscription not found' };

describe('subscriptions in the site API', () => {
  it('createSubscription: POST /sites/{siteId}/subscriptions with the request, answering the receipt (which has no token)', async () => {
    const seen = answer('post', '/sites/1/subscriptions', { email: 'an@example.be', locale: 'fr', createdAt: '2026-07-01T10:00:00.000Z' }, 201);
    const receipt = await createSubscription(ctx, request);
    expect(receipt).toEqual({ email: 'an@example.be', locale: 'fr', createdAt: '2026-07-01T10:00:00.000Z' });
    expect(receipt).not.toHaveProperty('token');
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ ...request, firstname: null, lastname: null });
  });

  it('createSubscription: refuses a request without the privacy consent before sending it', async () => {
    await expect(createSubscription(ctx, { ...request, privacy: false as unknown as true })).rejects.toMatchObject({ kind: 'invalid-request' });
  });

  it('getSubscription: GET /sites/{siteId}/subscriptions/{token}, never cached; a 404 is null', async () => {
    const seen = answer('get', `/sites/1/subscriptions/${TOKEN}`, subscription);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(getSubscription(ctx, TOKEN)).resolves.toEqual({ state: 'active', subscription });
    expect(seen).toHaveLength(1);
    expect((fetchSpy.mock.calls.at(-1)?.[1] as RequestInit | undefined)?.cache).toBe('no-store');

    answer('get', '/sites/1/subscriptions/ffffffffffffffffffffffffffffffff', notFound, 404);
    await expect(getSubscription(ctx, 'ffffffffffffffffffffffffffffffff')).resolves.toBeNull();
  });

  it('getSubscription: a 410 is a subscription cancelled before, not an unknown token', async () => {
    answer('get', `/sites/1/subscriptions/${TOKEN}`, { error: 'GONE', message: 'Subscription cancelled' }, 410);
    await expect(getSubscription(ctx, TOKEN)).resolves.toEqual({ state: 'cancelled' });
  });

  it('getSubscription: puts the token in one path segment', async () => {
    const seen = answer('get', '/sites/1/subscriptions/a%2F..%2Fb', notFound, 404);
    await expect(getSubscription(ctx, 'a/../b')).resolves.toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('updateSubscription: PUT with the language and criteria; an unknown token throws a 404', async () => {
    const seen = answer('put', `/sites/1/subscriptions/${TOKEN}`, subscription);
    await expect(updateSubscription(ctx, TOKEN, { locale: 'fr', criteria })).resolves.toEqual(subscription);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ locale: 'fr', criteria });

    answer('put', `/sites/1/subscriptions/${TOKEN}`, notFound, 404);
    await expect(updateSubscription(ctx, TOKEN, { locale: 'fr' })).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('deleteSubscription: DELETE answered with 204; an unknown token throws a 404', async () => {
    const seen = answer('delete', `/sites/1/subscriptions/${TOKEN}`, status(204));
    await expect(deleteSubscription(ctx, TOKEN)).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('DELETE');

    answer('delete', `/sites/1/subscriptions/${TOKEN}`, notFound, 404);
    await expect(deleteSubscription(ctx, TOKEN)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
