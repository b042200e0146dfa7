import { expect, test } from '@playwright/test';
import { fetchHtml, htmlParts } from '../scripts/lib/html-bytes.mjs';
import { pageTypePaths } from './support/page-types';

/**
 * The server HTML of each page type, uncompressed, in kB of 1,000 bytes: a warm page view is mostly
 * sending it, so its size is its cost. `flight` is the inlined RSC payload (`self.__next_f.push` scripts),
 * which repeats every server component's output and every client component's props on top of the markup:
 * capped on its own. docs/bench-pages.md holds the measured sizes of each page type and what brought them
 * down; raise a budget only with a reason there.
 */
const BUDGETS_KB = {
  home: { html: 81, flight: 47.5 },
  'estate list': { html: 88.5, flight: 36.5 },
  'estate detail': { html: 103, flight: 55 },
  project: { html: 103.5, flight: 52 },
  'rental list': { html: 53.5, flight: 31 },
  'rental detail': { html: 83, flight: 40 },
  'CMS page': { html: 30.5, flight: 20.5 },
} as const satisfies Record<string, { html: number; flight: number }>;

type PageType = keyof typeof BUDGETS_KB;

test('every page type sends at most its budget of server HTML, and of inlined RSC payload within it', async ({ request, baseURL }) => {
  const paths = await pageTypePaths(request);
  const report: string[] = [];
  const over: string[] = [];
  for (const type of Object.keys(BUDGETS_KB) as PageType[]) {
    const parts = htmlParts(await fetchHtml(baseURL!, paths[type]));
    const kB = (bytes: number) => (bytes / 1000).toFixed(1);
    const budget = BUDGETS_KB[type];
    report.push(
      `${type.padEnd(14)} HTML ${kB(parts.total).padStart(6)} kB (budget ${budget.html}), flight ${kB(parts.flight).padStart(5)} kB (budget ${budget.flight}); ` +
        `JSON-LD ${kB(parts.jsonLd)}, SVG ${kB(parts.svg)}, head ${kB(parts.head)}, markup ${kB(parts.markup)}`,
    );
    if (parts.total > budget.html * 1000) over.push(`${type}: HTML`);
    if (parts.flight > budget.flight * 1000) over.push(`${type}: flight`);
  }
  console.log(`server HTML, uncompressed:\n${report.join('\n')}`);
  expect(over, report.join('\n')).toEqual([]);
});
