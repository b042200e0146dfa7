'use client';

import { useEffect, useId, useRef } from 'react';
import { useConsent } from '@/lib/consent/use-consent';
import { withTitle } from '@/lib/i18n/chrome-texts';
import './media.css';

/** Spec section 9, in the old site's order. */
export const shareProviders = ['facebook', 'linkedin', 'whatsapp', 'twitter'] as const;
export type ShareProvider = (typeof shareProviders)[number];

const providerNames: Record<ShareProvider, string> = { facebook: 'Facebook', linkedin: 'LinkedIn', whatsapp: 'WhatsApp', twitter: 'X (Twitter)' };

/** The provider's share address for a page; URLSearchParams escapes the title and the URL. */
export function shareUrl(provider: ShareProvider, pageUrl: string, title: string): string {
  switch (provider) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: pageUrl })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: pageUrl })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${new URLSearchParams({ text: `${title} ${pageUrl}` })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: pageUrl, text: title })}`;
  }
}

type Props = {
  /** The page's absolute, canonical URL. */
  url: string;
  title: string;
  /** Formatted on the server (lib/i18n/detail-texts.ts): no next-intl in the page's first load. */
  texts: ShareTexts;
};

/** `shareOn` holds TITLE_SLOT where the provider's name goes: one text for the four links. */
export type ShareTexts = { label: string; consentNeeded: string; openConsent: string; shareOn: string };

/**
 * Share links, shown only once the visitor has accepted marketing cookies (spec: hidden until consent), and
 * following the choice at once, in this tab or another. Before that, a note and a way to choose.
 */
export function ShareLinks({ url, title, texts }: Props) {
  const { ready, categories, reopen } = useConsent();
  const labelId = useId();
  const firstLink = useRef<HTMLAnchorElement>(null);
  // The visitor asked for the cookie question from here: when they accept, the focus lands on the links.
  const askedHere = useRef(false);
  // Share buttons are social networks' own: marketing.
  const accepted = categories?.marketing === true;

  useEffect(() => {
    if (accepted && askedHere.current) firstLink.current?.focus();
    askedHere.current = false;
  }, [accepted, categories]);

  // The server cannot know the choice: an empty box of the same height until the browser does.
  if (!ready) return <div className="share-links" aria-hidden="true" />;

  if (!accepted)
    return (
      <div className="share-links share-links--locked">
        <p className="share-links__note">{texts.consentNeeded}</p>
        <button
          type="button"
          className="button share-links__consent"
          onClick={() => {
            askedHere.current = true;
            reopen();
          }}
        >
          {texts.openConsent}
        </button>
      </div>
    );

  return (
    <div className="share-links" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="share-links__label">
        {texts.label}
      </span>
      <ul className="share-links__list">
        {shareProviders.map((provider, at) => (
          <li key={provider}>
            <a
              ref={at === 0 ? firstLink : undefined}
              className={`share-links__link share-links__link--${provider}`}
              href={shareUrl(provider, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={withTitle(texts.shareOn, providerNames[provider])}
            >
              {providerNames[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
