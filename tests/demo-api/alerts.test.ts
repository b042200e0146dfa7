import { beforeAll, describe, expect, it } from 'vitest';
import { matchesCriteria, type AlertListing } from '@/lib/demo-api/alerts';
import { subscriptionCriteriaSchema } from '@/lib/site-api/schemas/leads';
import { call, callJson, openTestDb, rows } from './helpers';

const listing: AlertListing = { id: 1, transactionId: 1, headTypeId: 1, cityId: 2000, price: 350_000, bedrooms: 3, position: [51.2194, 4.4025], title: { nl: 'Woning' }, photo: null };
const criteria = (c: object) => subscriptionCriteriaSchema.parse(c);

describe('matchesCriteria', () => {
  it('matches everything with empty criteria', () => {
    expect(matchesCriteria(listing, criteria({}))).toBe(true);
  });

  it('reads each criterion as the search does: lists are "one of", prices and bedrooms are bounds', () => {
    expect(matchesCriteria(listing, criteria({ statuses: ['FOR_SALE'], types: [1, 2], cities: [2000] }))).toBe(true);
    expect(matchesCriteria(listing, criteria({ statuses: ['TO_RENT'] }))).toBe(false);
    expect(matchesCriteria(listing, criteria({ types: [2] }))).toBe(false);
    expect(matchesCriteria(listing, criteria({ cities: [9000] }))).toBe(false);
    expect(matchesCriteria(listing, criteria({ priceMin: 300_000, priceMax: 350_000 }))).toBe(true);
    expect(matchesCriteria(listing, criteria({ priceMax: 349_999 }))).toBe(false);
    expect(matchesCriteria(listing, criteria({ bedroomsMin: 4 }))).toBe(false);
  });

  it('matches a drawn area only for a listing placed in it', () => {
    const around = (radius: number) => criteria({ area: { circle: { latitude: 51.2194, longitude: 4.45, radius } } });
    expect(matchesCriteria(listing, around(5000))).toBe(true);
    expect(matchesCriteria(listing, around(1000))).toBe(false);
    expect(matchesCriteria({ ...listing, position: null }, around(5000))).toBe(false);
    const box = criteria({ area: { polygon: [{ latitude: 51.2, longitude: 4.3 }, { latitude: 51.2, longitude: 4.5 }, { latitude: 51.3, longitude: 4.5 }] } });
    expect(matchesCriteria({ ...listing, position: [51.21, 4.49] }, box)).toBe(true);
    expect(matchesCriteria({ ...listing, position: [51.29, 4.31] }, box)).toBe(false);
  });

  it('refuses an area that crosses itself', () => {
    const bowTie = { polygon: [{ latitude: 51, longitude: 4 }, { latitude: 51.1, longitude: 4.1 }, { latitude: 51.1, longitude: 4 }, { latitude: 51, longitude: 4.1 }] };
    expect(subscriptionCriteriaSchema.safeParse({ area: bowTie }).success).toBe(false);
  });

  it('never matches a price bound for a listing on request', () => {
    expect(matchesCriteria({ ...listing, price: null }, criteria({ priceMax: 1_000_000 }))).toBe(false);
  });
});

