'use client';

import { useChromeTexts } from '@/components/providers/chrome-texts';

/** A localised error state for failures of the site API: a message and a retry, never a stack trace. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useChromeTexts().error;
  return (
    <section className="container section" role="alert">
      <h1>{t.title}</h1>
      <p>{t.description}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        {t.retry}
      </button>
    </section>
  );
}
