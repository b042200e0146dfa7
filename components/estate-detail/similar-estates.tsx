'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { EstateCardView } from '@/components/estates/estate-card-view';
import { parseSimilarEstatesAnswer, SIMILAR_LIMIT, type SimilarEstatesAnswer } from '@/lib/estates/detail/similar';
import { useNearViewport } from './use-near-viewport';
import './extra.css';

type Props = { estateId: number };

/** Our route answered 400 or more (document 001, section 8: "error thrown"); the retry policy reads `status`. */
class SimilarEstatesRequestError extends Error {
  override name = 'SimilarEstatesRequestError';
  constructor(readonly status: number) {
    super(`Similar estates answered ${status}`);
  }
}

async function fetchSimilarEstates(path: string, signal: AbortSignal): Promise<SimilarEstatesAnswer> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (response.status >= 400) throw new SimilarEstatesRequestError(response.status);
  return parseSimilarEstatesAnswer(await response.json());
}

function isValidId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/**
 * The similar-estates block of a detail page: an empty section with its heading until the visitor scrolls
 * near it, then cards from `GET /{locale}/similar-estate/{estateId}` (document 001, sections 2 and 7). A
 * failure shows a retry and never breaks the page; no similar estates hides the section.
 *
 * The spec's "No similar estates container found" warning has no counterpart: the section is rendered by
 * this component itself, so its container always exists.
 */
export function SimilarEstates({ estateId }: Props) {
  const t = useTranslations('SimilarEstates');
  const locale = useLocale();
  const headingId = useId();
  const valid = isValidId(estateId);
  const [ref, near] = useNearViewport<HTMLElement>();

  useEffect(() => {
    // Document 001, section 8: without an estate id, warn and do nothing.
    if (!valid) console.warn('no estateId given');
  }, [valid]);

  const path = `/${locale}/similar-estate/${estateId}`;
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: ['similar-estates', locale, estateId],
    queryFn: ({ signal }) => fetchSimilarEstates(path, signal),
    enabled: valid && near,
    // The route's answer is cached for five minutes; the browser needs no fresher copy.
    staleTime: 300_000,
  });

  if (!valid || data?.cards.length === 0) return null;

  let content;
  if (isError)
    content = (
      <div className="similar-estates__message" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  else if (isPending)
    content = (
      <>
        <p className="visually-hidden" role="status">
          {near ? t('loading') : null}
        </p>
        <ul className="card-grid similar-estates__skeleton" aria-hidden="true">
          {Array.from({ length: SIMILAR_LIMIT / 2 }, (_, index) => (
            <li key={index} className="similar-estates__placeholder" />
          ))}
        </ul>
      </>
    );
  else
    content = (
      <ul className="card-grid">
        {data.cards.map((card) => (
          <li key={card.id}>
            <EstateCardView card={card} />
          </li>
        ))}
      </ul>
    );

  return (
    <section ref={ref} className="similar-estates" aria-labelledby={headingId} aria-busy={isPending && near}>
      <h2 id={headingId} className="similar-estates__heading">
        {t('heading')}
      </h2>
      {content}
    </section>
  );
}
