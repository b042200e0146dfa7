const warned = new Set<string>();
/** Bounded: a stream of distinct unknown values must not grow the process's memory without end. */
const MAX_REMEMBERED = 1000;

/**
 * Logs a message once per process and key: an unknown value the site API sends on every page is worth one
 * line in the log, not one per view. The message must hold no visitor data.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  if (warned.size >= MAX_REMEMBERED) warned.clear();
  warned.add(key);
  console.warn(message);
}
