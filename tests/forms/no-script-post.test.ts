import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/[site]/[locale]/contact-form-handler/route';
import { POST as CANCEL } from '@/app/[site]/[locale]/appointment-cancel/[appointmentId]/route';
import { readRetryCookies } from '@/lib/forms/retry-cookie';
import { contactLeadRequestSchema } from '@/lib/site-api/schemas';
import { answer, server, status } from '../site-api/msw';
import { APPOINTMENT_ID, BASE_URL } from '../site-api/fixtures';
import { captcha } from './captcha';
import { expectNotLogged, formRouteTestSetup, poster } from './route-helpers';

vi.mock('@/lib/env', async (importOriginal) => (await import('./captcha')).withCaptcha(await importOriginal<typeof import('@/lib/env')>()));

const logs = formRouteTestSetup();

const LEADS = '/sites/1/leads/contact';
const lead = { id: 41, type: 'contact', createdAt: '2026-07-01T10:00:00.000Z' };
const post = poster(POST, 'contact-form-handler');
const URLENCODED = 'application/x-www-form-urlencoded';
const fromPage = { host: 'localhost:3000', referer: 'http://localhost:3000/nl/aanbod/5/huis' };

/** The form as a browser without JavaScript posts it: every value text, a ticked box "on", unticked ones absent. */
const filled = new URLSearchParams([
  ['firstname', 'Eva'],
  ['lastname', 'Claes'],
  ['email', 'eva.claes@example.be'],
  ['phone', ''],
  ['message', 'Is er een kelder?'],
  ['options', 'visit'],
  ['options', 'callback'],
  ['privacy', 'on'],
  ['estateId', '5'],
  ['website', ''],
]);

function without(params: URLSearchParams, ...names: string[]) {
  const copy = new URLSearchParams(params);
  names.forEach((name) => copy.delete(name));
  return copy;
}

/** The cookies a 303 sets, by name, as the browser would send them back. */
function cookiesOf(response: Response): Map<string, { value: string; line: string }> {
  const jar = new Map<string, { value: string; line: string }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    jar.set(name, { value, line });
  }
  return jar;
}

const keptForm = (response: Response) => readRetryCookies((name) => cookiesOf(response).get(name)?.value || undefined);

