/** The shape of a card while its estate loads: same size as the real card, so nothing jumps. */
export function EstateCardSkeleton() {
  return (
    <li aria-hidden="true">
      <div className="estate-card estate-card--skeleton">
        <div className="estate-card__media" />
        <div className="estate-card__body">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      </div>
    </li>
  );
}
