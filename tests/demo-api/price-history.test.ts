import { beforeAll, describe, expect, it } from 'vitest';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { estateDetailSchema } from '@/lib/site-api/schemas';
import { call, callJson, openTestDb, rows } from './helpers';

describe('price history and price-drop alerts of the demo API', () => {
  beforeAll(async () => {
    await openTestDb();
  });

  it('publishing starts a history; a lower price adds to it and mails each matching subscriber once, in their language', async () => {
    const source = (await rows<{ city_id: number }>(
      'select city_id from estates where site_id = 1 and parent_id is null and project = false and transaction_id = 1 order by publication_date desc limit 1',
    ))[0]!;
    const { published } = (await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 1, cityId: source.city_id, status: 'FOR_SALE' } })) as { published: number[] };
    const id = published[0]!;
    const before = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${id}`)) as EstateDetail;
    expect(before.history).toEqual([{ date: before.general.publicationDate, price: before.general.price.value, status: 'FOR_SALE' }]);
    const oldPrice = before.general.price.value!;

    const subscribe = (email: string, locale: string, criteria: object) => callJson('POST', '/sites/1/subscriptions', { body: { email, locale, criteria, privacy: true } });
    await subscribe('drop.de@example.be', 'de', { statuses: ['FOR_SALE'], cities: [source.city_id] });
    // A second search of the same address that matches too: still one mail.
    await subscribe('drop.de@example.be', 'de', { cities: [source.city_id] });
    await subscribe('drop.elsewhere@example.be', 'nl', { cities: [999_999] });

    const lower = Math.round(oldPrice * 0.9);
    const answer = (await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { price: lower } })) as { alerts: number };
    expect(answer.alerts).toBe(1);
    const after = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${id}`)) as EstateDetail;
    expect(after.general.price.value).toBe(lower);
    expect(after.history?.map((entry) => entry.price)).toEqual([oldPrice, lower]);

    const mails = await rows<{ to: string; subject: string; body: string }>(`select "to", subject, body from outbox where kind = 'alert' and body like '%/angebot/${id}%'`);
    expect(mails.map((mail) => mail.to)).toEqual(['drop.de@example.be']);
    expect(mails[0]!.subject).toMatch(/^Preis gesenkt bei /);
    expect(mails[0]!.body).toContain('vorher');
    const token = /\/de\/[a-z-]+\/[a-z-]+\/([0-9a-f]{32})/.exec(mails[0]!.body)?.[1];
    expect((await call('GET', `/sites/1/subscriptions/${token}`)).status).toBe(200);

    // A higher price is history too, but mails no one.
    const raised = (await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { price: oldPrice } })) as { alerts: number };
    expect(raised.alerts).toBe(0);
    const again = await rows<{ n: number }>(`select count(*)::int as n from outbox where kind = 'alert' and body like '%/angebot/${id}%'`);
    expect(again[0]!.n).toBe(1);
  });

  /** A new listing of its own for sale (other tests read the seeded ones), with its price. */
  async function newListing(): Promise<{ id: number; cityId: number; price: number }> {
    const source = (await rows<{ city_id: number }>(
      'select city_id from estates where site_id = 1 and parent_id is null and project = false and transaction_id = 1 order by publication_date desc limit 1',
    ))[0]!;
    const { published } = (await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 1, cityId: source.city_id, status: 'FOR_SALE' } })) as { published: number[] };
    const id = published[0]!;
    const detail = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${id}`));
    return { id, cityId: source.city_id, price: detail.general.price.value! };
  }

  const mailsAbout = (id: number, path: string) =>
    rows<{ to: string; subject: string; body: string }>(`select "to", subject, body from outbox where kind = 'alert' and body like '%/${path}/${id}%' order by id`);

  it('a status change goes under option, then sold, keeps each step in the history with its transaction, and refuses a change the listing cannot make', async () => {
    const { id, price } = await newListing();
    const option = (await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { status: 'OPTION' } })) as { status: string; transactionId: number; alerts: number };
    expect(option).toMatchObject({ status: 'FOR_SALE', transactionId: 10, alerts: 0 });
    expect((await call('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { status: 'RENTED' } })).status).toBe(422);
    await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { status: 'SOLD' } });
    const sold = estateDetailSchema.parse(await callJson('GET', `/sites/1/estates/v2/${id}`, { locale: 'en' }));
    expect(sold.general.transaction).toEqual({ id: 5, name: 'Sold' });
    expect(sold.history?.map((entry) => [entry.status, entry.transactionId, entry.price])).toEqual([
      ['FOR_SALE', undefined, price],
      ['FOR_SALE', 10, price],
      ['SOLD', 5, price],
    ]);
    // The lists read the column: the listing is among the sold ones now.
    const search = (await callJson('POST', '/sites/1/estates', { body: { filter: { query: { terms: { status: ['SOLD'] } } }, limit: null, offset: 0 } })) as { results: { general: { id: number } }[] };
    expect(search.results.map((estate) => estate.general.id)).toContain(id);
  });

  it('a price watch of favourites mails its confirmation, gets exactly one mail per drop in its language (none for new listings), even beside a matching search of the same address', async () => {
    const { id, cityId, price } = await newListing();
    const watch = (email: string, locale: string, estateIds: number[]) =>
      call('POST', '/sites/1/subscriptions/price-drops', { body: { email, locale, estateIds, privacy: true } });
    expect((await watch('watch.fr@example.be', 'fr', [id, 999_999])).status).toBe(201);
    // The same address asks again for the same listing soon after: one watch, and no second confirmation.
    expect((await watch('Watch.FR@example.be', 'fr', [id])).status).toBe(200);
    // And follows a search that matches the listing too.
    await callJson('POST', '/sites/1/subscriptions', { body: { email: 'watch.fr@example.be', locale: 'fr', criteria: { cities: [cityId] }, privacy: true } });
    expect((await watch('watch.nl@example.be', 'nl', [id])).status).toBe(201);
    expect((await watch('nobody@example.be', 'nl', [999_999])).status).toBe(422);
    expect((await call('POST', '/sites/1/subscriptions/price-drops', { body: { email: 'x@example.be', locale: 'nl', estateIds: [id] } })).status).toBe(400);

    const confirmations = await rows<{ to: string; subject: string; body: string }>(`select "to", subject, body from outbox where kind = 'subscription' and "to" ilike 'watch.%' order by id`);
    expect(confirmations.map((mail) => mail.to.toLowerCase())).toEqual(['watch.fr@example.be', 'watch.fr@example.be', 'watch.nl@example.be']);
    expect(confirmations[0]!.subject).toMatch(/^Vous suivez le prix de vos favoris chez /);
    expect(confirmations[0]!.body).toContain(`/fr/offre/${id}`);

    // A new listing in the same city: the search alerts, the watches do not.
    const before = await rows<{ n: number }>(`select count(*)::int as n from outbox where kind = 'alert' and "to" = 'watch.nl@example.be'`);
    await callJson('POST', '/sites/1/demo/publish', { admin: true, body: { count: 1, cityId, status: 'FOR_SALE' } });
    expect(await rows<{ n: number }>(`select count(*)::int as n from outbox where kind = 'alert' and "to" = 'watch.nl@example.be'`)).toEqual(before);

    const lower = Math.round(price * 0.85);
    const answer = (await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { price: lower } })) as { alerts: number };
    // The first test's subscriber follows this city too: two of the alerts are these addresses'.
    expect(answer.alerts).toBe(3);
    const fr = await mailsAbout(id, 'fr/offre');
    expect(fr.map((mail) => mail.to.toLowerCase())).toEqual(['watch.fr@example.be']);
    expect(fr[0]!.subject).toMatch(/^Prix baissé chez /);
    expect(fr[0]!.body).toContain('Ce bien de vos favoris coûte désormais moins');
    expect(fr[0]!.body).not.toContain('Modifier ma recherche');
    const nl = await mailsAbout(id, 'nl/aanbod');
    expect(nl.map((mail) => mail.to)).toEqual(['watch.nl@example.be']);

    // The mail's unsubscribe link names the watch, and cancelling it stops the next drop's mail.
    const token = /\/nl\/[a-z-]+\/[a-z-]+\/([0-9a-f]{32})/.exec(nl[0]!.body)?.[1];
    const subscription = (await callJson('GET', `/sites/1/subscriptions/${token}`)) as { estateIds?: number[] };
    expect(subscription.estateIds).toEqual([id]);
    expect((await call('DELETE', `/sites/1/subscriptions/${token}`)).status).toBe(204);
    await callJson('PUT', `/sites/1/demo/estates/${id}`, { admin: true, body: { price: Math.round(price * 0.8) } });
    expect((await mailsAbout(id, 'nl/aanbod')).length).toBe(1);
    expect((await mailsAbout(id, 'fr/offre')).length).toBe(2);
  });
});
