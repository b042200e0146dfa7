import type { ConsentCategories } from '@/lib/consent/categories';

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  _paq?: unknown[][];
  plausible?: ((event: string, options?: { props?: Record<string, string> }) => void) & { q?: unknown[] };
};

export const analyticsWindow = () => window as AnalyticsWindow;

export function dataLayer(): unknown[] {
  const target = analyticsWindow();
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** gtag's own shape: Google's tags read a command only as an `arguments` object, never as an array. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the command; `arguments` carries it
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js ignores a command pushed as an array
  dataLayer().push(arguments);
}

/** Consent Mode v2 after a choice: statistics grants analytics storage, marketing the three ad signals. */
export function consentModeUpdate(consent: ConsentCategories): Record<string, 'granted' | 'denied'> {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(consent.statistics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  };
}
