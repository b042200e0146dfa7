import { EstateCardSkeleton } from '@/components/estates/estate-card-skeleton';

/** Skeleton of a card list while its first page renders: the layout does not jump when it arrives. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="container section" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
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
