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
});
