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
      <svg className="favourite-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.6 10.7 19.4C6 15.2 3 12.4 3 8.9 3 6.1 5.2 4 7.9 4c1.6 0 3.1.7 4.1 1.9C13 4.7 14.5 4 16.1 4 18.8 4 21 6.1 21 8.9c0 3.5-3 6.3-7.7 10.5L12 20.6Z" />
      </svg>
    </button>
  );
}
