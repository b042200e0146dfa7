import { boolean, object } from '@/lib/browser/shape';
import { checkCardModel } from '@/lib/estates/card-model-schema';
import type { Status } from '@/lib/rules';
import type { EstateCardModel } from '@/lib/estates/card-model';

/** What GET /{locale}/estate/{estateId} answers: the estate as a card, and whether it can still be had. */
export type FavouriteEstateAnswer = { card: EstateCardModel; available: boolean };

/**
 * What the favourites list knows of one favourite: its card, marked `closed` when sold, rented or taken over
 * (it stays until the visitor removes it), or gone when the site API no longer knows it (taken off the list).
 */
export type FavouriteOutcome = { kind: 'card'; card: EstateCardModel; closed: boolean } | { kind: 'gone' };

/** The list's view of an answer; null is the route's JSON 404 (or the site API's "no such estate"). */
export function favouriteOutcome(answer: FavouriteEstateAnswer | null): FavouriteOutcome {
  if (answer === null) return { kind: 'gone' };
  return { kind: 'card', card: answer.card, closed: !answer.available };
}

/** Closed deals: a favourite with one of these is marked as such on the list. */
const closedStatuses: ReadonlySet<Status> = new Set(['SOLD', 'RENTED', 'TAKEN_OVER']);

/** An estate with an unknown transaction (status null) is still on offer as far as we know. */
export function isAvailableStatus(status: Status | null): boolean {
  return status === null || !closedStatuses.has(status);
}

const checkAnswer = object({ card: checkCardModel, available: boolean });

/** Checks the answer at the browser's boundary; a mismatch (an old page against a new server) throws. */
export function parseFavouriteEstateAnswer(value: unknown): FavouriteEstateAnswer {
  return checkAnswer(value) satisfies FavouriteEstateAnswer;
}
