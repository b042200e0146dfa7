// The gallery's texts that name a photo by its number, sent to the browser once as a pattern instead of once
// per photo (docs/bench-pages.md). Not in the gallery's client module: a server component that
// imports a value from a 'use client' module gets a client reference, not the value.

/** The placeholders a pattern keeps for the client to fill in: a message formatted with these as its values. */
export const COUNTER_PLACEHOLDERS = { index: '{index}', total: '{total}' } as const;

/**
 * `pattern` with `{title}`, `{index}` and `{total}` filled in, in one pass: a title that itself holds such
 * braces stays as it is, as when the server formats the message.
 */
export function fillCounter(pattern: string, values: { title?: string; index: number; total: number }): string {
  return pattern.replace(/\{(title|index|total)\}/g, (placeholder, name: 'title' | 'index' | 'total') => String(values[name] ?? placeholder));
}
