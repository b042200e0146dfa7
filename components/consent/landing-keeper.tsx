'use client';

import { useEffect, useState } from 'react';
import { forgetLanding, keepLanding } from '@/lib/attribution/landing-origin';
import { useConsent } from '@/lib/consent/use-consent';

/**
 * Keeps where the visitor came from once they accept cookies, and forgets it when they refuse. The page
 * this document first loaded with is held in memory only, so a visitor who browses on before answering is
 * still credited to the page they landed on. Pages are shared by the edge: only the browser can do this.
 */
export function LandingKeeper() {
  const { choice } = useConsent();
  // Read once, while hydrating: later client-side navigations change the URL, not the landing.
  const [firstPage] = useState(() => (typeof window === 'undefined' ? null : { href: window.location.href, referrer: document.referrer }));

  useEffect(() => {
    if (choice === 'accepted' && firstPage) keepLanding(firstPage);
    if (choice === 'refused') forgetLanding();
  }, [choice, firstPage]);

  return null;
}
