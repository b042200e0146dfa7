import { startFakeSiteApi } from './fake-site-api';

/** The fake site API of e2e/contract.spec.ts, for the whole run (a global setup, like the SMTP sink). */
export default async function setup(): Promise<() => Promise<void>> {
  return startFakeSiteApi();
}
