import { expect, test } from '@playwright/test';
import { measureFirstLoadJs } from '../scripts/lib/first-load-js.mjs';
import { BLANK_APP_PORT, CONTRACT_PORT } from '../playwright.config';
import { pageTypePaths } from './support/page-types';

/**
 * First-load JavaScript per page type over a blank Next app's, measured in the same run, gzip, in kB of
 * 1,000 bytes (docs/performance.md): what a modern browser fetches for the scripts the server HTML names,
 * before any lazy chunk. The blank app (bench/blank-next) is Next and React alone, about 135 kB; each
 * budget is what our code may add to it. Raise a budget only with a reason in docs/performance.md.
 */
const OVER_BLANK_KB = {
  home: 15,
  'estate list': 57,
  'estate detail': 26.5,
  project: 26.5,
  'rental list': 46,
  'rental detail': 23.5,
  'CMS page': 11.5,
  privacy: 8,
  terms: 8,
  favourites: 45,
} as const satisfies Record<string, number>;

type PageType = keyof typeof OVER_BLANK_KB;

test('every page type stays within its first-load JavaScript budget over a blank Next app, without map, lightbox, reCAPTCHA, consent library or analytics code', async ({ request, baseURL }) => {
  const floor = await measureFirstLoadJs(`http://localhost:${BLANK_APP_PORT}`, '/');
  const floorKb = floor.gzipBytes / 1000;
  const paths = await pageTypePaths(request);
  const report = [`${'blank Next app'.padEnd(14)} ${floorKb.toFixed(1).padStart(6)} kB ${floor.files.length} files`];
  const over: string[] = [];
  for (const type of Object.keys(OVER_BLANK_KB) as PageType[]) {
    const load = await measureFirstLoadJs(baseURL!, paths[type]);
    const kB = load.gzipBytes / 1000;
    const added = kB - floorKb;
    report.push(`${type.padEnd(14)} ${kB.toFixed(1).padStart(6)} kB, blank + ${added.toFixed(1)} (budget blank + ${OVER_BLANK_KB[type]}) ${load.files.length} files${load.forbidden.length ? `, has ${load.forbidden.join(', ')}` : ''}`);
    if (added > OVER_BLANK_KB[type] || load.forbidden.length > 0) over.push(type);
  }
  console.log(`first-load JavaScript, gzip:\n${report.join('\n')}`);
  expect(over, report.join('\n')).toEqual([]);
});

test('on a site with Tag Manager, Matomo and Plausible, the first load has neither the consent library nor the analytics loader', async () => {
  // The contract server's site uses all three (playwright.config.ts); its home and a listing.
  for (const path of ['/nl', '/nl/aanbod/701']) {
    const load = await measureFirstLoadJs(`http://localhost:${CONTRACT_PORT}`, path);
    expect(load.files.length, path).toBeGreaterThan(0);
    expect(load.forbidden, path).toEqual([]);
  }
});
