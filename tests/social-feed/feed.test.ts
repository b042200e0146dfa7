import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaListingSchema, type ProviderPost } from '@/lib/social-feed/schemas';
import { server, startMswServer } from '../site-api/msw';

const PROVIDER = 'https://graph.social.test/me/media';
const TOKEN = 'IGQ secret/token';

startMswServer();

/** A fresh lib/env for each case (it keeps what it validated), with the feed configured for every site. */
async function loadFeed(vars: Record<string, string> = {}) {
  vi.stubEnv('SOCIAL_FEED_URL', `${PROVIDER}?fields=id,caption,media_type,media_url,thumbnail_url,permalink&access_token={token}`);
  vi.stubEnv('SOCIAL_FEED_TOKEN', TOKEN);
  // The pictures' host, which the pages' img-src allows.
  vi.stubEnv('SOCIAL_FEED_IMAGE_HOSTS', 'https://cdn.social.test');
  vi.stubEnv('SITE_API_TIMEOUT_MS', '2000');
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  return import('@/lib/social-feed/feed');
}

/** Answers the provider's listing with `posts`, validated by the real schema, and records the URLs asked for. */
function provide(posts: ProviderPost[]): URL[] {
  const listing = mediaListingSchema.parse({ data: posts, paging: { cursors: { before: 'a', after: 'b' } } });
  const seen: URL[] = [];
  server.use(
    http.get(PROVIDER, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(listing);
    }),
  );
  return seen;
}

const image = (id: string, extra: Partial<ProviderPost> = {}): ProviderPost => ({
  id,
  caption: `Post ${id}`,
  media_type: 'IMAGE',
  media_url: `https://cdn.social.test/${id}.jpg`,
  permalink: `https://social.test/p/${id}/`,
  ...extra,
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('getSocialFeed', () => {
  it('asks the configured endpoint with the encoded token and maps photos, videos and albums to tiles', async () => {
    const seen = provide([
      image('1', { caption: '  Nieuw te koop in Gent! #gent #vastgoed \n' }),
      { id: '2', caption: 'Rondleiding', media_type: 'VIDEO', media_url: 'https://cdn.social.test/2.mp4', thumbnail_url: 'https://cdn.social.test/2.jpg', permalink: 'https://social.test/reel/2/' },
      { id: '3', media_type: 'CAROUSEL_ALBUM', media_url: 'https://cdn.social.test/3.jpg', caption: null },
    ]);
    const { getSocialFeed } = await loadFeed();

    expect(await getSocialFeed({ id: 1, hostnames: ['www.agency.test'] })).toEqual([
      { id: '1', image: 'https://cdn.social.test/1.jpg', video: false, caption: 'Nieuw te koop in Gent! #gent #vastgoed', link: 'https://social.test/p/1/' },
      { id: '2', image: 'https://cdn.social.test/2.jpg', video: true, caption: 'Rondleiding', link: 'https://social.test/reel/2/' },
      { id: '3', image: 'https://cdn.social.test/3.jpg', video: false, caption: '', link: null },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.searchParams.get('access_token')).toBe(TOKEN);
    expect(seen[0]?.searchParams.get('fields')).toBe('id,caption,media_type,media_url,thumbnail_url,permalink');
  });

  it("uses a site's own token over the shared one", async () => {
    const seen = provide([image('1')]);
    const { getSocialFeed } = await loadFeed({ SOCIAL_FEED_TOKEN_2: 'own-of-2' });
    await getSocialFeed({ id: 2, hostnames: ['www.agency.test'] });
    expect(seen[0]?.searchParams.get('access_token')).toBe('own-of-2');
  });

  it('reads through the data cache for ten minutes under the site tags, with a timeout', async () => {
    provide([image('1')]);
    const { getSocialFeed } = await loadFeed();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await getSocialFeed({ id: 7, hostnames: ['www.agency.test'] });
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit & { next?: { revalidate?: number; tags?: string[] } };
    expect(init.next).toEqual({ revalidate: 600, tags: ['site-7', 'site-7-social-feed'] });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves out kinds it cannot show, videos without a still, posts without a picture and non-web links', async () => {
    provide([
      image('1', { media_type: 'REELS' }),
      { id: '2', media_type: 'VIDEO', media_url: 'https://cdn.social.test/2.mp4' },
      { id: '3', media_type: 'IMAGE', caption: 'Flagged for copyright: no media_url' },
      image('4', { permalink: 'javascript:alert(1)' }),
      image('5', { media_url: 'data:image/png;base64,AAAA' }),
      image('6'),
    ]);
    const { getSocialFeed } = await loadFeed();
    const posts = await getSocialFeed({ id: 1, hostnames: ['www.agency.test'] });
    expect(posts?.map((p) => p.id)).toEqual(['4', '6']);
    expect(posts?.[0]?.link).toBeNull();
  });

  it('shows the 12 newest posts, in the provider order', async () => {
    provide(Array.from({ length: 20 }, (_, i) => image(String(100 - i))));
    const { getSocialFeed } = await loadFeed();
    expect((await getSocialFeed({ id: 1, hostnames: ['www.agency.test'] }))?.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(100 - i)));
  });

  it('is null, without asking the provider, for a site without a token', async () => {
    const { getSocialFeed } = await loadFeed({ SOCIAL_FEED_TOKEN: '', SOCIAL_FEED_TOKEN_1: 'one' });
    // msw fails the test on any request: none may be made.
    expect(await getSocialFeed({ id: 2, hostnames: ['www.agency.test'] })).toBeNull();
  });

  it('throws on a 401 with the site, status and provider code, never the token or URL', async () => {
    server.use(
      http.get(PROVIDER, () =>
        HttpResponse.json({ error: { message: `Invalid OAuth access token - ${TOKEN}`, type: 'OAuthException', code: 190 } }, { status: 401 }),
      ),
    );
    const { getSocialFeed } = await loadFeed();
    const error = await getSocialFeed({ id: 3, hostnames: ['www.agency.test'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Social feed of site 3: provider answered 401 (OAuthException 190)' });
    expect(String((error as Error).message)).not.toContain('secret');
    expect(String((error as Error).message)).not.toContain('graph.social.test');
  });

  it('throws on an answer that is not JSON', async () => {
    server.use(http.get(PROVIDER, () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'application/json' } })));
    const { getSocialFeed } = await loadFeed();
    await expect(getSocialFeed({ id: 1, hostnames: ['www.agency.test'] })).rejects.toThrow('Social feed of site 1: answer is not JSON');
  });

  it('throws on JSON that is not a media listing', async () => {
    server.use(http.get(PROVIDER, () => HttpResponse.json({ data: [{ caption: 'no id' }] })));
    const { getSocialFeed } = await loadFeed();
    await expect(getSocialFeed({ id: 1, hostnames: ['www.agency.test'] })).rejects.toThrow(/site 1: answer is not a media listing \(data\.0\.id/);
  });

  it('throws when the provider is unreachable, without the URL', async () => {
    server.use(http.get(PROVIDER, () => HttpResponse.error()));
    const { getSocialFeed } = await loadFeed();
    await expect(getSocialFeed({ id: 1, hostnames: ['www.agency.test'] })).rejects.toThrow(/^Social feed of site 1: provider unreachable$/);
  });
});
