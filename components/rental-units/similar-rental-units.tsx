'use client';

import { SimilarListings, type SimilarListingsTexts } from '@/components/listing/similar-listings';
import { parseSimilarRentalUnitsAnswer, SIMILAR_RENTAL_LIMIT } from '@/lib/rental-units/similar';
import { RentalCardView } from './rental-card-view';

/** The similar units of a rental unit, loaded when the visitor scrolls near them; texts formatted on the server. */
export function SimilarRentalUnits({ rentalUnitId, locale, texts }: { rentalUnitId: number; locale: string; texts: SimilarListingsTexts }) {
  return (
    <SimilarListings
      path={`/${locale}/similar-rental-unit/${rentalUnitId}`}
      enabled={Number.isSafeInteger(rentalUnitId) && rentalUnitId > 0}
      parse={parseSimilarRentalUnitsAnswer}
      renderCard={(card) => <RentalCardView card={card} headingLevel={3} />}
      placeholders={SIMILAR_RENTAL_LIMIT}
      texts={texts}
    />
  );
}
