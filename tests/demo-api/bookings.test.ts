// Bookings are real: a slot can't be booked twice, overlapping stays are refused, tokens are scoped.
import { beforeAll, describe, expect, it } from 'vitest';
import { agendaSchema, appointmentSchema, rentalPeriodsSchema, siteSchema } from '@/lib/site-api/schemas';
import { leadSchema, subscriptionReceiptSchema, subscriptionSchema } from '@/lib/site-api/schemas/leads';
import { call, callJson, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const visitor = { estateId: null, phone: null, locale: 'nl' } as const;

describe('live agenda bookings', () => {
  it('lets exactly one of 20 concurrent bookings of a slot succeed', async () => {
    const site = siteSchema.parse(await callJson('GET', '/sites/2'));
    const agenda = agendaSchema.parse(await callJson('GET', `/sites/2/live-agenda/${site.agendaId}`));
    const slot = agenda.slots[3];
    const attempts = Array.from({ length: 20 }, (_, i) =>
      call('POST', '/sites/2/live-agenda/reservation', {
        body: { ...visitor, agendaId: agenda.id, slotId: slot?.id, name: `Visitor ${i}`, email: `visitor${i}@example.com` },
      }),
    );
    const responses = await Promise.all(attempts);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = (await responses.find((r) => r.status === 409)?.json()) as { error: string; slots: Array<{ id: number }> };
    expect(conflict.error).toBe('SLOT_TAKEN');
    expect(conflict.slots.length).toBeGreaterThan(0);
    expect(conflict.slots.map((s) => s.id)).not.toContain(slot?.id);
    const [count] = await rows<{ n: number }>('select count(*)::int as n from appointments where slot_id = $1 and not cancelled', [slot?.id]);
    expect(count?.n).toBe(1);
  });

  it('refuses a slot in the past and a slot of another agenda', async () => {
    const [past] = await rows<{ id: number; agenda_id: number }>(
      `select s.id, s.agenda_id from agenda_slots s join agendas a on a.id = s.agenda_id where a.site_id = 1 and s.start < $1 order by s.start desc limit 1`,
      [new Date('2025-06-02T08:15:00Z').toISOString()],
    );
    const tooLate = await call('POST', '/sites/1/live-agenda/reservation', { body: { ...visitor, agendaId: past?.agenda_id, slotId: past?.id, name: 'Late', email: 'late@example.com' } });
    expect(tooLate.status).toBe(422);
    const [other] = await rows<{ id: number }>(`select s.id from agenda_slots s join agendas a on a.id = s.agenda_id where a.site_id = 2 limit 1`);
    const wrong = await call('POST', '/sites/1/live-agenda/reservation', { body: { ...visitor, agendaId: past?.agenda_id, slotId: other?.id, name: 'X', email: 'x@example.com' } });
    expect(wrong.status).toBe(404);
  });

  it('frees a slot again once its appointment is cancelled', async () => {
    const agenda = agendaSchema.parse(await callJson('GET', '/sites/1/live-agenda/501'));
    const slot = agenda.slots[5];
    const body = { ...visitor, agendaId: 501, slotId: slot?.id, name: 'Lien', email: 'lien@example.com' };
    const first = appointmentSchema.parse(await callJson('POST', '/sites/1/live-agenda/reservation', { body, status: 201 }));
    expect((await call('POST', '/sites/1/live-agenda/reservation', { body })).status).toBe(409);
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${first.id}`)).status).toBe(204);
    const second = appointmentSchema.parse(await callJson('POST', '/sites/1/live-agenda/reservation', { body, status: 201 }));
    expect(second.id).not.toBe(first.id);
  });
});

describe('rental reservations', () => {
  async function freeWeek(site: number) {
    const [week] = await rows<{ id: number; unit_id: number; max: number; start_date: string }>(
      `select p.id, p.unit_id, u.max_occupation as max, p.start_date::text from rental_periods p join rental_units u on u.id = p.unit_id
       where u.site_id = $1 and p.type = 'WEEK' and p.status = 'FREE'
       and not exists (select 1 from rental_periods q where q.unit_id = p.unit_id and q.status <> 'FREE' and q.start_date < p.end_date and q.end_date > p.start_date)
       order by p.start_date, p.id limit 1`,
      [site],
    );
    if (!week) throw new Error('no free week');
    return week;
  }

  const guest = (unitId: number, periodId: number, guests = 2) => ({
    rentalUnitId: unitId,
    periodId,
    guests,
    firstname: 'Emma',
    lastname: 'Claes',
    email: 'emma@example.com',
    phone: '+32 470 12 34 56',
    message: 'We arrive late in the evening.',
    locale: 'en',
  });

  it('refuses a period overlapping a booked one with 409', async () => {
    const week = await freeWeek(2);
    expect((await call('POST', '/sites/2/rental-units/reservation', { body: guest(week.unit_id, week.id) })).status).toBe(201);
    const periods = rentalPeriodsSchema.parse(await callJson('GET', `/sites/2/rental-units/${week.unit_id}/periods`));
    const weekend = periods.find((p) => p.type === 'WEEKEND' && p.start === week.start_date);
    expect(periods.find((p) => p.id === week.id)?.status).toBe('BOOKED');
    expect(weekend?.status).toBe('UNAVAILABLE');
    const again = await call('POST', '/sites/2/rental-units/reservation', { body: guest(week.unit_id, weekend?.id ?? 0) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('PERIOD_UNAVAILABLE');
    expect((await call('POST', '/sites/2/rental-units/reservation', { body: guest(week.unit_id, week.id) })).status).toBe(409);
  });

  it('lets the database refuse an overlapping confirmed reservation even if the periods say free', async () => {
    const week = await freeWeek(1);
    await rows(`insert into rental_reservations (site_id, unit_id, period_id, start_date, end_date, status, guests, firstname, lastname, email, locale, created_at)
      select 1, unit_id, id, start_date, end_date, 'CONFIRMED', 2, 'A', 'B', 'a@example.com', 'nl', now() from rental_periods where id = $1`, [week.id]);
    const response = await call('POST', '/sites/1/rental-units/reservation', { body: guest(week.unit_id, week.id) });
    expect(response.status).toBe(409);
  });

  it('has an exclusion constraint against overlapping confirmed reservations of one unit', async () => {
    const week = await freeWeek(2);
    const insert = `insert into rental_reservations (site_id, unit_id, period_id, start_date, end_date, status, guests, firstname, lastname, email, locale, created_at)
      select 2, unit_id, id, start_date + $2::int, end_date + $2::int, $3, 2, 'A', 'B', 'a@example.com', 'nl', now() from rental_periods where id = $1`;
    await rows(insert, [week.id, 0, 'CONFIRMED']);
    await expect(rows(insert, [week.id, 3, 'CONFIRMED'])).rejects.toMatchObject({ code: '23P01' });
    // a request holds its dates too, until the agency answers
    await expect(rows(insert, [week.id, 3, 'REQUESTED'])).rejects.toMatchObject({ code: '23P01' });
    // a refused request does not hold the dates
    await rows(insert, [week.id, 3, 'REFUSED']);
  });

  it('answers 422 with a field error for too many guests, 404 for an unknown unit', async () => {
    const week = await freeWeek(2);
    const crowded = await call('POST', '/sites/2/rental-units/reservation', { body: guest(week.unit_id, week.id, week.max + 1) });
    expect(crowded.status).toBe(422);
    expect(((await crowded.json()) as { fields: Record<string, string> }).fields.guests).toBeDefined();
    expect((await call('POST', '/sites/1/rental-units/reservation', { body: guest(week.unit_id, week.id) })).status).toBe(404);
    expect((await call('POST', '/sites/2/rental-units/reservation', { body: { ...guest(week.unit_id, week.id), email: 'nope' } })).status).toBe(400);
  });
});

describe('leads and subscriptions', () => {
  it('stores a contact request and queues a mail to the agency', async () => {
    const [estate] = await rows<{ id: number }>('select id from estates where site_id = 1 order by id limit 1');
    const body = { firstname: 'Bart', lastname: 'Goossens', email: 'bart@example.com', phone: null, message: 'Is a visit possible on Saturday?', estateId: estate?.id, rentalUnitId: null, options: ['visit'], privacy: true, locale: 'nl' };
    const lead = leadSchema.parse(await callJson('POST', '/sites/1/leads/contact', { body, status: 201 }));
    expect(lead.type).toBe('contact');
    const [mail] = await rows<{ to: string; body: string }>(`select "to", body from outbox where kind = 'contact' order by id desc limit 1`);
    expect(mail?.to).toBe('info@scheldeland.example');
    expect(mail?.body).toContain('Saturday');
    expect((await call('POST', '/sites/1/leads/contact', { body: { ...body, privacy: false } })).status).toBe(400);
    expect((await call('POST', '/sites/2/leads/contact', { body })).status).toBe(422);
  });

  it('queues a send-to-a-friend mail', async () => {
    const [unit] = await rows<{ id: number }>('select id from rental_units where site_id = 2 order by id limit 1');
    const body = { senderName: 'Julie', senderEmail: 'julie@example.com', friendName: null, friendEmail: 'friend@example.com', message: 'Look!', estateId: null, rentalUnitId: unit?.id, url: `http://ardenne.localhost:3000/fr/vacances/${unit?.id}`, locale: 'fr' };
    leadSchema.parse(await callJson('POST', '/sites/2/leads/send-to-a-friend', { body, status: 201 }));
    const [mail] = await rows<{ to: string; subject: string }>(`select "to", subject from outbox where kind = 'send-to-a-friend' order by id desc limit 1`);
    expect(mail).toMatchObject({ to: 'friend@example.com', subject: 'Julie pense que ce bien peut vous intéresser' });
  });

  it('elides "de" before the agency name in the French send-to-a-friend mail ("via le site d\'Immo Scheldeland")', async () => {
    const [estate] = await rows<{ id: number }>('select id from estates where site_id = 1 order by id limit 1');
    const body = { senderName: 'Julie', senderEmail: 'julie@example.com', friendName: null, friendEmail: 'ami@example.com', message: null, estateId: estate?.id, rentalUnitId: null, url: `http://scheldeland.localhost:3000/fr/offre/${estate?.id}`, locale: 'fr' };
    leadSchema.parse(await callJson('POST', '/sites/1/leads/send-to-a-friend', { body, status: 201 }));
    const [mail] = await rows<{ body: string }>(`select body from outbox where kind = 'send-to-a-friend' order by id desc limit 1`);
    expect(mail?.body).toContain("via le site d'Immo Scheldeland.");
    expect(mail?.body).not.toContain('de Immo Scheldeland');
  });

  it('manages a subscription only through the token mailed to the subscriber', async () => {
    const body = { email: 'sub@example.com', locale: 'en', criteria: { statuses: ['FOR_SALE'], cities: [11002] }, privacy: true };
    const receipt = subscriptionReceiptSchema.parse(await callJson('POST', '/sites/1/subscriptions', { body, status: 201 }));
    expect(JSON.stringify(receipt)).not.toMatch(/[0-9a-f]{32}/);
    const [mail] = await rows<{ body: string }>(`select body from outbox where kind = 'subscription' order by id desc limit 1`);
    const token = /keep-me-informed\/([0-9a-f]{32})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const subscription = subscriptionSchema.parse(await callJson('GET', `/sites/1/subscriptions/${token}`));
    expect(subscription.criteria).toMatchObject({ statuses: ['FOR_SALE'], cities: [11002], types: [] });
    expect((await call('GET', `/sites/2/subscriptions/${token}`)).status).toBe(404);
    const updated = subscriptionSchema.parse(await callJson('PUT', `/sites/1/subscriptions/${token}`, { body: { locale: 'de', criteria: { bedroomsMin: 3 } } }));
    expect(updated).toMatchObject({ locale: 'de', criteria: { bedroomsMin: 3, statuses: [] } });
    expect((await call('DELETE', `/sites/1/subscriptions/${token}`)).status).toBe(204);
    expect((await call('DELETE', `/sites/1/subscriptions/${token}`)).status).toBe(204);
    // Cancelled is not unknown: the link opened again can say "already unsubscribed".
    expect((await call('GET', `/sites/1/subscriptions/${token}`)).status).toBe(410);
    expect((await call('PUT', `/sites/1/subscriptions/${token}`, { body: { locale: 'nl' } })).status).toBe(404);
    expect((await call('GET', `/sites/2/subscriptions/${token}`)).status).toBe(404);
    expect((await call('GET', `/sites/1/subscriptions/${'a'.repeat(32)}`)).status).toBe(404);
  });

  it('sends one confirmation for 20 identical subscriptions at once, and answers each the same', async () => {
    const email = 'twenty@example.be';
    const body = { email, locale: 'nl', criteria: { statuses: ['FOR_SALE'], cities: [11002] }, privacy: true };
    const responses = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/sites/1/subscriptions', { body })));
    expect(responses.map((r) => r.status).sort()).toEqual([...Array<number>(19).fill(200), 201].sort());
    for (const response of responses) subscriptionReceiptSchema.parse(await response.json());
    const confirmations = () => rows(`select id from outbox where kind = 'subscription' and "to" = $1`, [email]);
    expect(await confirmations()).toHaveLength(1);
    expect(await rows(`select id from subscriptions where email = $1`, [email])).toHaveLength(1);

    // Once the first mail is a quarter of an hour old, asking again mails the links again.
    await rows(`update subscription_tokens set created_at = created_at - interval '16 minutes' where subscription_id = (select id from subscriptions where email = $1)`, [email]);
    expect((await call('POST', '/sites/1/subscriptions', { body })).status).toBe(200);
    expect(await confirmations()).toHaveLength(2);
  });

  it('keeps no working link in the database: tokens of mailed links are stored as hashes only', async () => {
    const slot = agendaSchema.parse(await callJson('GET', '/sites/1/live-agenda/501')).slots[8];
    const appointment = appointmentSchema.parse(
      await callJson('POST', '/sites/1/live-agenda/reservation', { body: { ...visitor, agendaId: 501, slotId: slot?.id, name: 'Dump', email: 'dump@example.com' }, status: 201 }),
    );
    await callJson('POST', '/sites/1/subscriptions', { body: { email: 'dump@example.com', locale: 'en', criteria: {}, privacy: true }, status: 201 });
    const mail = (await rows<{ body: string }>("select body from outbox where \"to\" = 'dump@example.com' and kind = 'subscription'"))[0];
    const subscriptionToken = /keep-me-informed\/([0-9a-f]{32})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(subscriptionToken).toMatch(/^[0-9a-f]{32}$/);
    // every text of every table except the mails themselves, as a dump would show it
    const tables = await rows<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'outbox'");
    for (const { name } of tables) {
      const [hit] = await rows<{ n: number }>(`select count(*)::int as n from "${name}" t where to_jsonb(t)::text like $1 or to_jsonb(t)::text like $2`, [
        `%${appointment.id}%`,
        `%${subscriptionToken}%`,
      ]);
      expect(hit?.n, name).toBe(0);
    }
    // and both links still work
    expect((await call('GET', `/sites/1/live-agenda/reservation/${appointment.id}`)).status).toBe(200);
    expect((await call('GET', `/sites/1/subscriptions/${subscriptionToken}`)).status).toBe(200);
  });
});
