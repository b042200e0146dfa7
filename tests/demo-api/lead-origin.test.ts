// Where a lead came from (docs/decisions/0058-lead-attribution.md): the demo API keeps the origin of stay
// requests, visit bookings and subscriptions, and tells the agency in the mails it gets of the first two.
import { beforeAll, describe, expect, it } from 'vitest';
import { agendaSchema, siteSchema } from '@/lib/site-api/schemas';
import { callJson, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const origin = { utmSource: 'newsletter', utmCampaign: 'lente-2026', referrerHost: 'mail.example.com', gclid: 'abc123', landingPath: '/nl/te-koop', landedOn: '2025-05-20' };

type Mail = { to: string; kind: string; body: string; html: string | null };
const mailsTo = (kinds: string[], replyTo: string) =>
  rows<Mail>(`select "to", kind, body, html from outbox where kind = any($1) and reply_to = $2 order by id`, [kinds, replyTo]);

/** A free midweek period of a holiday unit of site 2, a different one each call. */
async function freePeriod(): Promise<{ id: number; unit_id: number }> {
  const [period] = await rows<{ id: number; unit_id: number }>(
    `select p.id, p.unit_id from rental_periods p join rental_units u on u.id = p.unit_id
     where u.site_id = 2 and p.status = 'FREE' and p.type = 'MIDWEEK' and p.start_date > '2025-06-10' order by p.start_date, p.id limit 1`,
  );
  return period!;
}

describe('the origin of a stay request', () => {
  it('is stored with the request and shown in the agency mail only, in the agency language', async () => {
    const period = await freePeriod();
    const body = { rentalUnitId: period.unit_id, periodId: period.id, guests: 2, firstname: 'Anna', lastname: 'Schmitz', email: 'anna.origin@example.com', phone: null, message: null, locale: 'de', origin };
    const { id } = (await callJson('POST', '/sites/2/rental-units/reservation', { body, status: 201 })) as { id: number };

    const [stored] = await rows<{ origin: unknown }>('select origin from rental_reservations where id = $1', [id]);
    expect(stored!.origin).toEqual(origin);
    const agency = await mailsTo(['reservation'], 'anna.origin@example.com');
    expect(agency).toHaveLength(1);
    expect(agency[0]!.body).toContain('lente-2026');
    expect(agency[0]!.body).toContain('mail.example.com');
    expect(agency[0]!.body).toContain('/nl/te-koop (20/05/2025)');
    const guest = await rows<Mail>(`select "to", kind, body, html from outbox where kind = 'reservation-request' and "to" = 'anna.origin@example.com'`);
    expect(guest[0]!.body).not.toContain('lente-2026');
  });

  it('is null, with no such block in the mail, when the website sent none', async () => {
    const period = await freePeriod();
    const body = { rentalUnitId: period.unit_id, periodId: period.id, guests: 2, firstname: 'Jan', lastname: 'Smit', email: 'jan.no-origin@example.com', phone: null, message: null, locale: 'nl' };
    const { id } = (await callJson('POST', '/sites/2/rental-units/reservation', { body, status: 201 })) as { id: number };
    const [stored] = await rows<{ origin: unknown }>('select origin from rental_reservations where id = $1', [id]);
    expect(stored!.origin).toBeNull();
    const agency = await mailsTo(['reservation'], 'jan.no-origin@example.com');
    expect(agency[0]!.body).not.toContain('(20/05/2025)');
  });
});

describe('the origin of a visit booking', () => {
  it('is stored with the appointment and shown in the agency notice, not in the visitor confirmation nor in a cancellation', async () => {
    const site = siteSchema.parse(await callJson('GET', '/sites/1'));
    const agenda = agendaSchema.parse(await callJson('GET', `/sites/1/live-agenda/${site.agendaId}`));
    const slot = agenda.slots.at(-1)!;
    const body = { agendaId: agenda.id, slotId: slot.id, estateId: null, name: 'Tom Vermeulen', email: 'tom.origin@example.com', phone: null, locale: 'en', origin };
    const { id } = (await callJson('POST', '/sites/1/live-agenda/reservation', { body, status: 201 })) as { id: string };

    const [stored] = await rows<{ origin: unknown }>(`select origin from appointments where slot_id = $1 and email = 'tom.origin@example.com'`, [slot.id]);
    expect(stored!.origin).toEqual(origin);
    const [notice] = await mailsTo(['appointment-agency'], 'tom.origin@example.com');
    // Site 1's agency reads Dutch.
    expect(notice!.body).toContain('Waar deze aanvraag vandaan komt');
    expect(notice!.body).toContain('lente-2026');
    expect(notice!.body).toContain('Google Ads');
    expect(notice!.html).toContain('lente-2026');
    const confirmation = await rows<Mail>(`select "to", kind, body, html from outbox where kind = 'appointment' and "to" = 'tom.origin@example.com'`);
    expect(confirmation[0]!.body).not.toContain('lente-2026');

    await callJson('DELETE', `/sites/1/live-agenda/reservation/${id}`, { status: 204 });
    const [cancelled] = await mailsTo(['appointment-cancelled-agency'], 'tom.origin@example.com');
    expect(cancelled!.body).not.toContain('lente-2026');
  });
});

describe('the origin of a subscription', () => {
  const subscribe = (email: string, criteria: object, withOrigin?: object) =>
    callJson('POST', '/sites/1/subscriptions', { body: { email, locale: 'nl', criteria, privacy: true, ...(withOrigin ? { origin: withOrigin } : {}) } });
  const storedOrigins = (email: string) => rows<{ origin: unknown }>('select origin from subscriptions where email = $1 order by id', [email]);

  it('is stored with it, the first one known kept when the same search is asked again, and mails the agency nothing', async () => {
    const email = 'sub.origin@example.com';
    const outboxBefore = await rows<{ n: number }>('select count(*)::int as n from outbox');
    await subscribe(email, { cities: [1] }, origin);
    expect(await storedOrigins(email)).toEqual([{ origin }]);

    await subscribe(email, { cities: [1] }, { ...origin, utmCampaign: 'zomer-2025' });
    expect(await storedOrigins(email)).toEqual([{ origin }]);

    // Only the subscriber's confirmation went out: no agency mail per subscription.
    const sent = await rows<{ to: string; kind: string }>('select "to", kind from outbox order by id offset $1', [outboxBefore[0]!.n]);
    expect(sent.every((mail) => mail.to === email && mail.kind === 'subscription')).toBe(true);
  });

  it('is taken from a later ask of the same search when the first had none', async () => {
    const email = 'sub.later@example.com';
    await subscribe(email, { cities: [2] });
    expect(await storedOrigins(email)).toEqual([{ origin: null }]);
    await subscribe(email, { cities: [2] }, origin);
    expect(await storedOrigins(email)).toEqual([{ origin }]);
  });
});
