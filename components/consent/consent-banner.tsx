'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ConsentCategories } from '@/lib/consent/categories';
import { useConsent } from '@/lib/consent/use-consent';
import { ConsentChoices, type ConsentChoicesTexts } from './consent-choices';
import './consent.css';

/**
 * The cookie question: a non-modal banner at the end of the page, shown until the visitor answers and
 * again when they ask for it (footer button, share links): accept all, refuse all, or choose the categories.
 * The server HTML has it hidden (`data-early`); a script before the first paint shows it to a visitor who has
 * not answered (lib/consent/early-script.ts), so it is drawn with the page instead of after hydration, and a
 * visitor who has answered never sees it flash. Once React runs, the store decides; the consent library
 * that keeps the choice loads only while the question is on screen (docs/decisions/0061-consent-categories.md).
 */
export type ConsentBannerTexts = ConsentChoicesTexts & { title: string; text: string; privacy: string; accept: string; refuse: string; choose: string };

/** `texts` come formatted from the layout, and `privacyHref` localised: no message formatting in the browser. */
export function ConsentBanner({ texts: t, privacyHref }: { texts: ConsentBannerTexts; privacyHref: string }) {
  const { asking, categories, acceptAll, refuseAll, choose, reopenRequests } = useConsent();
  const titleId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  // Where the visitor was when they asked for the banner: they go back there after answering.
  const returnTo = useRef<HTMLElement | null>(null);
  const seenRequests = useRef(reopenRequests);
  const [choosing, setChoosing] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!asking || reopenRequests === seenRequests.current) return;
    seenRequests.current = reopenRequests;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstButton.current?.focus();
  }, [asking, reopenRequests]);

  // So that the answer does not wait for it.
  useEffect(() => {
    if (hydrated && asking) void import('@/lib/consent/library').then(({ loadConsentLibrary }) => loadConsentLibrary()).catch(() => {});
  }, [hydrated, asking]);

  if (hydrated && !asking) return null;

  const answer = (choice: () => void) => () => {
    const target = returnTo.current;
    returnTo.current = null;
    setChoosing(false);
    choice();
    // After React has drawn the answer: the element that asked may be gone by then (the share links' note).
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    });
  };

  return (
    <section className="consent-banner" aria-labelledby={titleId} data-early={hydrated ? undefined : ''}>
      <div className="consent-banner__inner">
        <p className="consent-banner__text">
          <strong id={titleId} className="consent-banner__title">
            {t.title}
          </strong>{' '}
          {t.text}{' '}
          <a href={privacyHref} className="consent-banner__privacy">
            {t.privacy}
          </a>
        </p>
        <div className="consent-banner__actions">
          <button ref={firstButton} type="button" className="button button--primary" onClick={answer(acceptAll)}>
            {t.accept}
          </button>
          <button type="button" className="button" onClick={answer(refuseAll)}>
            {t.refuse}
          </button>
          <button type="button" className="button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {t.choose}
          </button>
        </div>
        {choosing ? <ConsentChoices texts={t} current={categories} onSave={(consent: ConsentCategories) => answer(() => choose(consent))()} /> : null}
      </div>
    </section>
  );
}
