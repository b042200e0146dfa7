import { startFakeAnalytics } from './fake-analytics';

/** The fake analytics scripts of e2e/analytics-consent.spec.ts and e2e/analytics-tools.spec.ts, for the whole run (a global setup, like the SMTP sink). */
export default async function setup(): Promise<() => Promise<void>> {
  return startFakeAnalytics();
}
