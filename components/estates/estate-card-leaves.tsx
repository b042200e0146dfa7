'use client';

import { CompareButton } from '@/components/compare/compare-selection';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { Photo } from '@/components/ui/photo';
import { cardPhotoProps } from '@/lib/media/card-photo-priority';

/**
 * The client leaves of an estate card, each one element in the RSC payload of a page of cards (home, lists)
 * with only what differs from card to card: the photo's size and `sizes`, the same on every card, and the
 * title for the heart and the compare box, were sent once per card and leaf (docs/bench-pages.md).
 */

/** The card's photo; `lcp` for the first card of a server-rendered list (lib/media/card-photo-priority). */
export function EstateCardPhoto({ src, alt, lcp = false }: { src: string; alt: string; lcp?: boolean }) {
  return (
    <Photo
      src={src}
      alt={alt}
      width={600}
      height={400}
      sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
      {...cardPhotoProps(lcp ? 'lcp' : 'lazy')}
    />
  );
}

/** The heart and, unless the estate is a project (not compared), the compare box, named after the card's title. */
export function EstateCardActions({ estateId, estateTitle, project = false }: { estateId: number; estateTitle: string; project?: boolean }) {
  return (
    <>
      <FavouriteButton estateId={estateId} estateTitle={estateTitle} />
      {project ? null : <CompareButton estateId={estateId} estateTitle={estateTitle} />}
    </>
  );
}
