import 'server-only';
import { env, socialFeedConfig } from '@/lib/env';
import { hostSourcesAllow } from '@/lib/http/content-security-policy';
import { logger } from '@/lib/log/logger.mjs';
import { siteFeedImageHosts } from '@/lib/http/security-headers';
import { cacheTags } from '@/lib/site-api/cache-tags';
import { cutAtWord, SOCIAL_FEED_LIMIT, WEB_URL, type SocialPost } from './post';
import { mediaListingSchema, mediaTypes, type ProviderPost } from './schemas';

/** New posts are rare; ten minutes keeps the provider's rate limit far away. */
export const SOCIAL_FEED_REVALIDATE_SECONDS = 600;
/** A caption longer than this is cut: the block shows three lines of it. */
const CAPTION_LIMIT = 300;

/**
 * The provider failed (unreachable, slow, a non-2xx answer, not JSON, not the listing's shape). The
 * message names the site and what went wrong, never the URL: it carries the access token.
 */
function feedFailure(siteId: number, reason: string): Error {
  return new Error(`Social feed of site ${siteId}: ${reason}`);
}

/**
 * The latest posts of the site's social feed that can be shown, newest first; null when the site has no
 * feed configured. Cached in Next's data cache for ten minutes, under the site's tags.
 */
export async function getSocialFeed(site: { id: number; hostnames: readonly string[] }): Promise<SocialPost[] | null> {
  const config = socialFeedConfig(site.id);
  if (!config) return null;
  const listing = await fetchListing(site.id, config.url, env().SITE_API_TIMEOUT_MS);
  return withAllowedPictures(site.id, toSocialPosts(listing.data), siteFeedImageHosts(site.id), site.hostnames);
}

/** Whether a picture is on one of the site's own hostnames: the policy's 'self' (as the demo's provider serves them). */
function onOwnHost(image: string, ownHostnames: readonly string[]): boolean {
  if (!URL.canParse(image)) return false;
  const hostname = new URL(image).hostname.toLowerCase();
  return ownHostnames.some((own) => own.toLowerCase() === hostname);
}

/**
 * The posts whose picture the site's Content-Security-Policy lets the browser load (its feed hosts, or the
 * site's own: 'self'): another would show as a broken picture. The hosts left out are logged, so
 * SOCIAL_FEED_IMAGE_HOSTS_<siteId> can name them.
 */
export function withAllowedPictures(siteId: number, posts: SocialPost[], imageHosts: readonly string[], ownHostnames: readonly string[] = []): SocialPost[] {
  const allowed = posts.filter((post) => onOwnHost(post.image, ownHostnames) || hostSourcesAllow(imageHosts, post.image));
  if (allowed.length < posts.length) {
    const refused = [...new Set(posts.filter((post) => !allowed.includes(post)).map((post) => new URL(post.image).origin))];
    logger().warn({ topic: 'social-feed', siteId: String(siteId), refused }, `Social feed of site ${siteId}: pictures from ${refused.join(', ')} left out, not in the site's img-src (SOCIAL_FEED_IMAGE_HOSTS_${siteId})`);
  }
  return allowed;
}

// GET {SOCIAL_FEED_URL}: the provider's media listing, its token in the URL
async function fetchListing(siteId: number, url: string, timeoutMs: number) {
  let response: Response;
  const tags = cacheTags(siteId, 'social-feed');
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      next: { revalidate: SOCIAL_FEED_REVALIDATE_SECONDS, tags },
    });
  } catch (error) {
    // The cause is left out: undici's errors can quote the URL.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw feedFailure(siteId, timedOut ? `no answer within ${timeoutMs} ms` : 'provider unreachable');
  }
  if (!response.ok) throw feedFailure(siteId, `provider answered ${response.status}${await providerCode(response)}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw feedFailure(siteId, 'answer is not JSON');
  }
  const parsed = mediaListingSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw feedFailure(siteId, `answer is not a media listing (${issues.join('; ')})`);
  }
  return parsed.data;
}

/** ` (OAuthException 190)` from the provider's error answer, so an expired token is told apart; never its message. */
async function providerCode(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
    if (typeof error !== 'object' || error === null) return '';
    const type = 'type' in error && typeof error.type === 'string' ? error.type.slice(0, 40) : '';
    const code = 'code' in error && typeof error.code === 'number' ? String(error.code) : '';
    return type || code ? ` (${[type, code].filter(Boolean).join(' ')})` : '';
  } catch {
    return '';
  }
}

/** The posts the block can show, in the provider's order (newest first), at most SOCIAL_FEED_LIMIT. */
export function toSocialPosts(posts: readonly ProviderPost[]): SocialPost[] {
  const seen = new Set<string>();
  const shown: SocialPost[] = [];
  for (const post of posts) {
    if (shown.length === SOCIAL_FEED_LIMIT) break;
    const view = toSocialPost(post);
    if (view && !seen.has(view.id)) {
      seen.add(view.id);
      shown.push(view);
    }
  }
  return shown;
}

/** A post as the block shows it, or null for one it cannot show (an unknown kind, no picture). */
export function toSocialPost(post: ProviderPost): SocialPost | null {
  if (!(mediaTypes as readonly string[]).includes(post.media_type)) return null;
  const video = post.media_type === 'VIDEO';
  // A video's media_url is the film itself; its still is the picture.
  const image = webUrl(video ? post.thumbnail_url : post.media_url);
  if (!image) return null;
  return { id: post.id, image, video, caption: cutAtWord(post.caption?.trim() ?? '', CAPTION_LIMIT), link: webUrl(post.permalink) };
}

function webUrl(value: string | null | undefined): string | null {
  return value && WEB_URL.test(value) ? value : null;
}
