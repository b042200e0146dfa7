// The process's metrics (docs/metrics.md) on the server whose site API is a closed port: Prometheus text on
// METRICS_PORT, counting the visitor's page and the site-API calls that found no one, and nothing on the
// visitors' port.
import { expect, test } from '@playwright/test';
import { BROKEN_METRICS_PORT } from '../playwright.config';

const METRICS = `http://localhost:${BROKEN_METRICS_PORT}/metrics`;

test('the metrics port counts a page and its failed site-API calls by kind and template', async ({ request }) => {
  expect((await request.get('http://localhost:3101/fr/offre')).status()).toBe(503);
  const scrape = await request.get(METRICS);
  expect(scrape.status()).toBe(200);
  expect(scrape.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await scrape.text();
  expect(text).toMatch(/^http_request_duration_seconds_count\{kind="page",method="GET",status_class="5xx"\} [1-9]\d*$/m);
  expect(text).toMatch(/^site_api_request_duration_seconds_count\{method="GET",path="\/sites\/by-hostname\/:hostname",outcome="network"\} [1-9]\d*$/m);
  expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  // No path of the visitor's became a label.
  expect(text).not.toContain('offre');
});

test("the visitors' port serves no metrics", async ({ request }) => {
  expect((await request.get('http://localhost:3101/metrics')).status()).not.toBe(200);
  expect((await request.get('/metrics')).status()).not.toBe(200);
});
