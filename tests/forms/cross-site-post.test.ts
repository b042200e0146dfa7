import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as appointmentBooking } from '@/app/[site]/[locale]/appointment-booking/route';
import { POST as appointmentCancel } from '@/app/[site]/[locale]/appointment-cancel/[appointmentId]/route';
import { POST as contact } from '@/app/[site]/[locale]/contact-form-handler/route';
import { POST as priceDrops } from '@/app/[site]/[locale]/notifications/price-drops/route';
import { POST as subscribe } from '@/app/[site]/[locale]/notifications/route';
import { POST as subscriptionUpdate } from '@/app/[site]/[locale]/notifications/[token]/route';
import { POST as unsubscribe } from '@/app/[site]/[locale]/notifications/[token]/unsubscribe/route';
import { POST as rentalReservation } from '@/app/[site]/[locale]/rental-reservation/route';
import { POST as sendToFriend } from '@/app/[site]/[locale]/send-to-a-friend/route';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { APPOINTMENT_ID, BASE_URL, site } from '../site-api/fixtures';
import { answer, server, type Seen } from '../site-api/msw';
import { expectNotLogged, formRouteTestSetup } from './route-helpers';

const logs = formRouteTestSetup();

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

const TOKEN = '0123456789abcdef0123456789abcdef';
const URLENCODED = 'application/x-www-form-urlencoded';

/** Every route a visitor's form posts to, with the params Next gives it. */
const formRoutes: { path: string; handler: Handler; params: Record<string, string> }[] = [
  { path: 'contact-form-handler', handler: contact as Handler, params: {} },
  { path: 'send-to-a-friend', handler: sendToFriend as Handler, params: {} },
  { path: 'notifications', handler: subscribe as Handler, params: {} },
  { path: 'notifications/price-drops', handler: priceDrops as Handler, params: {} },
  { path: `notifications/${TOKEN}`, handler: subscriptionUpdate as Handler, params: { token: TOKEN } },
  { path: `notifications/${TOKEN}/unsubscribe`, handler: unsubscribe as Handler, params: { token: TOKEN } },
  { path: 'appointment-booking', handler: appointmentBooking as Handler, params: {} },
  { path: `appointment-cancel/${APPOINTMENT_ID}`, handler: appointmentCancel as Handler, params: { appointmentId: APPOINTMENT_ID } },
  { path: 'rental-reservation', handler: rentalReservation as Handler, params: {} },
];

/** What another website makes its visitor's browser post: the victim's address and words of its own. */
const forged = new URLSearchParams([
  ['senderName', 'Forged Sender'],
  ['senderEmail', 'forger@example.com'],
  ['friendEmail', 'victim@example.com'],
  ['email', 'victim@example.com'],
  ['message', 'forged-words-1234'],
  ['estateId', '5'],
  ['path', '/nl'],
  ['privacy', 'on'],
]);

