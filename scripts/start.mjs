// `npm start`: builds once when there is no production build, then serves it with the embedded demo API.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const next = 'node_modules/.bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building (this takes a few minutes the first time)…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Serving on http://localhost:${port} (second demo site: http://ardenne.localhost:${port})`);
const server = spawn(next, ['start', '-p', port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