describe('a form posted without JavaScript', () => {
  it('is checked and passed on like the JSON one, then goes to its thank-you page with 303', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const response = await post(filled.toString(), { contentType: URLENCODED, headers: fromPage });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl/formulier/contact/verzonden');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toHaveLength(1);
    expect(contactLeadRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toMatchObject({
      firstname: 'Eva',
      lastname: 'Claes',
      email: 'eva.claes@example.be',
      phone: null,
      message: 'Is er een kelder?',
      estateId: 5,
      rentalUnitId: null,
      options: ['visit', 'callback'],
      privacy: true,
      locale: 'nl',
    });
    // A form kept from an earlier refusal is forgotten.
    expect(cookiesOf(response).get('form-retry-0')?.line).toContain('Max-Age=0');
  });

  it('forgets a kept form when the script sends it from the page that showed it again', async () => {
    answer('post', LEADS, lead, 201);
    const json = await post({ firstname: 'Eva', lastname: 'Claes', email: 'eva.claes@example.be', privacy: true, options: [] }, { headers: fromPage });
    expect(json.status).toBe(201);
    expect(cookiesOf(json).get('form-retry-0')?.line).toMatch(/Max-Age=0; HttpOnly; SameSite=Lax$/);
    const refused = await post({ firstname: 'Eva', privacy: true }, { headers: fromPage });
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('reads a multipart post as well', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const body = new FormData();
    for (const [name, value] of filled) body.append(name, value);
    const request = new Request('http://localhost/fr/contact-form-handler', { method: 'POST', headers: { 'x-socket-address': '10.9.9.9', ...fromPage }, body });
    const response = await POST(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale: 'fr' }) });
    expect(response.headers.get('location')).toBe('/fr/formulaire/contact/envoye');
    expect(seen).toHaveLength(1);
  });

  it('refused, goes to the page that shows it again, with its field errors and what was typed in a cookie for that page only, never in the URL', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const refused = without(filled, 'privacy', 'lastname');
    refused.set('email', 'eva.claes@example');
    const response = await post(refused.toString(), { contentType: URLENCODED, headers: fromPage });

    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/nl/formulier/contact');
    expect(location).not.toContain('eva');
    expect(seen).toHaveLength(0);

    const line = cookiesOf(response).get('form-retry-0')?.line ?? '';
    expect(line).toContain('Path=/nl/formulier;');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Max-Age=600');
    // http on localhost: a Secure cookie would not come back.
    expect(line).not.toContain('Secure');
    expect(keptForm(response)).toEqual({
      form: 'contact',
      error: 'invalid',
      fields: { lastname: 'required', email: 'email', privacy: 'privacyRequired' },
      values: {
        firstname: 'Eva',
        email: 'eva.claes@example',
        phone: '',
        message: 'Is er een kelder?',
        options: ['visit', 'callback'],
        estateId: '5',
      },
    });
    expectNotLogged(logs.lines, ['eva.claes', 'kelder']);
  });

  it('marks the kept form Secure when the site is served over https', async () => {
    const response = await post(without(filled, 'privacy').toString(), { contentType: URLENCODED, headers: { host: 'www.immo-scheldeland.be' } });
    expect(cookiesOf(response).get('form-retry-0')?.line).toContain('; Secure');
  });

  it('keeps a failure of the site API for the page too, with everything typed', async () => {
    server.use(http.post(`${BASE_URL}${LEADS}`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const response = await post(filled.toString(), { contentType: URLENCODED, headers: fromPage });
    expect(response.headers.get('location')).toBe('/nl/formulier/contact');
    expect(keptForm(response)).toMatchObject({ error: 'unavailable', fields: {}, values: { firstname: 'Eva', message: 'Is er een kelder?' } });
  });

  it('refuses a key the form does not have, as the JSON route does', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const extra = new URLSearchParams(filled);
    extra.set('isAdmin', 'true');
    const response = await post(extra.toString(), { contentType: URLENCODED, headers: fromPage });
    expect(response.headers.get('location')).toBe('/nl/formulier/contact');
    expect(keptForm(response)?.error).toBe('invalid');
    expect(seen).toHaveLength(0);
  });

  it('tells a robot that filled the honeypot it worked, and sends nothing on', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const robot = new URLSearchParams(filled);
    robot.set('website', 'http://spam.example');
    const response = await post(robot.toString(), { contentType: URLENCODED, headers: fromPage });
    expect(response.headers.get('location')).toBe('/nl/formulier/contact/verzonden');
    expect(seen).toHaveLength(0);
  });

  it('with reCAPTCHA configured, checks the fields but sends nothing: the form comes back asking for JavaScript', async () => {
    captcha.config = { siteKey: 'site-key', secretKey: 'secret-key', verifyUrl: 'http://recaptcha.test/siteverify', minScore: 0.5 };
    const seen = answer('post', LEADS, lead, 201);
    const valid = await post(filled.toString(), { contentType: URLENCODED, headers: fromPage });
    expect(valid.headers.get('location')).toBe('/nl/formulier/contact');
    expect(keptForm(valid)).toMatchObject({ error: 'needsJavaScript', fields: {} });
    const invalid = await post(without(filled, 'privacy').toString(), { contentType: URLENCODED, headers: fromPage });
    expect(keptForm(invalid)).toMatchObject({ error: 'invalid', fields: { privacy: 'privacyRequired' } });
    expect(seen).toHaveLength(0);
  });

  it('counts against the same rate limit, and keeps the form when it is reached', async () => {
    const headers = { ...fromPage, 'x-socket-address': '10.200.0.1' };
    const refused = without(filled, 'privacy').toString();
    for (let count = 0; count < 5; count += 1) await post(refused, { contentType: URLENCODED, headers });
    const limited = await post(refused, { contentType: URLENCODED, headers });
    expect(limited.headers.get('location')).toBe('/nl/formulier/contact');
    expect(keptForm(limited)).toMatchObject({ error: 'rateLimited', values: { firstname: 'Eva' } });
  });

  it('goes back to the page it came from for a form without a page of its own (cancelling an appointment), having done its work', async () => {
    const id = APPOINTMENT_ID;
    const seen = answer('delete', `/sites/1/live-agenda/reservation/${id}`, status(204));
    const request = new Request(`http://localhost/nl/appointment-cancel/${id}`, {
      method: 'POST',
      headers: { 'content-type': URLENCODED, 'x-socket-address': '10.9.9.10', host: 'localhost:3000', referer: `http://localhost:3000/nl/afspraak-annuleren/${id}` },
      body: 'website=',
    });
    const response = await CANCEL(request, { params: Promise.resolve({ site: '1_bG9jYWxob3N0', locale: 'nl', appointmentId: id }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/nl/afspraak-annuleren/${id}`);
    expect(seen).toHaveLength(1);
  });
});
