'use client';

import { useTranslations } from 'next-intl';
import { useConsent } from '@/lib/consent/use-consent';
import './consent.css';

/** The footer's "Cookie settings": puts the cookie question back on screen and moves the focus there. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('Consent');
  const { reopen } = useConsent();
  return (
    <button type="button" className={className ?? 'consent-settings-button'} onClick={reopen}>
      {t('settings')}
    </button>
  );
}
