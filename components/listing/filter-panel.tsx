'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

type FilterPanelProps = {
  title: string;
  /** How many filters are set: shown next to the title, and whether "clear all" is offered. */
  activeCount: number;
  /** Open on the first render when filters are set (on a phone the panel starts folded). */
  initiallyOpen: boolean;
  applyLabel: string;
  resetLabel: string;
  /** Submit with JavaScript: one navigation with everything chosen so far. */
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
};

/**
 * A list's filter form: a plain GET form to the list itself (it works without JavaScript), folded in
 * a disclosure on phones. With JavaScript, each field applies at once and submitting navigates once.
 */
export function FilterPanel({ title, activeCount, initiallyOpen, applyLabel, resetLabel, onSubmit, onReset, children }: FilterPanelProps) {
  const pathname = usePathname();
  return (
    <details className="estate-filters" open={initiallyOpen || undefined}>
      <summary className="estate-filters__summary">
        {/* One inline box: as separate flex items the space before the count would collapse ("Zoekfilters(1)"). */}
        <span>
          {title}
          {activeCount > 0 ? <span className="count"> ({activeCount})</span> : null}
        </span>
      </summary>
      <form
        method="get"
        action={pathname}
        className="estate-filters__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="estate-filters__actions">
          <button type="submit" className="button button--primary">
            {applyLabel}
          </button>
          {activeCount > 0 ? (
            <button type="button" className="button button--link" onClick={onReset}>
              {resetLabel}
            </button>
          ) : null}
        </div>
      </form>
    </details>
  );
}

/** The results of a list, marked busy (and announced) while the next search renders on the server. */
export function PendingResults({ isPending, loadingLabel, children }: { isPending: boolean; loadingLabel: string; children: ReactNode }) {
  return (
    <div className="estate-search__results" aria-busy={isPending}>
      {isPending ? (
        <p className="visually-hidden" role="status">
          {loadingLabel}
        </p>
      ) : null}
      {children}
    </div>
  );
}
