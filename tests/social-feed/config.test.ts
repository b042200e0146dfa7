import { afterEach, describe, expect, it, vi } from 'vitest';
import { socialFeedUrl } from '@/lib/env';
import { envWith } from '../support/fresh-env';

const TEMPLATE = 'https://graph.example/me/media?fields=id,caption&access_token={token}';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('socialFeedUrl', () => {
  it('puts the token, URL-encoded, where {token} stands', () => {
    expect(socialFeedUrl(TEMPLATE, 'IG&a=b c/é')).toEqual({
      url: 'https://graph.example/me/media?fields=id,caption&access_token=IG%26a%3Db%20c%2F%C3%A9',
    });
  });

  it('is null without a template or without a token, so the block is absent', () => {
    expect(socialFeedUrl(undefined, 'token')).toBeNull();
    expect(socialFeedUrl(TEMPLATE, undefined)).toBeNull();
  });
});

describe('socialFeedConfig', () => {
  it('gives every site the shared token', async () => {
    const { socialFeedConfig } = await envWith({ SOCIAL_FEED_URL: TEMPLATE, SOCIAL_FEED_TOKEN: 'shared', SOCIAL_FEED_TOKEN_2: '' });
    expect(socialFeedConfig(1)).toEqual({ url: TEMPLATE.replace('{token}', 'shared') });
    expect(socialFeedConfig(2)).toEqual({ url: TEMPLATE.replace('{token}', 'shared') });
  });

  it("prefers a site's own SOCIAL_FEED_TOKEN_<siteId> over the shared one", async () => {
    const { socialFeedConfig } = await envWith({ SOCIAL_FEED_URL: TEMPLATE, SOCIAL_FEED_TOKEN: 'shared', SOCIAL_FEED_TOKEN_2: 'own of 2' });
    expect(socialFeedConfig(2)).toEqual({ url: TEMPLATE.replace('{token}', 'own%20of%202') });
    expect(socialFeedConfig(1)).toEqual({ url: TEMPLATE.replace('{token}', 'shared') });
  });

  it('gives only the sites with a token of their own a feed when there is no shared token', async () => {
    const { socialFeedConfig } = await envWith({ SOCIAL_FEED_URL: TEMPLATE, SOCIAL_FEED_TOKEN: '', SOCIAL_FEED_TOKEN_1: 'one' });
    expect(socialFeedConfig(1)).toEqual({ url: TEMPLATE.replace('{token}', 'one') });
    expect(socialFeedConfig(2)).toBeNull();
  });

  it('is null for every site without SOCIAL_FEED_URL, whatever the tokens', async () => {
    const { socialFeedConfig } = await envWith({ SOCIAL_FEED_URL: '', SOCIAL_FEED_TOKEN: 'shared', SOCIAL_FEED_TOKEN_1: 'one' });
    expect(socialFeedConfig(1)).toBeNull();
    expect(socialFeedConfig(2)).toBeNull();
  });

  it('fails fast on a URL without {token} or not http(s)', async () => {
    const withoutToken = await envWith({ SOCIAL_FEED_URL: 'https://graph.example/me/media', SOCIAL_FEED_TOKEN: 'shared' });
    expect(() => withoutToken.socialFeedConfig(1)).toThrow(/SOCIAL_FEED_URL: must contain \{token\}/);
    const notWeb = await envWith({ SOCIAL_FEED_URL: 'ftp://graph.example/{token}', SOCIAL_FEED_TOKEN: 'shared' });
    expect(() => notWeb.socialFeedConfig(1)).toThrow(/SOCIAL_FEED_URL/);
  });

  it('fails on a token longer than 500 characters, naming the variable but not the token', async () => {
    const long = 'x'.repeat(501);
    const { socialFeedConfig } = await envWith({ SOCIAL_FEED_URL: TEMPLATE, SOCIAL_FEED_TOKEN: 'shared', SOCIAL_FEED_TOKEN_3: long });
    expect(() => socialFeedConfig(3)).toThrow(/SOCIAL_FEED_TOKEN_3/);
    expect(() => socialFeedConfig(3)).not.toThrow(new RegExp(long));
  });
});
