import { expect, test } from '@playwright/test';
import { fetchHtml, htmlParts } from '../scripts/lib/html-bytes.mjs';
import { pageTypePaths } from './support/page-types';

/**
 * The server HTML of each page type, uncompressed, in kB of 1,000 bytes (issue 12, session 8;
 * docs/bench-pages.md, "Session 8: HTML size"): a warm page view is mostly sending it, so its size is
 * its cost. `flight` is the inlined RSC payload (`self.__next_f.push` scripts), which repeats every server
 * component's output and every client component's props on top of the markup: capped on its own.
 * Before session 8, on these pages: estate detail 128.3/78.6, project 137.8/83.6, rental detail
 * 91.7/51.0 kB (HTML/flight); the others did not change (home 69.1/34.2, estate list 86.3/31.8, rental list
 * 50.3/28.5, CMS page 27.6/18.2). After its second round (tuples for the rental periods, the gallery's alt
 * texts and the estate cards' leaves sent once): estate detail 110.8/66.2, project 116.3/69.3, rental detail
 * 82.6/42.6, home 66.0/31.3 kB (66.7/31.8 on the test's data). After session 9 (field, legal and cost rows,
 * project unit tables, documents, features, the print QR code and the JSON-LD as compact props of client
 * leaves; the rental periods as numbers): estate detail 93.5/48.8, project 91.6/44.6, rental detail
 * 77.7/37.7 kB. After the forms' shared texts went to one `Form` namespace (session 9, sent once per page):
 * estate detail 93.2/48.6, project 91.2/44.2, rental detail 77.1/37.1 kB. With the WhatsApp action (card and
 * bar), the Flemish planning codes' meanings and the e-mail addresses' break points: estate detail 95.7/50.1,
 * project 93.8/45.9, rental detail up to 79.5/37.4 kB (docs/bench-pages.md). Raise a budget only with a reason
 * in docs/bench-pages.md.
 */
const BUDGETS_KB = {
  home: { html: 69, flight: 33 },
  'estate list': { html: 90, flight: 33 },
  'estate detail': { html: 97.5, flight: 51 },
  project: { html: 95.5, flight: 46.5 },
  'rental list': { html: 52, flight: 29.5 },
  'rental detail': { html: 81, flight: 38.2 },
  'CMS page': { html: 28.5, flight: 19 },
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
