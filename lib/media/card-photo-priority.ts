/**
 * How a card's photo loads, by the card's place in the list as the server renders it:
 * - `lcp`: the first card. Its photo is the largest paint of a list or the home page on a phone (one column),
 *   so it is preloaded from the HTML's head, fetched with high priority and never lazy.
 * - `eager`: the rest of the first row on a wide screen: loaded with the page, at normal priority, so it does
 *   not compete with the first one on a phone, where it is below the fold.
 * - `lazy`: every other card: loaded when scrolled near.
 */
export type CardPhotoPriority = 'lcp' | 'eager' | 'lazy';

/** Cards in the widest row of the card grid (globals.css, `.card-grid`). */
const FIRST_ROW = 3;

export function cardPhotoPriority(position: number): CardPhotoPriority {
  if (position === 0) return 'lcp';
  return position < FIRST_ROW ? 'eager' : 'lazy';
}

/** The next/image props of a priority. */
export function cardPhotoProps(priority: CardPhotoPriority): { preload?: true; fetchPriority?: 'high'; loading?: 'eager' } {
  if (priority === 'lcp') return { preload: true, fetchPriority: 'high' };
  return priority === 'eager' ? { loading: 'eager' } : {};
}
