'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';

/**
 * The field the visitor was on when the search changed. The most asked searches are pages of their own
 * in the cache (lib/cache/list-presets.ts), so going from `/nl/aanbod` to `?status=FOR_SALE` mounts the list
 * anew and the ticked box is another element: the new form gives the focus back to the same field, as
 * the one form would have kept it. Forgotten once the focus moves elsewhere, or after a while.
 */
let lastField: { path: string; name: string; value: string; at: number } | null = null;
const REMEMBER_MS = 15_000;

function fieldOf(target: EventTarget | null): { name: string; value: string } | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return null;
  return target.name ? { name: target.name, value: target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio') ? target.value : '' } : null;
}

function useFocusKeptAcrossSearches(pathname: string, target: string) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const remembered = lastField;
    const element = form.current;
    if (!element || !remembered || remembered.path !== pathname || Date.now() - remembered.at > REMEMBER_MS) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const field = Array.from(element.elements).find((candidate) => {
      const known = fieldOf(candidate);
      return known?.name === remembered.name && known.value === remembered.value;
    });
    if (field instanceof HTMLElement) field.focus({ preventScroll: true });
  }, [pathname]);
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    lastField = field ? { path: target, ...field, at: Date.now() } : null;
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    // A field taken out of the page (the list mounting anew) leaves no next focus: that one is kept.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) lastField = null;
  };
  return { ref: form, onFocus, onBlur };
}

type FilterPanelProps = {
  title: string;
  /** How many filters are set: shown next to the title, and whether "clear all" is offered. */
  activeCount: number;
  /** Open on the first render when filters are set (on a phone the panel starts folded). */
  initiallyOpen: boolean;
  applyLabel: string;
  resetLabel: string;
  /** Where the form goes: the list itself unless given (a landing page's form goes to the list). */
  action?: string;
  /** Submit with JavaScript: one navigation with everything chosen so far. */
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
};

/**
 * A list's filter form: a plain GET form to the list itself (it works without JavaScript), folded in
 * a disclosure on phones. With JavaScript, each field applies at once and submitting navigates once.
 */
export function FilterPanel({ title, activeCount, initiallyOpen, applyLabel, resetLabel, action, onSubmit, onReset, children }: FilterPanelProps) {
  const currentPath = usePathname();
  // Remembered under the address the search goes to: the list's form there takes the focus back.
  const focusKept = useFocusKeptAcrossSearches(currentPath, action ?? currentPath);
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
        {...focusKept}
        method="get"
        action={action ?? currentPath}
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
