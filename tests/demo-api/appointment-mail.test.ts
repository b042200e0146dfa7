import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentBookedMails, appointmentCancelledMails } from '@/lib/demo-api/appointment-mail';
import { call, callJson, openTestDb, rows } from './helpers';

const site = {
  name: 'Immo Test',
  colors: { primary: '#123456', text: '#222222' },
  defaultLocale: 'nl' as const,
  contact: { email: 'office@immo-test.be', phone: '+32 3 123 45 67' },
};
const facts = {
  site,
  locale: 'fr' as const,
  visitor: { name: 'Lotte', email: 'lotte@example.be', phone: '+32 470 00 00 00' },
  agendaName: { visitor: 'Bureau d’Anvers', agency: 'Kantoor Antwerpen' },
  start: new Date('2025-06-03T08:30:00Z'),
  location: 'Rue de la Loi 16, 1000 Bruxelles',
  listing: { title: 'Villa à Knokke', link: 'http://x/fr/offre/5' },
};

describe('appointment mails', () => {
  it('confirm to the visitor in French with the Belgian date and time, the place and both links, and tell the agency in its language', () => {
    const [visitor, agency] = appointmentBookedMails(facts, { cancel: 'http://x/fr/annuler-rendez-vous/abc', calendar: 'http://x/fr/appointment-calendar/abc' });
    expect(visitor!.to).toBe('lotte@example.be');
    expect(visitor!.subject).toBe('Votre rendez-vous chez Immo Test le 03/06/2025 à 10:30');
    expect(visitor!.text).toContain('le 03/06/2025 à 10:30 (Bureau d’Anvers)');
    expect(visitor!.text).toContain('Rue de la Loi 16, 1000 Bruxelles');
    expect(visitor!.text).toContain('Villa à Knokke');
    expect(visitor!.text).toContain('http://x/fr/annuler-rendez-vous/abc');
    expect(visitor!.html).toContain('href="http://x/fr/appointment-calendar/abc"');
    expect(visitor!.fromName).toBe('Immo Test');
    expect(agency!.to).toBe('office@immo-test.be');
    expect(agency!.replyTo).toBe('lotte@example.be');
    expect(agency!.subject).toBe('Nieuwe afspraak op 03/06/2025 om 10:30: Lotte');
    expect(agency!.text).toContain('+32 470 00 00 00');
  });

  it('on cancelling, tell the visitor (with a way to book again) and the agency', () => {
    const [visitor, agency] = appointmentCancelledMails(facts, 'http://x/fr/prendre-rendez-vous/501?estate=5');
    expect(visitor!.subject).toBe('Votre rendez-vous chez Immo Test du 03/06/2025 est annulé');
    expect(visitor!.html).toContain('href="http://x/fr/prendre-rendez-vous/501?estate=5"');
    expect(agency!.subject).toBe('Afspraak geannuleerd: 03/06/2025 om 10:30, Lotte');
    expect(agency!.kind).toBe('appointment-cancelled-agency');
  });
});

describe('booking an appointment', () => {
  beforeAll(async () => {
    await openTestDb();
  });

  it('queues one confirmation mail with the cancel link, and none for the booking that lost the slot', async () => {
    const agenda = (await callJson('GET', '/sites/1/live-agenda/501')) as { slots: { id: number }[] };
    const slot = agenda.slots.at(-1)!;
    const request = { agendaId: 501, slotId: slot.id, estateId: null, name: 'Lotte Janssens', email: 'lotte.mail@example.be', phone: null, locale: 'nl' };
    const booked = (await callJson('POST', '/sites/1/live-agenda/reservation', { body: request })) as { id: string };
    expect((await call('POST', '/sites/1/live-agenda/reservation', { body: { ...request, email: 'second@example.be' } })).status).toBe(409);

    const mails = await rows<{ to: string; body: string }>("select \"to\", body from outbox where kind = 'appointment'");
    expect(mails.map((m) => m.to)).toEqual(['lotte.mail@example.be']);
    expect(mails[0]!.body).toContain(`/nl/afspraak-annuleren/${booked.id}`);
    const agency = await rows<{ to: string; reply_to: string }>("select \"to\", reply_to from outbox where kind = 'appointment-agency'");
    expect(agency).toHaveLength(1);
    expect(agency[0]!.reply_to).toBe('lotte.mail@example.be');

    // Cancelling mails the visitor and the agency once; a second click mails nothing more.
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${booked.id}`)).status).toBe(204);
    expect((await call('DELETE', `/sites/1/live-agenda/reservation/${booked.id}`)).status).toBe(204);
    const cancelled = await rows<{ to: string; kind: string }>("select \"to\", kind from outbox where kind like 'appointment-cancelled%' order by kind");
    expect(cancelled.map((m) => m.kind)).toEqual(['appointment-cancelled', 'appointment-cancelled-agency']);
    expect(cancelled[0]!.to).toBe('lotte.mail@example.be');
  });

  it('refuses a name with a line break (no mail header can come from it)', async () => {
    const agenda = (await callJson('GET', '/sites/1/live-agenda/501')) as { slots: { id: number }[] };
    const response = await call('POST', '/sites/1/live-agenda/reservation', {
      body: { agendaId: 501, slotId: agenda.slots[0]!.id, estateId: null, name: 'Lotte\r\nBcc: x@example.com', email: 'l@example.be', phone: null, locale: 'nl' },
    });
    expect(response.status).toBe(400);
  });
});
