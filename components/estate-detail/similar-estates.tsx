'use client';

import { useEffect } from 'react';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { SimilarListings, type SimilarListingsTexts } from '@/components/listing/similar-listings';
import { parseSimilarEstatesAnswer, SIMILAR_LIMIT } from '@/lib/estates/detail/similar';

type Props = {
  estateId: number;
  locale: string;
  /** Formatted on the server: no next-intl in the page's first load. */
  texts: SimilarListingsTexts;
};

function isValidId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/**
 * The similar estates of an estate, from `GET /{locale}/similar-estate/{estateId}`, loaded when the
 * visitor scrolls near them.
 *
 * The spec's "No similar estates container found" warning has no counterpart: the section is rendered by
 * this component itself, so its container always exists.
 */
export function SimilarEstates({ estateId, locale, texts }: Props) {
  const valid = isValidId(estateId);

  useEffect(() => {
    // Document 001, section 8: without an estate id, warn and do nothing.
    if (!valid) console.warn('no estateId given');
  }, [valid]);

  return (
    <SimilarListings
      path={`/${locale}/similar-estate/${estateId}`}
      enabled={valid}
      parse={parseSimilarEstatesAnswer}
      renderCard={(card) => <EstateCardView card={card} />}
      placeholders={SIMILAR_LIMIT / 2}
      texts={texts}
    />
  );
}
