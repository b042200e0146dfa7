'use client';

import { useConsent } from '@/lib/consent/use-consent';
import './consent.css';

/** The footer's "Cookie settings": puts the cookie question back on screen and moves the focus there. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  const { reopen } = useConsent();
  return (
    <button type="button" className={className ?? 'consent-settings-button'} onClick={reopen}>
      {label}
    </button>
  );
}
