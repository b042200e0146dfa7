import http from 'node:http';
import { expect, test } from '@playwright/test';
import { DemoApi } from './support/demo-api';
import { allMail, waitForMail } from './support/mailbox';
import { messages } from './support/messages';

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

/** A raw request, so that the Host header and the method go out exactly as written. */
function raw(method: string, path: string, host = 'localhost:3100'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: 3100, method, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('odd requests get a 400 or 405 with the security headers, never a 500', async () => {
  for (const path of ['/nl/aanbod/%ZZ', '/nl/%25', '/%E0%A4%A', '/nl/%00']) {
    const answer = await raw('GET', path);
    expect(answer.status, path).toBe(400);
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  const trace = await raw('TRACE', '/nl');
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe('GET, HEAD, POST');
  for (const host of ['localhost:3100@evil.example', 'localhost:abc', 'local host']) {
    const answer = await raw('GET', '/nl', host);
    expect(answer.status, host).toBe(400);
    expect(answer.body).not.toContain('evil.example');
  }
  // A good request still gets the page.
  expect((await raw('GET', '/nl')).status).toBe(200);
});

test("another website's page cannot make its visitor's browser send a form: a localised 403, and nobody is mailed", async ({ page, request }) => {
  const marker = `forged-${Date.now()}`;
  const victim = `victim.${Date.now()}@example.be`;
  const fields = { senderName: 'Mallory', senderEmail: 'mallory@example.be', friendEmail: victim, message: marker, rentalUnitId: '8101', path: '/fr/holiday/8101' };
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
  // A page of another origin (loopback, so the browser has no other reason to hold the post back).
  await page.route('http://evil.localhost:3100/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Win a house</title><form method="post" action="http://localhost:3100/fr/send-to-a-friend">${inputs}<button>Play</button></form>` }),
  );
  await page.goto('http://evil.localhost:3100/');
  const refusal = page.waitForResponse((response) => response.url().endsWith('/fr/send-to-a-friend'));
  await page.getByRole('button', { name: 'Play' }).click();
  expect((await refusal).status()).toBe(403);

  await expect(page.getByRole('heading', { level: 1, name: messages.fr.Fallback.crossSiteTitle })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await expect(page.getByRole('link', { name: messages.fr.Fallback.homeLink })).toHaveAttribute('href', '/fr');

  // The same post from the site itself goes through; the forged one, sent first, never arrives.
  const own = await request.post('/fr/send-to-a-friend', { headers: { origin: 'http://localhost:3100' }, form: { ...fields, message: 'from the site' }, maxRedirects: 0 });
  expect(own.status()).toBe(303);
  await waitForMail(victim, (mail) => mail.text.includes('from the site'));
  expect((await allMail()).filter((mail) => mail.text.includes(marker))).toEqual([]);
});
