'use client';

import { CompareButton } from '@/components/compare/compare-selection';
import { FavouriteButton } from '@/components/favourites/favourite-button';

/**
 * The client leaves of an estate card, each one element in the RSC payload of a page of cards (home, lists)
 * with only what differs from card to card: the title for the heart and the compare box, sent once per card
 * and leaf (docs/bench-pages.md).
 */

/** The heart and, unless the estate is a project (not compared), the compare box, named after the card's title. */
export function EstateCardActions({ estateId, estateTitle, project = false }: { estateId: number; estateTitle: string; project?: boolean }) {
  return (
    <>
      <FavouriteButton estateId={estateId} estateTitle={estateTitle} />
      {project ? null : <CompareButton estateId={estateId} estateTitle={estateTitle} />}
    </>
  );
}
