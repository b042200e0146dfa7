import type { Page } from '@playwright/test';
import { FAKE_ANALYTICS_ORIGIN } from './fake-analytics';

/** Every request the page makes to the analytics fakes (e2e/support/fake-analytics.ts), from now on. */
export function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FAKE_ANALYTICS_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

/** The page's data layer, gtag's `arguments` entries as arrays. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry)),
  );
