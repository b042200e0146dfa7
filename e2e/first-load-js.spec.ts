import { expect, test } from '@playwright/test';
import { measureFirstLoadJs } from '../scripts/lib/first-load-js.mjs';
import { pageTypePaths } from './support/page-types';

/**
 * First-load JavaScript per page type, gzip, in kB of 1,000 bytes (docs/performance.md): what a
 * modern browser fetches for the scripts the server HTML names, before any lazy chunk. React DOM and
 * Next's runtime alone are about 130 kB of it; the header, menu, language switcher and cookie banner about 4. Raise a budget only with a reason in docs/performance.md.
 */
const BUDGETS_KB = {
  home: 157,
  'estate list': 194,
  'estate detail': 178,
  project: 178,
  'rental list': 182,
  'rental detail': 176,
  'CMS page': 164,
  privacy: 145,
  terms: 145,
  favourites: 184,
} as const satisfies Record<string, number>;

type PageType = keyof typeof BUDGETS_KB;

test('every page type stays within its first-load JavaScript budget, without map, lightbox or reCAPTCHA code', async ({ request, baseURL }) => {
  const paths = await pageTypePaths(request);
  const report: string[] = [];
  const over: string[] = [];
  for (const type of Object.keys(BUDGETS_KB) as PageType[]) {
    const load = await measureFirstLoadJs(baseURL!, paths[type]);
    const kB = load.gzipBytes / 1000;
    report.push(`${type.padEnd(14)} ${kB.toFixed(1).padStart(6)} kB (budget ${BUDGETS_KB[type]}) ${load.files.length} files${load.forbidden.length ? `, has ${load.forbidden.join(', ')}` : ''}`);
    if (kB > BUDGETS_KB[type] || load.forbidden.length > 0) over.push(type);
  }
  console.log(`first-load JavaScript, gzip:\n${report.join('\n')}`);
  expect(over, report.join('\n')).toEqual([]);
});
