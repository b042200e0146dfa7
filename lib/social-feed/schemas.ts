import { z } from 'zod';

/** Kinds of post the block can show; the provider has others (and adds more), which are left out. */
export const mediaTypes = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** One post of the provider's media listing (Instagram Graph shape). Fields the block does not use are dropped. */
export const providerPostSchema = z.object({
  id: z.string().min(1),
  caption: z.string().nullish(),
  media_type: z.union([z.enum(mediaTypes), z.string()]),
  // The provider omits it on posts flagged for copyright: such a post is left out, the feed still shows.
  media_url: z.url().nullish(),
  /** A video's still; only videos have one. */
  thumbnail_url: z.url().nullish(),
  permalink: z.url().nullish(),
});
export type ProviderPost = z.infer<typeof providerPostSchema>;

/** `GET <media listing>?fields=id,caption,media_type,media_url,thumbnail_url,permalink`: newest first. */
export const mediaListingSchema = z.object({ data: z.array(providerPostSchema) });
export type MediaListing = z.infer<typeof mediaListingSchema>;
