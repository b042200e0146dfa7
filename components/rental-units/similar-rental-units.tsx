'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SimilarListings } from '@/components/listing/similar-listings';
import { parseSimilarRentalUnitsAnswer, SIMILAR_RENTAL_LIMIT } from '@/lib/rental-units/similar';
import { RentalCardView } from './rental-card-view';

/** The similar units of a rental unit, loaded when the visitor scrolls near them. */
export function SimilarRentalUnits({ rentalUnitId }: { rentalUnitId: number }) {
  const t = useTranslations('SimilarRentalUnits');
  const locale = useLocale();
  return (
    <SimilarListings
      path={`/${locale}/similar-rental-unit/${rentalUnitId}`}
      enabled={Number.isSafeInteger(rentalUnitId) && rentalUnitId > 0}
      parse={parseSimilarRentalUnitsAnswer}
      renderCard={(card) => <RentalCardView card={card} headingLevel={3} />}
      placeholders={SIMILAR_RENTAL_LIMIT}
      texts={{ heading: t('heading'), loading: t('loading'), error: t('error'), retry: t('retry') }}
    />
  );
}
