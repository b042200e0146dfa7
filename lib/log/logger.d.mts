import type { Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'json' | 'pretty';

/** LOG_LEVEL and LOG_FORMAT, checked; unset or empty takes the default (info, json). */
export declare function logSettings(environment?: Record<string, string | undefined>): { level: LogLevel; format: LogFormat };
/** A logger at `level`, in `format`, to `destination` (a writable stream; standard output when unset). */
export declare function createLogger(options?: { level?: LogLevel; format?: LogFormat; destination?: NodeJS.WritableStream }): Logger;
/** The process's logger, made from LOG_LEVEL and LOG_FORMAT the first time it is asked for. */
export declare function logger(): Logger;
