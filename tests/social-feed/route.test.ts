import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, startMswServer } from '../site-api/msw';
import { captureLogsPerTest } from '../support/logs';

vi.mock('@/lib/tenancy/site-of', () => ({ routeSite: async () => ({ id: 1, accountId: 1 }) }));

const PROVIDER = 'https://graph.social.test/me/media';
const TOKEN = 'secret-token-of-site-1';

startMswServer();

/** The route with a fresh lib/env (it keeps what it validated). */
async function routeWith(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  const { GET } = await import('@/app/[site]/[locale]/social-feed/route');
  return (locale = 'nl') => GET(new Request(`http://localhost/${locale}/social-feed`), { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale }) });
}

const configured = { SOCIAL_FEED_URL: `${PROVIDER}?access_token={token}`, SOCIAL_FEED_TOKEN: '', SOCIAL_FEED_TOKEN_1: TOKEN, SOCIAL_FEED_IMAGE_HOSTS: 'https://cdn.social.test' };

const logs = captureLogsPerTest();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('GET /{locale}/social-feed', () => {
  it('answers the posts for five minutes of private caching, without the token', async () => {
    server.use(
      http.get(PROVIDER, () =>
        HttpResponse.json({ data: [{ id: '1', caption: 'Te koop', media_type: 'IMAGE', media_url: 'https://cdn.social.test/1.jpg', permalink: 'https://social.test/p/1/' }] }),
      ),
    );
    const response = await (await routeWith(configured))();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ posts: [{ id: '1', image: 'https://cdn.social.test/1.jpg', video: false, caption: 'Te koop', link: 'https://social.test/p/1/' }] });
    expect(text).not.toContain(TOKEN);
  });

  it('answers 404 for a site without a feed, without asking any provider', async () => {
    const response = await (await routeWith({ ...configured, SOCIAL_FEED_TOKEN_1: '' }))();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers an uncached 502 when the provider fails, and logs the site but never the token', async () => {
    server.use(http.get(PROVIDER, () => HttpResponse.json({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }, { status: 401 })));
    const response = await (await routeWith(configured))();
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'UNAVAILABLE' });
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'error', topic: 'social-feed', reason: expect.stringContaining('site 1') })]);
    const lines = JSON.stringify(logs.lines);
    expect(lines).not.toContain(TOKEN);
  });

  it('answers 404 for an unknown language', async () => {
    expect((await (await routeWith(configured))('xx')).status).toBe(404);
  });
});
