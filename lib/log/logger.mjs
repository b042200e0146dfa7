// The process's one logger (pino): a JSON line per event by default, for the log collector; with
// LOG_FORMAT=pretty, coloured lines for a developer's terminal (pino-pretty, as a stream in this thread:
// a worker-thread transport must find its files on disk, which a bundled route cannot promise).
// server.mjs and every Next bundle load their own copy of this module, so the logger sits on globalThis
// under one registered symbol, like the metrics (lib/metrics/registry.mjs): one level, one format, one stream.
// Plain JavaScript (types in logger.d.mts): server.mjs loads it as it is.
import pino from 'pino';
import pretty from 'pino-pretty';
import { z } from 'zod';
import { requestContext } from './request-context.mjs';

const KEY = Symbol.for('agency-site.logger');

const settingsSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
});

/** LOG_LEVEL and LOG_FORMAT, checked; unset or empty takes the default (info, json). */
export function logSettings(environment = process.env) {
  const parsed = settingsSchema.safeParse({ LOG_LEVEL: environment.LOG_LEVEL || undefined, LOG_FORMAT: environment.LOG_FORMAT || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return { level: parsed.data.LOG_LEVEL, format: parsed.data.LOG_FORMAT };
}

const escapeForPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The machine's own folders: a stack frame names the file relative to the app, never where it is installed. */
const ROOT = new RegExp(`(?:file://)?${escapeForPattern(process.cwd())}[\\\\/]?`, 'g');
const withoutRoot = (text) => (typeof text === 'string' ? text.replace(ROOT, './') : text);

/** pino's error fields, with the app's folder taken out of the message and the stack. */
function serializeError(error) {
  const fields = pino.stdSerializers.err(error);
  if (!fields || typeof fields !== 'object') return fields;
  return { ...fields, message: withoutRoot(fields.message), stack: withoutRoot(fields.stack) };
}

/** A logger at `level`, in `format`, to `destination` (a writable stream; standard output when unset). */
export function createLogger({ level = 'info', format = 'json', destination } = {}) {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // `"level":"warn"`, not 40: read by people as often as by the collector.
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    // The request a line was logged for; a field the call names itself wins.
    mixin: () => {
      const context = requestContext();
      return context ? { reqId: context.reqId, ...(context.siteId === undefined ? {} : { siteId: context.siteId }) } : {};
    },
  };
  if (format === 'pretty') {
    return pino(options, pretty({ sync: true, destination: destination ?? 1, colorize: destination === undefined && process.stdout.isTTY === true, ignore: 'pid', translateTime: 'SYS:HH:MM:ss.l' }));
  }
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger, made from LOG_LEVEL and LOG_FORMAT the first time it is asked for. */
export function logger() {
  globalThis[KEY] ??= createLogger(logSettings());
  return globalThis[KEY];
}
