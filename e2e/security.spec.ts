import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';

test('on a public host, nobody writes to the demo API directly: visitor writes 403, back-office calls 401 without the token', async ({ request }) => {
  const api = await DemoApi.forHost(request);
  const site = { 'X-SITE': String(api.site.id) };
  const lead = await request.post(`/demo-api/sites/${api.site.id}/leads/contact`, {
    headers: site,
    data: { firstname: 'Mallory', lastname: 'X', email: 'm@example.be', phone: null, message: 'spam', estateId: null, rentalUnitId: null, options: [], privacy: true, locale: 'nl' },
  });
  expect(lead.status()).toBe(403);
  const hostnames = await request.put(`/demo-api/sites/${api.site.id}/demo/hostnames`, { headers: site, data: { hostnames: ['evil.example'] } });
  expect(hostnames.status()).toBe(401);
  const publish = await request.post(`/demo-api/sites/${api.site.id}/demo/publish`, { headers: { ...site, authorization: 'Bearer wrong-token-wrong-token' }, data: { count: 1 } });
  expect(publish.status()).toBe(401);
  // The site itself still answers with its data.
  expect((await request.get('/demo-api/sites/by-hostname/localhost')).status()).toBe(200);
});
