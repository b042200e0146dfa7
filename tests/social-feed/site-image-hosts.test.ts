import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, hostSourcesAllow } from '@/lib/http/content-security-policy';
import { mediaListingSchema } from '@/lib/social-feed/schemas';
import { captureLogs } from '../support/logs';

/** Two agencies on one server, each with its own feed account; site B's pictures come from a host of its own. */
const SITES = {
  SOCIAL_FEED_URL: 'https://feed.example.be/media?access_token={token}',
  SOCIAL_FEED_TOKEN: '',
  SOCIAL_FEED_TOKEN_1: 'token-a',
  SOCIAL_FEED_TOKEN_2: 'token-b',
  SOCIAL_FEED_IMAGE_HOSTS_2: 'https://pictures.agency-b.example',
};
const SITE_B_HOST = 'https://pictures.agency-b.example';

/** Site B's feed as its provider answers it, validated by the real schema. */
const siteBListing = mediaListingSchema.parse({
  data: [
    { id: '1', media_type: 'IMAGE', media_url: `${SITE_B_HOST}/1.jpg`, caption: 'Te koop' },
    { id: '2', media_type: 'VIDEO', media_url: `${SITE_B_HOST}/2.mp4`, thumbnail_url: `${SITE_B_HOST}/2.jpg` },
    { id: '3', media_type: 'IMAGE', media_url: 'https://tracker.elsewhere.example/3.jpg' },
  ],
});

/** Fresh modules over these settings: lib/env and the policies keep what they read. */
async function load(vars: Record<string, string>) {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  vi.resetModules();
  const [headers, feed] = await Promise.all([import('@/lib/http/security-headers'), import('@/lib/social-feed/feed')]);
  return { ...headers, ...feed };
}

const imgSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('img-src '))!.split(' ').slice(1);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("each site's Content-Security-Policy and its social feed pictures", () => {
  it("names site B's feed picture host on site B's pages only", async () => {
    const { siteCspSources } = await load(SITES);
    const siteA = imgSrc(contentSecurityPolicy(siteCspSources(1), { https: true }));
    const siteB = imgSrc(contentSecurityPolicy(siteCspSources(2), { https: true }));

    expect(siteB).toContain(SITE_B_HOST);
    expect(siteA).not.toContain(SITE_B_HOST);
    // Site A has no list of its own: its feed's own host, never a wildcard for every host.
    expect(siteA).toContain('https://feed.example.be');
    for (const source of [...siteA, ...siteB]) expect(source).not.toMatch(/^(\*|https?:)$/);
  });

  it('names no feed host at all for a site without a feed', async () => {
    const { siteCspSources } = await load(SITES);
    expect(imgSrc(contentSecurityPolicy(siteCspSources(3), { https: true }))).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("shows on site B's page only pictures its policy lets the browser load, and says which host was left out", async () => {
    const { siteCspSources, toSocialPosts, withAllowedPictures } = await load(SITES);
    const logs = captureLogs();
    const allowed = imgSrc(contentSecurityPolicy(siteCspSources(2), { https: true }));

    const posts = withAllowedPictures(2, toSocialPosts(siteBListing.data), siteCspSources(2).imageHosts);

    expect(posts.map((post) => post.id)).toEqual(['1', '2']);
    for (const post of posts) expect(hostSourcesAllow(allowed, post.image), post.image).toBe(true);
    logs.restore();
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'warn', topic: 'social-feed', siteId: '2', refused: ['https://tracker.elsewhere.example'] })]);
  });
});

describe("a feed picture on the site's own host", () => {
  it("is shown: the policy's 'self' allows it (the demo's provider serves its pictures so)", async () => {
    const { toSocialPosts, withAllowedPictures } = await load(SITES);
    const logs = captureLogs();
    const listing = { data: [{ id: '9', caption: 'Own', media_type: 'IMAGE', media_url: 'http://localhost:3100/demo-api/media/a.jpg', permalink: 'https://social.example/p/9', timestamp: '2026-11-01T10:00:00+0000' }] };
    expect(withAllowedPictures(1, toSocialPosts(listing.data), [], ['localhost']).map((post) => post.id)).toEqual(['9']);
    expect(withAllowedPictures(1, toSocialPosts(listing.data), [], ['www.other.be'])).toEqual([]);
    logs.restore();
    expect(logs.lines).toHaveLength(1);
  });
});

describe('hostSourcesAllow', () => {
  it('matches scheme, host, subdomain wildcard and port as a browser does', () => {
    expect(hostSourcesAllow(['https://*.cdninstagram.com'], 'https://scontent-bru2-1.cdninstagram.com/v/a.jpg')).toBe(true);
    expect(hostSourcesAllow(['https://*.cdninstagram.com'], 'https://cdninstagram.com.evil.example/a.jpg')).toBe(false);
    expect(hostSourcesAllow(['http://127.0.0.1:3000'], 'http://127.0.0.1:3000/photo.jpg')).toBe(true);
    expect(hostSourcesAllow(['http://127.0.0.1:3000'], 'http://127.0.0.1:3001/photo.jpg')).toBe(false);
    expect(hostSourcesAllow(['https://img.example.be'], 'http://img.example.be/a.jpg')).toBe(false);
    expect(hostSourcesAllow(['https://img.example.be'], 'javascript:alert(1)')).toBe(false);
  });
});
