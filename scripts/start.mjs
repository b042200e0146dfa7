// `npm start`: builds once when there is no production build, then serves it with the embedded demo API.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import nextEnv from '@next/env';

const port = process.env.PORT ?? '3000';
const next = 'node_modules/.bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building (this takes a few minutes the first time)…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The .env files, as Next reads them, so the demo defaults below never override a configured value.
nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error: console.error });
const demoEnv = {};
if (!process.env.SITE_API_URL && !process.env.SOCIAL_FEED_URL) {
  // Demo mode: the demo API's stand-in social media provider feeds both demo sites' social feed block.
  demoEnv.SOCIAL_FEED_URL = `http://127.0.0.1:${port}/demo-api/social/media?fields=id,caption,media_type,media_url,thumbnail_url,permalink&access_token={token}`;
  demoEnv.SOCIAL_FEED_TOKEN_1 = 'demo-1';
  demoEnv.SOCIAL_FEED_TOKEN_2 = 'demo-2';
}

console.log(`Serving on http://localhost:${port} (second demo site: http://ardenne.localhost:${port})`);
const server = spawn(process.execPath, ['server.mjs', '-p', port], { stdio: 'inherit', env: { ...process.env, ...demoEnv } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
