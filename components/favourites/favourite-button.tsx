'use client';

import { useChromeTexts } from '@/components/providers/chrome-texts';
import { withTitle } from '@/lib/i18n/chrome-texts';
import { useFavourites } from '@/lib/favourites/use-favourites';

type Props = {
  estateId: number;
  /** On a card, the name says which estate, so a list of hearts is not a list of identical buttons. */
  estateTitle?: string;
};

/**
 * The heart that keeps an estate in the visitor's favourites. Its size never depends on its state or on
 * hydration, so nothing moves when the stored list arrives.
 */
export function FavouriteButton({ estateId, estateTitle }: Props) {
  const texts = useChromeTexts().favourites;
  const { ready, isFavourite, toggle } = useFavourites();
  const on = isFavourite(estateId);
  const label = estateTitle === undefined ? (on ? texts.remove : texts.add) : withTitle(on ? texts.removeTitled : texts.addTitled, estateTitle);

  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={on}
      aria-label={label}
      // Until hydration the server's "not a favourite" may be wrong and a click would be lost: say it is not ready yet.
      aria-disabled={ready ? undefined : true}
      onClick={() => {
        if (ready) toggle(estateId);
      }}
    >
      <span className="favourite-button__icon" aria-hidden="true" />
    </button>
  );
}
