// `npm test`: every check CI runs, in order, stopping at the first failure; ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not test-results/: Playwright empties that folder when it starts.
const results = 'test-reports';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  () => run('lint', bin('eslint'), ['.', '--max-warnings=0']),
  () => run('types', bin('tsc'), ['--noEmit']),
  // Every vitest project but `instances`, which serves the production build and so runs after it.
  () => run('unit', bin('vitest'), ['run', '--project=unit', '--project=unit-isolated', '--project=components', '--project=components-isolated', '--project=demo-api-postgres', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest.json`]),
  () => run('build', bin('next'), ['build']),
  // The floor e2e/first-load-js.spec.ts measures against: built here, not in the middle of the browser journeys.
  () => run('blank app build', bin('next'), ['build', 'bench/blank-next']),
  () => run('instances', bin('vitest'), ['run', '--project=instances', '--reporter=default', '--reporter=json', `--outputFile=${results}/vitest-instances.json`]),
  () => run('browser', bin('playwright'), ['test']),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
});
const [units, instances] = [counts(`${results}/vitest.json`, vitestCounts), counts(`${results}/vitest-instances.json`, vitestCounts)];
const unit = { passed: units.passed + instances.passed, failed: units.failed + instances.failed, skipped: units.skipped + instances.skipped };
const browser = counts(`${results}/playwright.json`, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
const failed = unit.failed + browser.failed + (ok ? 0 : unit.failed + browser.failed === 0 ? 1 : 0);
console.log(`\nunit ${unit.passed} passed, browser ${browser.passed} passed`);
if (existsSync(`${results}/e2e-database.txt`)) console.log(`browser journeys' demo API on ${readFileSync(`${results}/e2e-database.txt`, 'utf8').trim()}`);
console.log(`tests: ${unit.passed + browser.passed} passed, ${failed} failed, ${unit.skipped + browser.skipped} skipped`);
process.exit(ok ? 0 : 1);
