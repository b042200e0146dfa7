'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { EstateCardSkeleton } from '@/components/estates/estate-card-skeleton';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { cardPhotoPriority } from '@/lib/media/card-photo-priority';
import { useFavourites } from '@/lib/favourites/use-favourites';
import NextLink from 'next/link';
import { useFavouriteEntries, type ServerFavourites } from './use-favourite-entries';

export type { ServerFavourites };

/** Skeleton cards shown before the browser knows how many favourites there are. */
const PLACEHOLDER_COUNT = 3;

function cardIdOf(element: EventTarget | null): number | null {
  if (!(element instanceof Element)) return null;
  const id = Number(element.closest<HTMLElement>('[data-estate-id]')?.dataset.estateId);
  return Number.isInteger(id) ? id : null;
}

/**
 * The visitor's favourites as cards. The ids live in the browser's storage, so this is a client island: it
 * fetches each estate, drops the ones the site no longer knows (and says so), marks the ones sold, rented or
 * taken over (they stay until the visitor removes them), and never drops one because a request failed. When the server could read the list from the mirror cookie (`server`), the first cards come
 * in the HTML and hydrate without a request; storage still has the last word once React runs.
 */
export function FavouritesList({ estatesHref, server = null }: { estatesHref: string; server?: ServerFavourites | null }) {
  const t = useTranslations('Favourites');
  const { ids: storedIds, ready, remove, clear, mirror } = useFavourites();
  // Until hydration storage cannot be read, so the list is the server's; after it, storage's.
  const ids = ready || server === null ? storedIds : server.ids;
  const known = ready || server !== null;
  const { entries, gone, failed, retryFailed } = useFavouriteEntries(ids, server);
  const loading = !known || entries.some(({ state }) => state.kind === 'pending');

  // What the live region has told: kept per id, so a favourite is counted once however often it is seen.
  const [reported, setReported] = useState<readonly number[]>([]);
  const [cleared, setCleared] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unreported = gone.filter((id) => !reported.includes(id));
  // Adjusting state while rendering (React's pattern for state that follows data): no extra effect pass.
  if (unreported.length > 0) setReported([...reported, ...unreported]);
  // "All cleared" stops being true once a favourite is back (from another tab, say).
  if (cleared && ids.length > 0) setCleared(false);

  // Storage is outside React: take gone estates off it once their answers are in.
  useEffect(() => {
    if (gone.length > 0) remove(gone);
  }, [gone, remove]);

  // A list saved before the mirror cookie existed (or in another language's page) gets it now, for the next view.
  useEffect(() => {
    if (ready) mirror();
  }, [ready, mirror]);

  const questionId = useId();
  const focusedCard = useRef<number | null>(null);
  const retrying = useRef(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const clearButtonRef = useRef<HTMLButtonElement>(null);

  /** When the focused element was just removed, focus lands on the page itself: bring it back near where it was. */
  function rescueFocus() {
    if (document.activeElement === null || document.activeElement === document.body) {
      (summaryRef.current ?? emptyRef.current)?.focus();
    }
  }

  useEffect(() => {
    const id = focusedCard.current;
    if (id === null || ids.includes(id)) return;
    // The card holding focus left the list (its own heart, another tab).
    focusedCard.current = null;
    rescueFocus();
  }, [ids]);

  useEffect(() => {
    if (failed || !retrying.current) return;
    // The retry worked and took its button away with the error message.
    retrying.current = false;
    rescueFocus();
  }, [failed]);

  function trackFocus(event: FocusEvent<HTMLUListElement>) {
    focusedCard.current = cardIdOf(event.target);
  }

  function forgetFocus(event: FocusEvent<HTMLUListElement>) {
    // No relatedTarget: focus went nowhere, which is also what a removed card does, so keep the id for the effect.
    // Focus moving to another card sets it again (focusin follows focusout).
    if (event.relatedTarget !== null) focusedCard.current = null;
  }

  function cancelClear() {
    flushSync(() => setConfirming(false));
    clearButtonRef.current?.focus();
  }

  function confirmClear() {
    flushSync(() => {
      clear();
      setConfirming(false);
      setCleared(true);
    });
    emptyRef.current?.focus();
  }

  function onConfirmKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') cancelClear();
  }

  const status = loading
    ? t('loading')
    : [reported.length > 0 ? t('removedMissing', { count: reported.length }) : null, cleared ? t('cleared') : null]
        .filter((text): text is string => text !== null)
        .join(' ');

  return (
    <div className="favourites">
      {/* Always in the page, so that screen readers hear it change. "Loading" is for them only: a box that
          came and went with it would move the whole list twice (layout shift). */}
      <p className={loading ? 'favourites__status visually-hidden' : 'favourites__status'} role="status">
        {status}
      </p>

      {known && ids.length === 0 ? (
        <div className="empty-state">
          <p ref={emptyRef} tabIndex={-1}>
            {t('empty')}
          </p>
          <NextLink href={estatesHref} className="button button--primary">
            {t('browseEstates')}
          </NextLink>
        </div>
      ) : null}

      {/* The toolbar's place is kept while the list is unknown, so the cards below it never move when it comes. */}
      {!known ? <div className="favourites__toolbar" aria-hidden="true" /> : null}

      {known && ids.length > 0 ? (
        <div className="favourites__toolbar">
          <p ref={summaryRef} className="favourites__count" tabIndex={-1}>
            {t('count', { count: ids.length })}
          </p>
          {confirming ? (
            <div
              className="favourites__confirm"
              role="group"
              aria-labelledby={questionId}
              onKeyDown={onConfirmKeyDown}
            >
              <p id={questionId} className="favourites__question">
                {t('confirmClear', { count: ids.length })}
              </p>
              <button type="button" className="button button--danger" onClick={confirmClear}>
                {t('confirmClearYes')}
              </button>
              {/* The safe choice takes focus: a stray Enter must not wipe the list. */}
              <button type="button" className="button" onClick={cancelClear} autoFocus>
                {t('cancel')}
              </button>
            </div>
          ) : (
            <button ref={clearButtonRef} type="button" className="button" onClick={() => setConfirming(true)}>
              {t('clearAll')}
            </button>
          )}
        </div>
      ) : null}

      {failed ? (
        <div className="favourites__error" role="alert">
          <p>{t('loadError')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              retrying.current = true;
              retryFailed();
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}

      {!known || ids.length > 0 ? (
        <ul className="card-grid" aria-busy={loading} onFocus={trackFocus} onBlur={forgetFocus}>
          {known
            ? entries.map(({ id, state }, position) =>
                state.kind === 'card' ? (
                  <li key={id} className={state.closed ? 'favourites__closed' : undefined}>
                    <EstateCardView card={state.card} headingLevel={2} priority={cardPhotoPriority(position)} />
                    {state.closed ? <p className="favourites__closed-note">{t('closed', { status: state.card.status ?? 'SOLD' })}</p> : null}
                  </li>
                ) : state.kind === 'pending' ? (
                  <EstateCardSkeleton key={id} />
                ) : null,
              )
            : Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => <EstateCardSkeleton key={index} />)}
        </ul>
      ) : null}
    </div>
  );
}

