'use client';

import { useId, type ReactNode } from 'react';
import { useNearViewport } from '@/components/estate-detail/use-near-viewport';
import { useFetchOnce } from '@/lib/browser/use-fetch-once';
import '@/components/estate-detail/extra.css';

export type SimilarListingsTexts = { heading: string; loading: string; error: string; retry: string };

type Props<C extends { id: number }> = {
  /** Our ajax route, e.g. /nl/similar-estate/12. */
  path: string;
  /** False does nothing at all (no request, no section). */
  enabled: boolean;
  /** Checks the answer at the browser's boundary. */
  parse: (value: unknown) => { cards: C[] };
  renderCard: (card: C) => ReactNode;
  /** How many grey cards stand in while loading. */
  placeholders: number;
  texts: SimilarListingsTexts;
};

/**
 * The similar-listings block of a detail page (document 001, sections 2 and 7): an empty section with its
 * heading until the visitor scrolls near it, then cards from `path`. A failure shows a retry and never
 * breaks the page; no similar listings hides the section.
 */
export function SimilarListings<C extends { id: number }>({ path, enabled, parse, renderCard, placeholders, texts }: Props<C>) {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isPending, isError, isFetching, refetch } = useFetchOnce(path, parse, enabled && near);

  if (!enabled || data?.cards.length === 0) return null;

  let content;
  if (isError)
    content = (
      <div className="block-message" role="alert">
        <p>{texts.error}</p>
        <button type="button" className="button" onClick={refetch} disabled={isFetching}>
          {texts.retry}
        </button>
      </div>
    );
  else if (isPending)
    content = (
      <>
        <p className="visually-hidden" role="status">
          {near ? texts.loading : null}
        </p>
        <ul className="card-grid similar-estates__skeleton" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="similar-estates__placeholder skeleton" />
          ))}
        </ul>
      </>
    );
  else if (data)
    content = (
      <ul className="card-grid">
        {data.cards.map((card) => (
          <li key={card.id}>{renderCard(card)}</li>
        ))}
      </ul>
    );

  return (
    <section ref={ref} className="similar-estates" aria-labelledby={headingId} aria-busy={isPending && near}>
      <h2 id={headingId} className="similar-estates__heading">
        {texts.heading}
      </h2>
      {content}
    </section>
  );
}
