// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { CONSENT_KEY, consentStore } from '@/lib/consent/consent-store';
import nl from '@/messages/nl.json';
import { nlConsentTexts, renderWithProviders } from '../support/render';

const PRIVACY = '/nl/privacy-verklaring';

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  // The store is the page's singleton: close any question a test left open.
  consentStore.choose('refused');
  localStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: nl.Consent.title });

describe('consent banner', () => {
  it('asks a visitor who has not chosen, without taking the focus', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nl.Consent.privacy })).toHaveAttribute('href', PRIVACY);
    expect(document.activeElement).toBe(document.body);
  });

  it('remembers Accept and goes away', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.accept }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
  });

  it('remembers Refuse', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.refuse }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('refused');
  });

  it('stays away for a visitor who chose before', () => {
    localStorage.setItem(CONSENT_KEY, 'refused');
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('comes back from the footer button with the focus, which returns to the button after the answer', async () => {
    localStorage.setItem(CONSENT_KEY, 'refused');
    renderWithProviders(
      <>
        <ConsentSettingsButton label={nl.Consent.settings} />
        <ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />
      </>,
    );
    const settings = screen.getByRole('button', { name: nl.Consent.settings });
    settings.focus();
    fireEvent.click(settings);

    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nl.Consent.accept })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: nl.Consent.accept }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    await waitFor(() => expect(settings).toHaveFocus());
  });

  it('closes when the visitor answers in another tab', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    act(() => {
      localStorage.setItem(CONSENT_KEY, 'accepted');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY, newValue: 'accepted', storageArea: localStorage }));
    });
    expect(banner()).not.toBeInTheDocument();
  });
});
