'use client';

import { useEffect, useId, useRef } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { useConsent } from '@/lib/consent/use-consent';
import './consent.css';

/**
 * The cookie question: a non-modal banner at the end of the page, shown until the visitor answers and
 * again when they ask for it (footer button, share links). The server HTML has it hidden (`data-early`);
 * a script before the first paint shows it to a visitor who has not answered (lib/consent/early-script.ts),
 * so it is drawn with the page instead of after hydration (it was the largest paint of pages without a big
 * photo), and a visitor who has answered never sees it flash. Once React runs, the store decides.
 */
export type ConsentBannerTexts = { title: string; text: string; privacy: string; accept: string; refuse: string };

/** `texts` come formatted from the layout, and `privacyHref` localised: no message formatting in the browser. */
export function ConsentBanner({ texts: t, privacyHref }: { texts: ConsentBannerTexts; privacyHref: string }) {
  const { asking, accept, refuse, reopenRequests } = useConsent();
  const titleId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  // Where the visitor was when they asked for the banner: they go back there after answering.
  const returnTo = useRef<HTMLElement | null>(null);
  const seenRequests = useRef(reopenRequests);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!asking || reopenRequests === seenRequests.current) return;
    seenRequests.current = reopenRequests;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstButton.current?.focus();
  }, [asking, reopenRequests]);

  if (hydrated && !asking) return null;

  const answer = (choose: () => void) => () => {
    const target = returnTo.current;
    returnTo.current = null;
    choose();
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
          <button ref={firstButton} type="button" className="button button--primary" onClick={answer(accept)}>
            {t.accept}
          </button>
          <button type="button" className="button" onClick={answer(refuse)}>
            {t.refuse}
          </button>
        </div>
      </div>
    </section>
  );
}
