import { afterEach, beforeEach } from 'vitest';
import { createLogger } from '@/lib/log/logger.mjs';

/** A line the logger wrote, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

const KEY = Symbol.for('agency-site.logger');
type Holder = { [KEY]?: unknown };

/** A logger that keeps its JSON lines (at every level) in `lines`, parsed. */
export function memoryLogger() {
  const lines: LogLine[] = [];
  const logger = createLogger({ level: 'trace', destination: { write: (chunk: string) => void lines.push(JSON.parse(chunk) as LogLine) } as unknown as NodeJS.WritableStream });
  return { logger, lines };
}

/**
 * Makes a memory logger the process's logger (lib/log/logger.mjs) until `restore`: what the code under test
 * logs through `logger()` lands in `lines`.
 */
export function captureLogs() {
  const holder = globalThis as Holder;
  const previous = holder[KEY];
  const { logger, lines } = memoryLogger();
  holder[KEY] = logger;
  return {
    lines,
    restore: () => {
      holder[KEY] = previous;
    },
  };
}

/** Captures the logs of each test of the calling file (or describe block): `lines` holds the running test's. */
export function captureLogsPerTest(): { readonly lines: LogLine[] } {
  let captured: ReturnType<typeof captureLogs> | undefined;
  beforeEach(() => {
    captured = captureLogs();
  });
  afterEach(() => captured?.restore());
  return {
    get lines() {
      return captured?.lines ?? [];
    },
  };
}
