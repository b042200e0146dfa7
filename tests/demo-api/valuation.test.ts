// The demo API keeps an owner's valuation request and mails it to the agency and back to the owner.
import { beforeAll, describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/site-api/schemas/leads';
import { call, callJson, openTestDb, rows } from './helpers';

beforeAll(async () => {
  await openTestDb();
});

const body = {
  street: 'Kouter',
  houseNumber: '7',
  postalCode: '9000',
  city: 'Gent',
  propertyType: 'house',
  livingArea: 180,
  condition: 'toRefresh',
  bedrooms: 4,
  wish: 'sell',
  timing: 'within6Months',
  firstname: 'Camille',
  lastname: 'Dubois',
  email: 'camille.dubois@example.be',
  phone: '+32 475 00 11 22',
  message: 'Le jardin est orienté plein sud.',
  privacy: true,
  locale: 'fr',
};

type Mail = { to: string; kind: string; subject: string; body: string; reply_to: string | null };

describe('valuation requests', () => {
  it('stores the request and queues the agency’s mail (Reply-To the owner) and the owner’s confirmation in French', async () => {
    const lead = leadSchema.parse(await callJson('POST', '/sites/1/leads/valuation', { body, status: 201 }));
    expect(lead.type).toBe('valuation');
    const [stored] = await rows<{ type: string; data: { postalCode: string } }>('select type, data from leads where id = $1', [lead.id]);
    expect(stored).toMatchObject({ type: 'valuation', data: { postalCode: '9000' } });

    const mails = await rows<Mail>(`select "to", kind, subject, body, reply_to from outbox where kind in ('valuation', 'valuation-confirmation') order by kind`);
    expect(mails.map((mail) => mail.kind)).toEqual(['valuation', 'valuation-confirmation']);
    const [agency, owner] = mails;
    expect(agency).toMatchObject({ to: 'info@scheldeland.example', reply_to: 'camille.dubois@example.be' });
    // The agency reads it in its own language (Dutch), with the wish in words.
    expect(agency?.subject).toBe('Schattingsaanvraag: Kouter 7, 9000 Gent');
    expect(agency?.body).toContain('Verkopen');
    expect(agency?.body).toContain('180 m²');
    expect(agency?.body).toContain('+32 475 00 11 22');
    expect(agency?.body).toContain('plein sud');
    expect(owner).toMatchObject({ to: 'camille.dubois@example.be', reply_to: 'info@scheldeland.example' });
    expect(owner?.subject).toMatch(/^Nous avons reçu votre demande d’estimation/);
    expect(owner?.body).toContain('À rafraîchir');
    expect(owner?.body).toContain('Dans les 6 mois');
  });

  it('refuses a request without consent or with an unknown property type', async () => {
    expect((await call('POST', '/sites/1/leads/valuation', { body: { ...body, privacy: false } })).status).toBe(400);
    expect((await call('POST', '/sites/1/leads/valuation', { body: { ...body, propertyType: 'castle' } })).status).toBe(400);
  });
});
