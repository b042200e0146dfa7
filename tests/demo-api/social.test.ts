// The demo API's stand-in social media provider: one feed per demo site, behind the token demo-{siteId}.
import { beforeAll, describe, expect, it } from 'vitest';
import { toSocialPosts } from '@/lib/social-feed/feed';
import { mediaListingSchema } from '@/lib/social-feed/schemas';
import { call, callJson, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const feedOf = async (token: string) =>
  mediaListingSchema.parse(await callJson('GET', `/social/media?fields=id,caption,media_type,media_url,thumbnail_url,permalink&access_token=${token}`, { site: null }));

const estateIdOf = (permalink: string | null | undefined) => Number(/\/nl\/aanbod\/(\d+)$/.exec(permalink ?? '')?.[1]);

async function estateIdsOf(siteId: number): Promise<Set<number>> {
  return new Set((await rows<{ id: number }>('select id from estates where site_id = $1', [siteId])).map((r) => r.id));
}

describe('GET /social/media', () => {
  it("answers demo-1 with 9 posts about site 1's listings only, in the provider's shape", async () => {
    const { data } = await feedOf('demo-1');
    const ownIds = await estateIdsOf(1);

    expect(data).toHaveLength(9);
    expect(new Set(data.map((p) => p.id)).size).toBe(9);
    for (const post of data) {
      expect(ownIds.has(estateIdOf(post.permalink)), `${post.permalink}`).toBe(true);
      expect(post.media_url).toMatch(/^http:\/\/test\/demo-api\/media\/[a-z0-9-]+\.jpg$/);
      expect(post.caption).toMatch(/^\S.* #[a-z]+/);
    }
    expect(data.filter((p) => p.media_type === 'VIDEO')).toHaveLength(1);
    expect(data.find((p) => p.media_type === 'VIDEO')?.thumbnail_url).toMatch(/^http:\/\/test\/demo-api\/media\/.+-thumb\.jpg$/);
    expect(data.some((p) => p.media_type === 'CAROUSEL_ALBUM')).toBe(true);
  });

  it('answers demo-2 with posts of site 2, none of site 1', async () => {
    const { data } = await feedOf('demo-2');
    const ownIds = await estateIdsOf(2);
    expect(data).toHaveLength(9);
    expect(data.every((p) => ownIds.has(estateIdOf(p.permalink)))).toBe(true);
  });

  it('gives the same posts on every call, so the block looks the same after a restart', async () => {
    expect(await feedOf('demo-1')).toEqual(await feedOf('demo-1'));
  });

  it('answers posts the website can show all of, with pictures the demo API serves', async () => {
    const { data } = await feedOf('demo-1');
    expect(toSocialPosts(data)).toHaveLength(9);
    const picture = new URL(data[0]?.media_url ?? '');
    expect((await call('GET', picture.pathname.replace('/demo-api', ''), { site: null })).status).toBe(200);
  });

  it.each(['wrong', 'demo-99', 'demo-1x', ''])('refuses the token %j with the provider\'s 401 OAuthException', async (token) => {
    const response = await call('GET', `/social/media?access_token=${token}`, { site: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
  });
});
