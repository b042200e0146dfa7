// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { LEGACY_CONSENT_KEY } from '@/lib/consent/categories';
import { chooseInAnotherTab, freshConsentPerTest, storedCategories } from '../support/consent';
import nl from '@/messages/nl.json';
import { nlConsentTexts, renderWithProviders } from '../support/render';

const PRIVACY = '/nl/privacy-verklaring';

freshConsentPerTest();

const banner = () => screen.queryByRole('region', { name: nl.Consent.title });

describe('consent banner', () => {
  it('asks a visitor who has not chosen, without taking the focus', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nl.Consent.privacy })).toHaveAttribute('href', PRIVACY);
    expect(document.activeElement).toBe(document.body);
  });

  it('remembers Accept all, every category, and goes away', async () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.accept }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(storedCategories()).toEqual(['necessary', 'statistics', 'marketing']));
  });

  it('remembers Refuse all as necessary only', async () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.refuse }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(storedCategories()).toEqual(['necessary']));
  });

  it('lets the visitor choose categories: off until ticked, necessary always on, remembered and shown again when reopened', async () => {
    renderWithProviders(
      <>
        <ConsentSettingsButton label={nl.Consent.settings} />
        <ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.choose }));
    expect(screen.getByRole('checkbox', { name: nl.Consent.necessary })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: nl.Consent.necessary })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: nl.Consent.statistics })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: nl.Consent.marketing })).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: nl.Consent.statistics }));
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.save }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(storedCategories()).toEqual(['necessary', 'statistics']));

    fireEvent.click(screen.getByRole('button', { name: nl.Consent.settings }));
    fireEvent.click(screen.getByRole('button', { name: nl.Consent.choose }));
    expect(screen.getByRole('checkbox', { name: nl.Consent.statistics })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: nl.Consent.marketing })).not.toBeChecked();
  });

  it('stays away for a visitor who chose before', () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'refused');
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('comes back from the footer button with the focus, which returns to the button after the answer', async () => {
    localStorage.setItem(LEGACY_CONSENT_KEY, 'refused');
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
    await waitFor(() => expect(storedCategories()).toEqual(['necessary', 'statistics', 'marketing']));
    await waitFor(() => expect(settings).toHaveFocus());
  });

  it('closes when the visitor answers in another tab', () => {
    renderWithProviders(<ConsentBanner texts={nlConsentTexts} privacyHref={PRIVACY} />);
    act(() => {
      chooseInAnotherTab(['necessary', 'statistics', 'marketing']);
    });
    expect(banner()).not.toBeInTheDocument();
  });
});
