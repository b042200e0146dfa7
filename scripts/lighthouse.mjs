// `npm run lighthouse`: Lighthouse (mobile, default simulated throttling) on every page type of the
// production build with the embedded demo data, N runs each, and the median table: performance,
// accessibility, best practices, SEO, LCP, TBT, CLS, the script bytes Lighthouse saw transferred and the
// first-load JS (scripts/lib/first-load-js.mjs). A blank Next app (bench/blank-next) is measured in the same
// run with the same runs, as the first row; every page's row also shows its difference to it.
// Builds first when .next (or the blank app's build) is missing or older than the sources. Chromium is the system's (/usr/bin/chromium
// or CHROMIUM_PATH): nothing here downloads a browser. Timing depends on the machine, so this is not part
// of `npm test`; its deterministic parts are (scripts/lighthouse-report.mjs).
// Usage: npm run lighthouse [-- --pages home,list --runs 3 --port 3320 --blank-port 3321 --build --json out.json --reports dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { canonicalPath, demoApi, ensureBuild, startDemoServer } from './demo-server.mjs';
import { ensureBlankBuild, startBlankApp } from './lib/blank-app.mjs';
import { measureFirstLoadJs } from './lib/first-load-js.mjs';
import { PAGE_TYPES, USAGE, formatTable, medianOf, parseOptions, pickFavourites, pickPaths, summarise } from './lighthouse-report.mjs';

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

ensureBuild({ force: options.build, whenStale: true });
ensureBlankBuild({ force: options.build });
const { site, base, stop } = await startDemoServer({ port: options.port, dataDir: '.data/lighthouse' });
const blank = await startBlankApp({ port: options.blankPort });

// The pages of each type, from the demo data of this run.
const newest = await demoApi(base, site, '/estates', { body: { filter: { query: {} }, sort: { type: 'date', order: 'DESC' }, limit: 20, offset: 0 } });
const projects = await demoApi(base, site, '/estates', { body: { filter: { query: { terms: { type: [10] } } }, limit: 5, offset: 0 } });
const projectIds = projects.results.map((project) => project.general.id);
const units = projectIds.length > 0 ? (await demoApi(base, site, `/estates/group/${projectIds[0]}`)).children : [];
const rentals = await demoApi(base, site, '/rental-units', { body: { filter: {}, limit: 5, offset: 0 } });
const cmsPages = await demoApi(base, site, '/pages/');
const picked = pickPaths({ estates: newest.results, projectIds, units, rentals: rentals.results, cmsPages });
// Favourites still on offer: a closed deal is taken off the list with a notice, which is another page state.
const onOffer = await demoApi(base, site, '/estates', { body: { filter: { query: { terms: { status: ['FOR_SALE', 'TO_RENT'] } } }, sort: { type: 'date', order: 'DESC' }, limit: 20, offset: 0 } });
const favourites = pickFavourites(onOffer.results);

// The framework's floor first: measured like every page, in the same rounds.
const targets = [{ key: 'blank', name: 'blank Next app', origin: blank.base, path: '/' }];
for (const [key, name] of PAGE_TYPES) {
  if (!options.pages.includes(key)) continue;
  if (!picked[key]) {
    console.warn(`No ${name} in the demo data: skipped`);
    continue;
  }
  targets.push({ key, name, origin: base, path: await canonicalPath(base, picked[key]) });
}
// First-load JS is bytes, the same on every run: measured once per page.
for (const target of targets) target.firstLoadJs = (await measureFirstLoadJs(target.origin, target.path)).gzipBytes;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  defaultViewport: null,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
process.on('exit', () => browser.process()?.kill('SIGKILL'));

/**
 * The favourites page measured as a returning visitor with favourites sees it: the list in localStorage, and
 * the cookie that mirrors it for that page (written by every heart, and by the page itself for a list saved
 * before the mirror existed: one view of the page here), so the server renders the first cards.
 */
async function seedFavourites(page, path) {
  await page.goto(`${base}/healthz`);
  await page.evaluate((ids) => window.localStorage.setItem('favourites', JSON.stringify(ids)), favourites);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 }).catch(() => {});
  // Lighthouse keeps storage for this run (disableStorageReset) and with it the HTTP cache: empty that here.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

// Every page once in a phone-sized window first: server caches, compiled routes and resized photos warm,
// so the runs measure the page, not its first render on a fresh server.
{
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  for (const { key, origin, path } of targets) {
    if (key === 'favourites') await seedFavourites(page, path);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 }).catch(() => {});
  }
  await page.close();
}

const runs = new Map(targets.map(({ key }) => [key, []]));
console.log(`\nLighthouse, mobile, simulated throttling, ${options.runs} run(s) per page, on ${base} (the blank Next app on ${blank.base})`);
// Round by round, so a busy moment of the machine spreads over pages instead of spoiling one.
for (let round = 1; round <= options.runs; round++) {
  for (const { key, name, origin, path } of targets) {
    // On a busy machine Chromium now and then records no usable trace (NO_NAVSTART): such a run is tried again.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const page = await browser.newPage();
      if (key === 'favourites') await seedFavourites(page, path);
      result = await lighthouse(
        `${origin}${path}`,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableStorageReset: key === 'favourites' },
        undefined,
        page,
      ).catch((error) => ({ lhr: { runtimeError: { message: error.message } } }));
      await page.close().catch(() => {});
      if (result?.lhr && !result.lhr.runtimeError) break;
      console.warn(`  ${name} run ${round}, attempt ${attempt}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
    }
    if (!result?.lhr || result.lhr.runtimeError) continue;
    if (options.reports) {
      mkdirSync(options.reports, { recursive: true });
      writeFileSync(`${options.reports}/${key}-${round}.json`, result.report);
    }
    const numbers = summarise(result.lhr);
    runs.get(key).push(numbers);
    console.log(`  ${name} run ${round}: perf ${numbers.performance}, LCP ${Math.round(numbers.lcp)} ms, TBT ${Math.round(numbers.tbt)} ms, CLS ${numbers.cls.toFixed(3)}`);
  }
}
await browser.close();
stop();
blank.stop();

const [floor, ...rows] = targets.map(({ key, name, path, firstLoadJs }) => ({ name, path, firstLoadJs, ...medianOf(runs.get(key)) }));
console.log(`\nMedian of ${options.runs} run(s); JS kB: script bytes transferred (compressed), from Lighthouse's resource summary;`);
console.log(`1st JS kB: first-load JS, gzip (scripts/lib/first-load-js.mjs); ±: the page's difference to the blank Next app\n`);
console.log(formatTable(rows, floor));
console.log(`\n${targets.map(({ name, origin, path }) => `${name}: ${origin}${path}`).join('\n')}`);
if (options.json) writeFileSync(options.json, JSON.stringify({ base, blank: floor, runs: Object.fromEntries(runs), rows }, null, 2));
process.exit(0);
