'use client';

import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { ExecuteRecaptcha } from './recaptcha';

function Ready({ onReady }: { onReady: (execute: ExecuteRecaptcha) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => {
    if (executeRecaptcha) onReady(executeRecaptcha);
  }, [executeRecaptcha, onReady]);
  return null;
}

/**
 * Mounts the reCAPTCHA provider in a root of its own, once per page: every form on the page shares it, and
 * none of them remounts (and loses what was typed) when it arrives. Resolves once Google's script is ready.
 */
export function mountRecaptcha(siteKey: string, language: string): Promise<ExecuteRecaptcha> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.recaptcha = '';
    document.body.append(host);
    createRoot(host).render(
      <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language}>
        <Ready onReady={resolve} />
      </GoogleReCaptchaProvider>,
    );
  });
}
