/** The last arrival day before `day` and the first two after it. ISO dates compare as text. */
export function nearestArrivals<T extends { value: string }>(days: T[], day: string): T[] {
  const after = days.findIndex((d) => d.value > day);
  const before = (after === -1 ? days.at(-1) : days[after - 1]) ?? null;
  const next = after === -1 ? [] : days.slice(after, after + 2);
  return [...(before && before.value < day ? [before] : []), ...next];
}