let visitor = 0;
function post(route: (typeof formRoutes)[number], body: string, headers: Record<string, string>, { locale = 'nl', contentType = URLENCODED, host = 'localhost' } = {}) {
  visitor += 1;
  const request = new Request(`http://${host}/${locale}/${route.path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-socket-address': `10.77.${(visitor >> 8) & 255}.${visitor & 255}`, ...headers },
    body,
  });
  return route.handler(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale, ...route.params }) as Promise<never> });
}

/** Every call to the site API but the hostname look-up: none may be made for a refused post. */
let sentOn: Seen[];
beforeEach(() => {
  sentOn = [];
  server.use(
    http.all(`${BASE_URL}/*`, async ({ request }) => {
      sentOn.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() });
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  answer('get', '/sites/by-hostname/localhost', site);
});

async function expectRefused(response: Response, locale: 'nl' | 'fr' = 'nl') {
  const page = await response.text();
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(page).toContain(`<html lang="${locale}">`);
  expect(page).toContain((locale === 'fr' ? fr : nl).Fallback.crossSiteTitle);
  for (const value of ['victim', 'forger', 'forged-words-1234']) expect(page).not.toContain(value);
  expect(sentOn).toEqual([]);
  expectNotLogged(logs.lines, ['victim', 'forger', 'forged-words-1234', 'evil.example']);
}

describe('a form post from another website', () => {
  it.each(formRoutes.map((route) => [route.path, route] as const))('is refused by %s with a 403 page, and nothing is sent on', async (_path, route) => {
    await expectRefused(await post(route, forged.toString(), { origin: 'https://evil.example' }));
  });

  it("is refused in the visitor's language", async () => {
    await expectRefused(await post(formRoutes[1]!, forged.toString(), { origin: 'https://evil.example' }, { locale: 'fr' }), 'fr');
  });

  it('is refused when it comes as JSON, as our script sends it', async () => {
    const body = JSON.stringify(Object.fromEntries(forged));
    await expectRefused(await post(formRoutes[0]!, body, { origin: 'https://evil.example' }, { contentType: 'application/json' }));
  });

  it('is refused when its Origin names a hostname of the site under another one (a look-alike)', async () => {
    await expectRefused(await post(formRoutes[1]!, forged.toString(), { origin: 'http://localhost.evil.example' }));
  });

  it('is refused when the browser sends no Origin but says Sec-Fetch-Site: cross-site', async () => {
    await expectRefused(await post(formRoutes[1]!, forged.toString(), { 'sec-fetch-site': 'cross-site' }));
  });

  it('is refused when its Origin is "null" (a sandboxed frame or a data: page)', async () => {
    await expectRefused(await post(formRoutes[0]!, forged.toString(), { origin: 'null' }));
  });
});

describe('a form post whose origin cannot be compared for now', () => {
  it("answers 503 and sends nothing on when the site's hostnames are forgotten and the site API cannot say them", async () => {
    answer('get', '/sites/by-hostname/forgotten.localhost', {}, 500);
    const response = await post(formRoutes[0]!, JSON.stringify(Object.fromEntries(forged)), { origin: 'http://other.localhost' }, { contentType: 'application/json', host: 'forgotten.localhost' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: 'unavailable' });
    expect(sentOn).toEqual([]);
    expectNotLogged(logs.lines, ['victim', 'forger', 'forged-words-1234']);
  });
});

describe("a form post from the site's own pages", () => {
  const contactForm = new URLSearchParams([
    ['firstname', 'Eva'],
    ['lastname', 'Claes'],
    ['email', 'eva.claes@example.be'],
    ['message', 'Is er een kelder?'],
    ['privacy', 'on'],
    ['estateId', '5'],
  ]);
  const lead = { id: 41, type: 'contact', createdAt: '2026-07-01T10:00:00.000Z' };

  it('is passed on without JavaScript when its Origin is one of the site’s hostnames, on the port it was served on', async () => {
    const seen = answer('post', '/sites/1/leads/contact', lead, 201);
    const response = await post(formRoutes[0]!, contactForm.toString(), { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl/formulier/contact/verzonden');
    expect(seen).toHaveLength(1);
  });

  it('is passed on when our script sends it as JSON from the site', async () => {
    const seen = answer('post', '/sites/1/leads/contact', lead, 201);
    const body = JSON.stringify({ ...Object.fromEntries(contactForm), privacy: true, estateId: 5, phone: '', options: [] });
    const response = await post(formRoutes[0]!, body, { origin: 'http://localhost' }, { contentType: 'application/json' });
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(1);
  });

  it('is passed on when the browser sends no Origin but says Sec-Fetch-Site: same-origin', async () => {
    const seen = answer('post', '/sites/1/leads/contact', lead, 201);
    const response = await post(formRoutes[0]!, contactForm.toString(), { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(303);
    expect(seen).toHaveLength(1);
  });
});

describe('a form post that says neither Origin nor Sec-Fetch-Site (docs/decisions/0006-form-origin.md)', () => {
  it('is passed on: no browser sends a post without both, and any other client could name the site itself', async () => {
    const seen = answer('post', '/sites/1/leads/contact', { id: 41, type: 'contact', createdAt: '2026-07-01T10:00:00.000Z' }, 201);
    const body = 'firstname=Eva&lastname=Claes&email=eva.claes%40example.be&message=Hallo&privacy=on';
    const response = await post(formRoutes[0]!, body, {});
    expect(response.status).toBe(303);
    expect(seen).toHaveLength(1);
  });
});
