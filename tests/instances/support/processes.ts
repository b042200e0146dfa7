import { spawn, type ChildProcess } from 'node:child_process';

/** A process started for a test, with its output kept for the report of a failure. */
export type Started = { child: ChildProcess; output: () => string };

/**
 * Starts a process in its own group (stopped with all it forked), keeping its output. It logs at the
 * production level, not at the level the unit tests' setup gives this process (silent).
 */
export function start(command: string, args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'info', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Stops a started process and everything it forked; nothing to do when it already ended. */
export function stop(started: Started | undefined): void {
  if (!started?.child.pid || started.child.exitCode !== null) return;
  try {
    process.kill(-started.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Waits until `check` holds (a check that throws counts as not yet), or fails naming `what`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}
