import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentMail } from '@/lib/demo-api/appointment-mail';
import { call, callJson, openTestDb, rows } from './helpers';

describe('appointmentMail', () => {
  it('gives the Belgian date and time and both links, in the visitor’s language', () => {
    const mail = appointmentMail({
      locale: 'fr',
      name: 'Lotte',
      siteName: 'Immo Test',
      agendaName: 'Bureau Anvers',
      start: new Date('2025-06-03T08:30:00Z'),
      estateTitle: 'Villa à Knokke',
      links: { cancel: 'http://x/fr/annuler-rendez-vous/abc', calendar: 'http://x/fr/appointment-calendar/abc' },
    });
    expect(mail.subject).toBe('Votre rendez-vous chez Immo Test le 03/06/2025 à 10:30');
    expect(mail.body).toContain('le 03/06/2025 à 10:30 (Bureau Anvers)');
    expect(mail.body).toContain('Villa à Knokke');
    expect(mail.body).toContain('http://x/fr/annuler-rendez-vous/abc');
    expect(mail.body).toContain('http://x/fr/appointment-calendar/abc');
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
  });

  it('refuses a name with a line break (no mail header can come from it)', async () => {
    const agenda = (await callJson('GET', '/sites/1/live-agenda/501')) as { slots: { id: number }[] };
    const response = await call('POST', '/sites/1/live-agenda/reservation', {
      body: { agendaId: 501, slotId: agenda.slots[0]!.id, estateId: null, name: 'Lotte\r\nBcc: x@example.com', email: 'l@example.be', phone: null, locale: 'nl' },
    });
    expect(response.status).toBe(400);
  });
});
