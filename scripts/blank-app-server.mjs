// `node scripts/blank-app-server.mjs PORT`: the blank Next app (bench/blank-next), built when its build is
// missing or stale, served by `next start` in the foreground until this process is stopped. The browser
// tests start it as one of their servers (playwright.config.ts): e2e/first-load-js.spec.ts measures it as
// the floor of every first-load JavaScript budget.
import { spawn } from 'node:child_process';
import { BLANK_APP_DIR, ensureBlankBuild } from './lib/blank-app.mjs';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('Usage: node scripts/blank-app-server.mjs PORT');
  process.exit(2);
}
ensureBlankBuild();
const server = spawn('node_modules/.bin/next', ['start', BLANK_APP_DIR, '-p', String(port)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
