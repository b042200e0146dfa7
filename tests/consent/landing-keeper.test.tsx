// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingKeeper } from '@/components/consent/landing-keeper';
import { LANDING_KEY } from '@/lib/attribution/landing-origin';
import { ALL_CATEGORIES, NECESSARY_ONLY } from '@/lib/consent/categories';
import { consentStore } from '@/lib/consent/consent-store';
import { freshConsentPerTest } from '../support/consent';

freshConsentPerTest();
beforeEach(() => {
  window.history.replaceState(null, '', '/nl/te-koop?utm_source=facebook&utm_campaign=open-huis');
});

const kept = () => localStorage.getItem(LANDING_KEY);

describe('keeping where the visitor landed', () => {
  it('keeps nothing while the visitor has not answered the cookie question', () => {
    render(<LandingKeeper />);
    expect(kept()).toBeNull();
  });

  it('keeps the page the visitor landed on once they accept, even after browsing on', async () => {
    render(<LandingKeeper />);
    window.history.pushState(null, '', '/nl/contact');
    act(() => void consentStore.choose(ALL_CATEGORIES));
    // The code that keeps it loads once the visitor accepted.
    await vi.waitFor(() => expect(kept()).not.toBeNull());
    expect(JSON.parse(kept() ?? 'null')).toMatchObject({ origin: { utmSource: 'facebook', utmCampaign: 'open-huis', landingPath: '/nl/te-koop' } });
  });

  it('forgets it when the visitor refuses later', async () => {
    render(<LandingKeeper />);
    act(() => void consentStore.choose(ALL_CATEGORIES));
    await vi.waitFor(() => expect(kept()).not.toBeNull());
    act(() => void consentStore.choose(NECESSARY_ONLY));
    expect(kept()).toBeNull();
  });
});
