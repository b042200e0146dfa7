import { unstable_rethrow } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { errorAnswer } from '@/lib/listing/list-routes';
import { logger } from '@/lib/log/logger.mjs';
import { getSocialFeed } from '@/lib/social-feed/feed';
import type { SocialFeedAnswer, SocialPost } from '@/lib/social-feed/post';
import { routeSite } from '@/lib/tenancy/site-of';

type Context = { params: Promise<{ site: string; locale: string }> };

/**
 * The site's social feed as posts: `GET /{locale}/social-feed`, called by the block once the visitor scrolls
 * near it (document 001: "a failure shows an error state in the feed"). 404 when the site has no feed;
 * the provider's URL and token never leave the server.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return errorAnswer(404, 'NOT_FOUND', 'unknown language');

  let posts: SocialPost[] | null;
  try {
    const site = await routeSite(params);
    posts = await getSocialFeed(site);
  } catch (error) {
    unstable_rethrow(error);
    // The feed's error message names the site and the failure, never the URL with its token.
    logger().error({ topic: 'social-feed', reason: error instanceof Error ? error.message : String(error) }, 'the social feed failed: answered 502');
    return errorAnswer(502, 'UNAVAILABLE', 'the social feed is unavailable');
  }
  if (posts === null) return errorAnswer(404, 'NOT_FOUND', 'this site has no social feed');
  const answer: SocialFeedAnswer = { posts };
  return Response.json(answer, { headers: { 'cache-control': 'private, max-age=300' } });
}
