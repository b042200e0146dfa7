// The deterministic parts of `npm run lighthouse` (scripts/lighthouse.mjs): its options, which pages of the
// demo data it measures, what it reads from one Lighthouse report, the median of the runs and the table,
// with each page's difference to the blank Next app measured in the same run.
// No network, no browser, no clock: tests/scripts/lighthouse-report.test.ts covers them.
import { parseArgs } from 'node:util';

/** Every page type measured, in table order; `--pages` takes a comma-separated subset of these keys. */
export const PAGE_TYPES = [
  ['home', 'home'],
  ['list', 'estate list'],
  ['map', 'list, map view'],
  ['estate', 'estate detail'],
  ['project', 'project'],
  ['unit', 'project unit'],
  ['rentals', 'rental list'],
  ['rental', 'rental detail'],
  ['favourites', 'favourites'],
  ['cms', 'CMS page'],
];
const PAGE_KEYS = PAGE_TYPES.map(([key]) => key);

export const USAGE = `Usage: npm run lighthouse [-- --pages home,list,… --runs 3 --port 3320 --blank-port 3321 --build --json FILE --reports DIR]
  --pages    page types to measure (default: all): ${PAGE_KEYS.join(', ')}; the blank Next app always, first
  --runs     Lighthouse runs per page; the table shows their median (default 3)
  --port     port of the production server it starts (default 3320)
  --blank-port  port of the blank Next app it starts beside it (bench/blank-next, default 3321)
  --build    build even when .next is current
  --json     also write every run's numbers to this file
  --reports  also keep every run's full Lighthouse report (JSON) in this folder`;

/** The command line, checked; throws an Error whose message says what is wrong. */
export function parseOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      pages: { type: 'string' },
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '3320' },
      'blank-port': { type: 'string', default: '3321' },
      build: { type: 'boolean', default: false },
      json: { type: 'string' },
      reports: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs takes a whole number from 1 to 20, not "${values.runs}"`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port takes a port number, not "${values.port}"`);
  const blankPort = Number(values['blank-port']);
  if (!Number.isInteger(blankPort) || blankPort < 1 || blankPort > 65535 || blankPort === port) throw new Error(`--blank-port takes a port number other than --port's, not "${values['blank-port']}"`);
  const pages = values.pages === undefined ? PAGE_KEYS : values.pages.split(',').map((key) => key.trim()).filter(Boolean);
  const unknown = pages.filter((key) => !PAGE_KEYS.includes(key));
  if (unknown.length > 0 || pages.length === 0) throw new Error(`--pages takes some of ${PAGE_KEYS.join(', ')}; unknown: ${unknown.join(', ') || '(none given)'}`);
  return { pages: PAGE_KEYS.filter((key) => pages.includes(key)), runs, port, blankPort, build: values.build, json: values.json, reports: values.reports, help: values.help };
}

/** The median; for an even count the mean of the middle two. NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The demo data's pages of each type, picked at run time (ids differ between seeds and databases):
 * `estates` is a search answer's results (newest first), `projectIds` ids of projects, `units` a project's
 * children, `rentals` the holiday search's results, `cmsPages` the site's CMS pages ({ url }). Detail
 * pages are given by their short path (`/nl/aanbod/{id}`), which the caller resolves to the canonical one.
 */
export function pickPaths({ estates, projectIds, units, rentals, cmsPages }) {
  const withPhoto = (estate) => (estate.pictures?.length ?? 0) > 0;
  const estate = estates.find((candidate) => !candidate.general?.project && candidate.general?.parentId == null && withPhoto(candidate)) ?? estates.find((candidate) => !candidate.general?.project);
  const unit = units.find(withPhoto) ?? units[0];
  // A CMS page of the site's own, not one of the spec's fixed pages (privacy, terms) nor a nested one.
  const cms = cmsPages.find((page) => page.url && !page.url.includes('/')) ?? cmsPages[0];
  return {
    home: '/nl',
    list: '/nl/aanbod',
    map: '/nl/aanbod?view=map',
    estate: estate ? `/nl/aanbod/${estate.general.id}` : null,
    project: projectIds[0] === undefined ? null : `/nl/aanbod/${projectIds[0]}`,
    unit: unit ? `/nl/aanbod/${unit.general.id}` : null,
    rentals: '/nl/vakantie',
    rental: rentals[0] ? `/nl/vakantie/${rentals[0].id}` : null,
    favourites: '/nl/favorieten',
    cms: cms ? `/nl/${cms.url.replace(/^\/+|\/+$/g, '')}` : null,
  };
}

