// A stand-in for Next's data cache outside a Next server (`unstable_cache` and `revalidateTag` of next/cache),
// keeping the contract the app relies on: an entry per key parts and arguments, stored as JSON, nothing
// stored when the function throws, and every entry that carries a revalidated tag gone. Lifetimes are not
// modelled (a test never waits 30 s). Use as `vi.mock('next/cache', () => import('../support/next-data-cache'))`.
type Entry = { json: string; tags: readonly string[] };

const entries = new Map<string, Entry>();

export function unstable_cache<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  keyParts: readonly string[] = [],
  options: { tags?: string[]; revalidate?: number | false } = {},
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const key = JSON.stringify([keyParts, args]);
    const hit = entries.get(key);
    if (hit) return JSON.parse(hit.json) as Result;
    const result = await fn(...args);
    entries.set(key, { json: JSON.stringify(result), tags: options.tags ?? [] });
    return result;
  };
}

export function revalidateTag(tag: string): void {
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
}

/** Empties the cache between tests. */
export function clearDataCache(): void {
  entries.clear();
}
