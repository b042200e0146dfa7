/** The kind of a failure without its message: error names and database error codes, down the cause chain. */
export function failureSummary(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (!(current instanceof Error)) break;
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' && /^[A-Z0-9_]{1,12}$/i.test(code) ? `${current.name} ${code}` : current.name);
    current = current.cause;
  }
  return parts.join(' <- ') || 'unknown failure';
}
