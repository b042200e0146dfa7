// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ShareLinks as Links, shareProviders, shareUrl } from '@/components/estate-detail/share-links';
import { buildShareTexts } from '@/lib/i18n/detail-texts';
import { ALL_CATEGORIES, LEGACY_CONSENT_KEY, NECESSARY_ONLY } from '@/lib/consent/categories';
import { chooseInAnotherTab, freshConsentPerTest } from '../support/consent';
import { consentStore } from '@/lib/consent/consent-store';
import nl from '@/messages/nl.json';
import { nlConsentTexts, nlTranslate, renderWithProviders } from '../support/render';

/** The links with the texts their server parent gives them. */
function ShareLinks(props: { url: string; title: string }) {
  return <Links {...props} texts={buildShareTexts(nlTranslate)} />;
}

const PAGE = 'https://agency.example/nl/aanbod/4242/villa-te-koop-in-2800-mechelen?ref=a&x=1';
const TITLE = 'Villa & tuin #1 – "top" ?x=1 100%';

freshConsentPerTest();

const shareGroup = () => screen.queryByRole('group', { name: nl.Share.label });

describe('share URLs', () => {
  it('carry the page URL and the title escaped, so both come back intact', () => {
    const facebook = new URL(shareUrl('facebook', PAGE, TITLE));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
    expect(facebook.searchParams.get('u')).toBe(PAGE);

    const linkedin = new URL(shareUrl('linkedin', PAGE, TITLE));
    expect(linkedin.searchParams.get('url')).toBe(PAGE);

    const whatsapp = new URL(shareUrl('whatsapp', PAGE, TITLE));
    expect(whatsapp.searchParams.get('text')).toBe(`${TITLE} ${PAGE}`);

    const twitter = shareUrl('twitter', PAGE, TITLE);
    expect(twitter).not.toContain('&x=1');
    expect(twitter).not.toContain('#');
    expect(twitter).toContain('text=Villa+%26+tuin+%231');
    expect(new URL(twitter).searchParams.get('text')).toBe(TITLE);
    expect(new URL(twitter).searchParams.get('url')).toBe(PAGE);
    expect([...new URL(twitter).searchParams.keys()]).toEqual(['url', 'text']);
  });
});

describe('ShareLinks', () => {
  it('are hidden before consent, with a note and a way to choose', () => {
    renderWithProviders(<ShareLinks url={PAGE} title={TITLE} />);
    expect(shareGroup()).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(nl.Share.consentNeeded)).toBeInTheDocument();
  });

  it('appear as soon as the visitor accepts, and go again after a refusal', () => {
    renderWithProviders(<ShareLinks url={PAGE} title={TITLE} />);
    act(() => void consentStore.choose(ALL_CATEGORIES));

    const links = within(shareGroup()!).getAllByRole('link');
    expect(links).toHaveLength(shareProviders.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(shareProviders.map((provider) => shareUrl(provider, PAGE, TITLE)));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Delen op Facebook, in een nieuw tabblad' })).toBeInTheDocument();

    act(() => void consentStore.choose(NECESSARY_ONLY));
    expect(shareGroup()).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('show for a visitor who accepted before, and go when marketing is refused in another tab', () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'accepted');
    renderWithProviders(<ShareLinks url={PAGE} title={TITLE} />);
    expect(shareGroup()).toBeInTheDocument();

    act(() => chooseInAnotherTab(['necessary', 'statistics']));
    expect(shareGroup()).not.toBeInTheDocument();
  });

  it("the note's button opens the cookie question; accepting there shows the links and focuses the first", () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'refused');
    renderWithProviders(
      <>
        <ShareLinks url={PAGE} title={TITLE} />
        <ConsentBanner texts={nlConsentTexts} privacyHref="/nl/privacy-verklaring" />
      </>,
    );
    expect(screen.queryByRole('region', { name: nl.Consent.title })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: nl.Share.openConsent }));
    expect(screen.getByRole('region', { name: nl.Consent.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nl.Consent.accept })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: nl.Consent.accept }));
    expect(screen.queryByRole('region', { name: nl.Consent.title })).not.toBeInTheDocument();
    expect(within(shareGroup()!).getAllByRole('link')[0]).toHaveFocus();
  });
});
