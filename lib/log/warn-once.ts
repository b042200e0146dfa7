import { logger } from './logger.mjs';

/** What a warning's line says for a machine: names and codes, never visitor data. */
export type WarningFields = Record<string, string | number | boolean | null>;

const warned = new Set<string>();
/** Bounded: a stream of distinct unknown values must not grow the process's memory without end. */
const MAX_REMEMBERED = 1000;

/**
 * Logs a warning once per process and key: an unknown value the site API sends on every page is worth one
 * line in the log, not one per view. Neither the fields nor the message may hold visitor data.
 */
export function warnOnce(key: string, fields: WarningFields, message: string): void {
  if (warned.has(key)) return;
  if (warned.size >= MAX_REMEMBERED) warned.clear();
  warned.add(key);
  logger().warn(fields, message);
}
