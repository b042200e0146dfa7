import type { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The value of a counter or gauge summed over the series whose labels include `labels`; for a histogram,
 * the number of observations (its `_count`).
 */
export async function countOf(metric: Counter | Gauge | Histogram, labels: Record<string, string> = {}): Promise<number> {
  const { name, values } = await metric.get();
  const isHistogram = values.some((value) => value.metricName === `${name}_count`);
  return values
    .filter((value) => !isHistogram || value.metricName === `${name}_count`)
    .filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}

/** The label sets of a metric's series (a histogram's `_count` ones). */
export async function seriesOf(metric: Counter | Histogram): Promise<Record<string, string | number>[]> {
  const { name, values } = await metric.get();
  return values.filter((value) => value.metricName === undefined || value.metricName === `${name}_count`).map((value) => ({ ...value.labels }));
}
