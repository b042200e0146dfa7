import type { Counter, Gauge, Histogram } from 'prom-client';

type Metric = Counter | Gauge | Histogram;
type Sample = { value: number; labels: Partial<Record<string, string | number>>; metricName?: string };

/** A metric's samples; for a histogram, only its `_count` ones (one per series). */
async function samplesOf(metric: Metric): Promise<Sample[]> {
  const { name, values } = (await metric.get()) as { name: string; values: Sample[] };
  const isHistogram = values.some((value) => value.metricName === `${name}_count`);
  return isHistogram ? values.filter((value) => value.metricName === `${name}_count`) : values;
}

/**
 * The value of a counter or gauge summed over the series whose labels include `labels`; for a histogram,
 * the number of observations (its `_count`).
 */
export async function countOf(metric: Metric, labels: Record<string, string> = {}): Promise<number> {
  const samples = await samplesOf(metric);
  return samples.filter((sample) => Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted)).reduce((sum, sample) => sum + sample.value, 0);
}

/** The label sets of a metric's series. */
export async function seriesOf(metric: Metric): Promise<Partial<Record<string, string | number>>[]> {
  return (await samplesOf(metric)).map((sample) => ({ ...sample.labels }));
}
