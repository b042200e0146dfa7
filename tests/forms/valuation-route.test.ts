// Our valuation route: checks the form, passes it on to the site API, and answers the script with JSON or a
// browser without JavaScript with a 303 (the thank-you, or the form again with what was typed).
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/[site]/[locale]/valuation-form-handler/route';
import { readRetryCookies } from '@/lib/forms/retry-cookie';
import { valuationLeadRequestSchema } from '@/lib/site-api/schemas';
import { answer } from '../site-api/msw';
import { expectAnswer, expectNotLogged, formRouteTestSetup, poster } from './route-helpers';

const logs = formRouteTestSetup();

const LEADS = '/sites/1/leads/valuation';
const lead = { id: 42, type: 'valuation', createdAt: '2026-07-01T10:00:00.000Z' };
const post = poster(POST, 'valuation-form-handler');
const fromPage = { host: 'localhost:3000', referer: 'http://localhost:3000/nl/gratis-schatting' };

const form = {
  street: 'Kerkstraat',
  houseNumber: '12',
  postalCode: '9000',
  city: 'Gent',
  propertyType: 'apartment',
  livingArea: 95,
  condition: null,
  bedrooms: 2,
  wish: 'rent',
  timing: 'now',
  firstname: 'Lies',
  lastname: 'Maes',
  email: 'lies.maes@example.be',
  phone: '0470 12 34 56',
  message: 'Liefst na 17 uur bellen.',
  privacy: true,
};

/** The form as a browser without JavaScript posts it: every value text, the consent "on". */
const asTyped = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([name, value]) => [name, value === true ? 'on' : value === null ? '' : String(value)]));

function keptForm(response: Response) {
  const jar = new Map(response.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
  return readRetryCookies((name) => jar.get(name) || undefined);
}

describe('POST /{locale}/valuation-form-handler', () => {
  it('passes the request on to the site API in the visitor’s language and answers 201', async () => {
    const seen = answer('post', LEADS, lead, 201);
    await expectAnswer(await post(form, { locale: 'de' }), 201, { ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('x-site')).toBe('1');
    expect(valuationLeadRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toEqual({ ...form, locale: 'de' });
  });

  it('answers field errors and sends nothing when the form is incomplete, logging nothing typed', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const response = await post({ ...form, email: 'lies.maes@', bedrooms: 2.5, wish: null, privacy: false });
    await expectAnswer(response, 400, { ok: false, error: 'invalid', fields: { bedrooms: 'wholeNumber', wish: 'required', email: 'email', privacy: 'privacyRequired' } });
    expect(seen).toHaveLength(0);
    expectNotLogged(logs.lines, [form.email, form.street, form.phone]);
  });

  it('without JavaScript: sends the form as typed and goes to the thank-you page', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const body = asTyped(form);
    const response = await post(body.toString(), { contentType: 'application/x-www-form-urlencoded', headers: fromPage });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl/formulier/valuation/verzonden');
    expect(valuationLeadRequestSchema.parse(JSON.parse(seen[0]?.body ?? ''))).toEqual({ ...form, locale: 'nl' });
  });

  it('without JavaScript: refused, shows the form again with its errors and everything typed', async () => {
    const seen = answer('post', LEADS, lead, 201);
    const body = asTyped({ ...form, livingArea: 'ongeveer 95', postalCode: '900' });
    body.delete('privacy');
    const response = await post(body.toString(), { contentType: 'application/x-www-form-urlencoded', headers: fromPage });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl/formulier/valuation');
    expect(seen).toHaveLength(0);
    expect(keptForm(response)).toMatchObject({
      form: 'valuation',
      error: 'invalid',
      fields: { postalCode: 'postalCode', livingArea: 'wholeNumber', privacy: 'privacyRequired' },
      values: { street: 'Kerkstraat', postalCode: '900', livingArea: 'ongeveer 95', email: 'lies.maes@example.be', message: 'Liefst na 17 uur bellen.' },
    });
  });

  it('keeps what was typed when the site API refuses a field', async () => {
    answer('post', LEADS, { error: 'VALIDATION_FAILED', message: 'Invalid', fields: { postalCode: 'Unknown postal code' } }, 422);
    await expectAnswer(await post(form), 422, { ok: false, error: 'invalid', fields: { postalCode: 'invalid' } });
  });
});
