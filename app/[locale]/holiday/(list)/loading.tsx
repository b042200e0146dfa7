// In a route group so its skeleton (streaming) never wraps the detail route: it must answer real 404s.
import { getTranslations } from 'next-intl/server';
import { EstateCardSkeleton } from '@/components/estates/estate-card-skeleton';

/** Skeleton of the rental list while its first page renders: the layout does not jump when it arrives. */
export default async function RentalListLoading() {
  const t = await getTranslations('HolidayList');
  return (
    <div className="container section" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="skeleton-line skeleton-line--title" />
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <EstateCardSkeleton key={index} />
        ))}
      </ul>
    </div>
  );
}
