import 'server-only';
import type { Locale } from '@/lib/rules';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { getEstate } from '@/lib/site-api/estates';
import type { EstateDetail } from '@/lib/site-api/schemas';
import type { EstateCardModel } from '@/lib/estates/card-model';
import { favouriteOutcome, isAvailableStatus, type FavouriteEstateAnswer, type FavouriteOutcome } from './estate-answer';

/**
 * How many favourites the server renders into the favourites page: more than a phone or a desktop shows
 * first. The rest (up to 200) load in the browser after hydration, below them, as before.
 */
export const SERVER_RENDERED_FAVOURITES = 12;

type Context = { siteId: number; locale: Locale; signal?: AbortSignal };

function toAnswer(estate: EstateDetail | null, toCard: (estate: EstateDetail) => EstateCardModel): FavouriteEstateAnswer | null {
  if (!estate) return null;
  const card = toCard(estate);
  return { card, available: isAvailableStatus(card.status) };
}

/** One estate of the site as a favourite (the site API's cached estate call); null when the site API does not know it. */
export async function getFavouriteAnswer(ctx: Context, id: number): Promise<FavouriteEstateAnswer | null> {
  const [estate, toCard] = await Promise.all([getEstate(ctx, id), getCardMapper(ctx.locale)]);
  return toAnswer(estate, toCard);
}

/**
 * The first favourites of a visitor's list for the server HTML, by id: the same cached estate calls as the
 * browser's route, in parallel. A favourite whose read failed is left out: the browser asks for it again (and
 * keeps it, with a retry, if that fails too).
 */
export async function getFavouriteOutcomes(ctx: Context, ids: readonly number[]): Promise<Record<number, FavouriteOutcome>> {
  const first = ids.slice(0, SERVER_RENDERED_FAVOURITES);
  const [toCard, estates] = await Promise.all([getCardMapper(ctx.locale), Promise.allSettled(first.map((id) => getEstate(ctx, id)))]);
  return Object.fromEntries(
    first.flatMap((id, index) => {
      const read = estates[index];
      return read?.status === 'fulfilled' ? [[id, favouriteOutcome(toAnswer(read.value, toCard))]] : [];
    }),
  );
}
