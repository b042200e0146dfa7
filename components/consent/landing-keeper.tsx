'use client';

import { useEffect, useState } from 'react';
import { forgetLanding, keptRecently } from '@/lib/attribution/landing-key';
import { browserStorage } from '@/lib/browser/storage-subscription';
import { useConsent } from '@/lib/consent/use-consent';

/**
 * Keeps where the visitor came from once they accept statistics, and forgets it when they refuse them. The page
 * this document first loaded with is held in memory only, so a visitor who browses on before answering is
 * still credited to the page they landed on. Pages are shared by the edge: only the browser can do this.
 */
export function LandingKeeper() {
  const { categories } = useConsent();
  // Read once, while hydrating: later client-side navigations change the URL, not the landing.
  const [firstPage] = useState(() => (typeof window === 'undefined' ? null : { href: window.location.href, referrer: document.referrer }));

  useEffect(() => {
    const storage = browserStorage();
    // The code that reads a landing (with its schema) loads only for a visitor who accepted and has none kept.
    if (categories?.statistics && firstPage && !keptRecently(storage, new Date())) {
      void import('@/lib/attribution/landing-origin').then(({ keepLanding }) => keepLanding(firstPage));
    }
    if (categories && !categories.statistics) forgetLanding(storage);
  }, [categories, firstPage]);

  return null;
}
