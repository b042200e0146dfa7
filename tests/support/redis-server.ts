// A real Debian redis-server for the tests that share state through Redis: .ci/run installs it; where it
// is absent those tests are skipped (describe.skipIf), and say so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/** The redis-server binary, or undefined where it is not installed. */
export const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => spawnSync(file, ['--version']).status === 0);

/** The arguments of a throwaway server on `port`: local only, nothing written to disk. */
export const redisServerArgs = (port: number) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];

/** A throwaway redis-server on a free port (skip the test without `redisServer`): its process and URL. */
export async function startRedisServer(): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const process = spawn(redisServer!, redisServerArgs(port), { stdio: 'ignore' });
  return { process, url: `redis://127.0.0.1:${port}` };
}
