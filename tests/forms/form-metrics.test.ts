// Form posts counted by form and outcome, and rate-limit refusals counted (form_posts_total,
// form_rate_limit_refusals_total): what an operator reads to tell a spam wave from a broken site API.
import { beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/[site]/[locale]/contact-form-handler/route';
import { formOutcome } from '@/lib/forms/form-outcome';
import { metrics } from '@/lib/metrics/registry.mjs';
import { site } from '../site-api/fixtures';
import { answer } from '../site-api/msw';
import { countOf, seriesOf } from '../support/metrics';
import { formRouteTestSetup, poster } from './route-helpers';

formRouteTestSetup();
beforeEach(() => metrics().registry.resetMetrics());

const LEADS = '/sites/1/leads/contact';
const lead = { id: 41, type: 'contact', createdAt: '2026-07-01T10:00:00.000Z' };
const post = poster(POST, 'contact-form-handler');
const form = { firstname: 'An', lastname: 'Peeters', email: 'an.peeters@example.be', phone: '', message: 'Vraag', options: [], privacy: true, estateId: 5, rentalUnitId: null };
const posts = (outcome: string) => countOf(metrics().formPosts, { form: 'contact', outcome });

describe('form_posts_total', () => {
  it('counts a post passed on as ok, and one the schema refused as invalid', async () => {
    answer('post', LEADS, lead, 201);
    expect((await post(form)).status).toBe(201);
    expect((await post({ ...form, email: 'an.peeters@' })).status).toBe(400);
    expect(await posts('ok')).toBe(1);
    expect(await posts('invalid')).toBe(1);
  });

  it('counts a post the site API failed to take as unavailable', async () => {
    answer('post', LEADS, { error: 'down' }, 500);
    expect((await post(form)).status).toBe(502);
    expect(await posts('unavailable')).toBe(1);
  });

  it("counts a robot's honeypot apart from a person's post, though both are told it worked", async () => {
    answer('post', LEADS, lead, 201);
    expect((await post({ ...form, website: 'https://spam.example' })).status).toBe(201);
    expect(await posts('honeypot')).toBe(1);
    expect(await posts('ok')).toBe(0);
  });

  it('counts a post from another website as cross_site', async () => {
    answer('get', '/sites/by-hostname/localhost', site);
    expect((await post(form, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(await posts('cross_site')).toBe(1);
  });
});

describe('form_rate_limit_refusals_total', () => {
  it('counts a post refused for the rate limit, by form, and the post as rate_limited', async () => {
    answer('post', LEADS, lead, 201);
    const from = { headers: { 'x-socket-address': '203.0.113.9' } };
    for (let i = 0; i < 5; i += 1) expect((await post(form, from)).status).toBe(201);
    expect(await countOf(metrics().rateLimitRefusals)).toBe(0);
    expect((await post(form, from)).status).toBe(429);
    expect(await countOf(metrics().rateLimitRefusals, { form: 'contact' })).toBe(1);
    expect(await posts('rate_limited')).toBe(1);
    expect(await seriesOf(metrics().rateLimitRefusals)).toEqual([{ form: 'contact' }]);
  });
});

describe('formOutcome', () => {
  it("folds a form's own errors into a fixed set", () => {
    expect(formOutcome({ ok: true }, 201)).toBe('ok');
    expect(formOutcome({ ok: false, error: 'captcha' }, 400)).toBe('captcha');
    expect(formOutcome({ ok: false, error: 'needsJavaScript' }, 400)).toBe('captcha');
    expect(formOutcome({ ok: false, error: 'slotTaken' }, 409)).toBe('refused');
    expect(formOutcome({ ok: false, error: 'periodUnavailable' }, 409)).toBe('refused');
    expect(formOutcome({ ok: false, error: 'unavailable' }, 503)).toBe('unavailable');
  });
});