/** Favourites the favourites page is measured with: a full first screen of standalone estates (give it ones on offer). */
export function pickFavourites(estates, count = 6) {
  return estates.filter((estate) => !estate.general?.project).slice(0, count).map((estate) => estate.general.id);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The numbers of one Lighthouse result (LHR): scores 0-100, LCP and TBT in ms, CLS, script bytes transferred. */
export function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse's own count: every script the page loaded before the trace ended, as transferred (compressed).
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
  };
}
export { CATEGORIES };

/** One row of medians, field by field, over the runs of one page. */
export function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'scriptBytes'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const COLUMNS = [
  ['page', (row) => row.name, 'left'],
  ['perf', (row) => fixed(row.performance, 0)],
  ['a11y', (row) => fixed(row.accessibility, 0)],
  ['best pr.', (row) => fixed(row.bestPractices, 0)],
  ['SEO', (row) => fixed(row.seo, 0)],
  ['LCP s', (row) => fixed(row.lcp / 1000, 2)],
  ['TBT ms', (row) => fixed(row.tbt, 0)],
  ['CLS', (row) => fixed(row.cls, 3)],
  ['JS kB', (row) => fixed(row.scriptBytes / 1000, 1)],
  ['1st JS kB', (row) => fixed(row.firstLoadJs / 1000, 1)],
];

/** Each page's difference to the blank Next app: score points, LCP and TBT in ms, CLS, first-load JS in kB. */
const DIFFERENCE_COLUMNS = [
  ['±perf', (row, floor) => signed(row.performance - floor.performance, 0)],
  ['±LCP ms', (row, floor) => signed(row.lcp - floor.lcp, 0)],
  ['±TBT ms', (row, floor) => signed(row.tbt - floor.tbt, 0)],
  ['±CLS', (row, floor) => signed(row.cls - floor.cls, 3)],
  ['±1st JS kB', (row, floor) => signed((row.firstLoadJs - floor.firstLoadJs) / 1000, 1)],
];

function fixed(value, digits) {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

/** A difference with its sign; one that rounds to nothing has none. */
function signed(value, digits) {
  if (!Number.isFinite(value)) return '–';
  const magnitude = Math.abs(value).toFixed(digits);
  if (Number(magnitude) === 0) return magnitude;
  return `${value > 0 ? '+' : '-'}${magnitude}`;
}

/**
 * The median table as Markdown, columns padded so it also reads as plain text. `rows`: { name, path,
 * ...medianOf, firstLoadJs } (first-load JS in bytes gzip). With `floor` (the blank Next app's row) that row
 * comes first and every page's row also shows its difference to it.
 */
export function formatTable(rows, floor) {
  const columns = floor ? [...COLUMNS, ...DIFFERENCE_COLUMNS.map(([title, cell]) => [title, (row) => (row === floor ? '' : cell(row, floor))])] : COLUMNS;
  const all = floor ? [floor, ...rows] : rows;
  const cells = all.map((row) => columns.map(([, cell]) => cell(row)));
  const widths = columns.map(([title], at) => Math.max(title.length, ...cells.map((line) => line[at].length)));
  const line = (values) => `| ${values.map((value, at) => (columns[at][2] === 'left' ? value.padEnd(widths[at]) : value.padStart(widths[at]))).join(' | ')} |`;
  const rule = `|${widths.map((width, at) => (columns[at][2] === 'left' ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(columns.map(([title]) => title)), rule, ...cells.map(line)].join('\n');
}
