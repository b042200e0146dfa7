import { array, boolean, nullable, object, string } from '@/lib/browser/shape';

/** How many posts the block shows: the provider's newest, after the ones it cannot show are left out. */
export const SOCIAL_FEED_LIMIT = 12;

/** One post as the block shows it, whatever the provider. */
export type SocialPost = {
  id: string;
  /** The picture: the photo itself, a video's thumbnail or an album's first photo. */
  image: string;
  video: boolean;
  /** Plain text, trimmed; hashtags kept. Empty when the post has none. */
  caption: string;
  /** The post on the provider's site, or null. */
  link: string | null;
};

/** What GET /{locale}/social-feed answers. */
export type SocialFeedAnswer = { posts: SocialPost[] };

/** Only http(s): a `javascript:` link or image from a compromised provider must never reach the page. */
export const WEB_URL = /^https?:\/\/[^\s]+$/;

const webUrl = string(WEB_URL);
const checkAnswer = object({
  posts: array(
    object({
      id: string(),
      image: webUrl,
      video: boolean,
      caption: string(),
      link: nullable(webUrl),
    }),
  ),
});

/** Checks the answer at the browser's boundary; a mismatch (an old page against a new server) throws. */
export function parseSocialFeedAnswer(value: unknown): SocialFeedAnswer {
  return checkAnswer(value) satisfies SocialFeedAnswer;
}

/** The start of a caption as the text alternative of its picture: the first line, cut at a word. */
export function captionExcerpt(caption: string, max = 100): string {
  return cutAtWord(caption.split('\n', 1)[0]?.trim() ?? '', max);
}

/** `text` if it has at most `max` characters, else its start cut at a word with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