describe('POST /sites/{siteId}/demo/publish', () => {
  beforeAll(async () => {
    await openTestDb();
  });

  it('publishes new listings that can be opened, and mails each matching subscriber once', async () => {
    const source = (await rows<{ city_id: number }>(
      "select city_id from estates where site_id = 1 and parent_id is null and project = false and transaction_id = 1 order by publication_date desc limit 1",
    ))[0]!;
    const subscribe = (email: string, c: object) =>
      callJson('POST', '/sites/1/subscriptions', { body: { email, locale: 'fr', criteria: c, privacy: true } });
    await subscribe('match@example.be', { statuses: ['FOR_SALE'], cities: [source.city_id] });
    await subscribe('other-city@example.be', { cities: [999_999] });
    await subscribe('cancelled@example.be', { cities: [source.city_id] });
    const confirmation = (await rows<{ body: string }>("select body from outbox where \"to\" = 'cancelled@example.be'"))[0]!;
    const cancelledToken = /desinscrire\/([0-9a-f]{32})/.exec(confirmation.body)?.[1];
    expect((await call('DELETE', `/sites/1/subscriptions/${cancelledToken}`)).status).toBe(204);

    const answer = (await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 2, cityId: source.city_id, status: 'FOR_SALE' } })) as { published: number[]; alerts: number };
    expect(answer.published).toHaveLength(2);
    expect(answer.alerts).toBe(1);
    for (const id of answer.published) expect((await call('GET', `/sites/1/estates/v2/${id}`)).status).toBe(200);

    const mails = await rows<{ to: string; subject: string; body: string }>("select \"to\", subject, body from outbox where kind = 'alert'");
    expect(mails.map((m) => m.to)).toEqual(['match@example.be']);
    expect(mails[0]!.subject).toMatch(/^Nouveaux biens chez /);
    for (const id of answer.published) expect(mails[0]!.body).toContain(`/fr/offre/${id}`);
    // the alert's own unsubscribe link works (the database keeps only its hash)
    const token = /\/fr\/tenez-moi-au-courant\/desinscrire\/([0-9a-f]{32})/.exec(mails[0]!.body)?.[1];
    expect((await call('GET', `/sites/1/subscriptions/${token}`)).status).toBe(200);
    expect((await call('DELETE', `/sites/1/subscriptions/${token}`)).status).toBe(204);
    expect((await call('GET', `/sites/1/subscriptions/${token}`)).status).toBe(410);
  });

  it('mails a subscriber with a drawn area only about listings placed in it, and knows the same area again', async () => {
    const source = (await rows<{ city_id: number; lat: number; lng: number }>(
      "select e.city_id, c.lat, c.lng from estates e join cities c on c.id = e.city_id where e.site_id = 1 and e.parent_id is null and e.project = false and e.transaction_id = 1 order by e.publication_date desc limit 1",
    ))[0]!;
    const subscribe = (email: string, area: object, status = 201) =>
      callJson('POST', '/sites/1/subscriptions', { body: { email, locale: 'nl', criteria: { area }, privacy: true }, status }) as Promise<{ alreadySubscribed?: boolean }>;
    const around = { circle: { latitude: source.lat, longitude: source.lng, radius: 20_000 } };
    expect((await subscribe('in-area@example.be', around)).alreadySubscribed).toBeUndefined();
    // The stored area comes back from jsonb with its keys in another order: still the same search.
    expect((await subscribe('in-area@example.be', around, 200)).alreadySubscribed).toBe(true);
    await subscribe('elsewhere@example.be', { circle: { latitude: 0, longitude: 0, radius: 1000 } });

    await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 1, cityId: source.city_id, status: 'FOR_SALE' } });
    const mails = await rows<{ to: string }>("select \"to\" from outbox where kind = 'alert' and \"to\" in ('in-area@example.be', 'elsewhere@example.be')");
    expect(mails.map((m) => m.to)).toEqual(['in-area@example.be']);
  });

  it('mails an address once per listing, whichever of its searches match, with photos and a "change my search" link', async () => {
    const source = (await rows<{ city_id: number }>(
      "select city_id from estates where site_id = 1 and parent_id is null and project = false and transaction_id = 1 order by publication_date desc limit 1",
    ))[0]!;
    const email = 'twice.subscribed@example.be';
    const subscribe = (c: object) => call('POST', '/sites/1/subscriptions', { body: { email, locale: 'nl', criteria: c, privacy: true } });
    expect((await subscribe({ cities: [source.city_id] })).status).toBe(201);
    // The same search again, its list in another order: one subscription, answered 200.
    const again = await subscribe({ statuses: [], cities: [source.city_id] });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadySubscribed: true });
    expect(await rows(`select id from subscriptions where email = '${email}' and cancelled_at is null`)).toHaveLength(1);
    // Another search of the same address that also matches.
    expect((await subscribe({ statuses: ['FOR_SALE'] })).status).toBe(201);

    const answer = (await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 1, cityId: source.city_id, status: 'FOR_SALE' } })) as { published: number[] };
    const mails = await rows<{ body: string; html: string; from_name: string }>(`select body, html, from_name from outbox where kind = 'alert' and "to" = '${email}'`);
    expect(mails).toHaveLength(1);
    const id = answer.published[0]!;
    expect(mails[0]!.body.split(`/nl/aanbod/${id}`)).toHaveLength(2);
    expect(mails[0]!.html).toMatch(/<img src="http:\/\/[^"]+"/);
    expect(mails[0]!.html).toContain('Mijn zoekopdracht wijzigen');
    expect(mails[0]!.body).toMatch(/Mijn zoekopdracht wijzigen: http:\/\/\S+\/nl\/hou-me-op-de-hoogte\/[0-9a-f]{32}/);
    expect(mails[0]!.from_name).toBeTruthy();
  });

  it('refuses unknown keys and counts out of range', async () => {
    expect((await call('POST', '/sites/1/demo/publish', { admin: true, body: { count: 50 } })).status).toBe(400);
    expect((await call('POST', '/sites/1/demo/publish', { admin: true, body: { evil: true } })).status).toBe(400);
  });

  it('publishes at once from two back offices with every id new (PostgreSQL runs them side by side)', async () => {
    const publish = () => callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 2 }, status: 201 }) as Promise<{ published: number[] }>;
    const answers = await Promise.all([publish(), publish(), publish()]);
    const ids = answers.flatMap((a) => a.published);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });
});
