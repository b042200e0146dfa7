// Opens (and on the very first start seeds) the demo API's database while the server boots,
// so the first visitor does not wait for it.
export async function register(): Promise<void> {
  // The imports sit inside this condition so that Next.js leaves them out of any edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The visitor's address comes from the socket, not from a header they choose (lib/forms/rate-limit.ts).
    const { installSocketAddressHook } = await import('@/lib/http/socket-address');
    installSocketAddressHook();
    // A failed site-API call is one line in the log, not a stack trace (lib/log/upstream-failure.ts).
    const { installConciseUpstreamLog } = await import('@/lib/log/upstream-failure');
    installConciseUpstreamLog();
    const { demoApiEnabled, siteApiBaseUrl } = await import('@/lib/env');
    // Next's background refreshes of stale site-API answers, which a page's answer waits for, get a deadline
    // (lib/site-api/refresh-deadline.ts); before any page is loaded, so before Next patches fetch.
    const { installRefreshDeadline } = await import('@/lib/site-api/refresh-deadline');
    installRefreshDeadline(siteApiBaseUrl());
    if (!demoApiEnabled()) return;
    const { warmDemoApi } = await import('@/lib/demo-api/router');
    try {
      await warmDemoApi();
    } catch (error) {
      // The server still starts; the first demo-API call tries to open the database again.
      console.error('[demo-api] could not open the database at start', error);
    }
  }
}
