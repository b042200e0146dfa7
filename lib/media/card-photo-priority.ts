/**
 * How a card's photo loads, by the card's place in the list as the server renders it:
 * - `lcp`: the first card. Its photo is the largest paint of a list or the home page on a phone (one column),
 *   so it is preloaded from the HTML's head, fetched with high priority and never lazy.
 * - `lazy`: every other card, loaded when on or near the screen. Not `eager` for the rest of a wide first
 *   row: React preloads every non-lazy image of the HTML from the head, so on a phone, where they are below
 *   the fold, they would compete with the first photo for the bandwidth.
 */
export type CardPhotoPriority = 'lcp' | 'lazy';

export function cardPhotoPriority(position: number): CardPhotoPriority {
  return position === 0 ? 'lcp' : 'lazy';
}

/** The next/image props of a priority. */
export function cardPhotoProps(priority: CardPhotoPriority): { preload?: true; fetchPriority?: 'high' } {
  return priority === 'lcp' ? { preload: true, fetchPriority: 'high' } : {};
}
