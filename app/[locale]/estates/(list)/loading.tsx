// In a route group so its skeleton (streaming) never wraps the detail routes: they must answer real 308s and 404s.
import { getTranslations } from 'next-intl/server';
import { EstateCardSkeleton } from '@/components/estates/estate-card-skeleton';

/** Skeleton of the estate list while its first page renders: the layout does not jump when it arrives. */
export default async function EstateListLoading() {
  const t = await getTranslations('EstateList');
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
