// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalyticsLoader } from '@/components/analytics/analytics-loader';
import { consentOf } from '@/lib/consent/categories';
import { consentStore } from '@/lib/consent/consent-store';
import { freshConsentPerTest } from '../support/consent';

const TOOLS = { plausible: { domain: 'agency.be', scriptUrl: 'http://fake.test/plausible.js' } };
const plausibleScript = () => document.querySelector('script[src="http://fake.test/plausible.js"]');

freshConsentPerTest();

describe('the analytics loader', () => {
  it('loads no script while the visitor has not chosen, nor after a refusal, and the tool once statistics are accepted', async () => {
    render(<AnalyticsLoader tools={TOOLS} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plausibleScript()).toBeNull();

    act(() => void consentStore.choose(consentOf(false, true)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plausibleScript()).toBeNull();

    act(() => void consentStore.choose(consentOf(true, false)));
    await waitFor(() => expect(plausibleScript()).not.toBeNull());
  });
});
