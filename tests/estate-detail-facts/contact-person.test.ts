import { describe, expect, it } from 'vitest';
import { callNumber, contactPerson, telHref, type ContactInfo } from '@/lib/estates/detail/contact-person';
import type { Site } from '@/lib/site-api/schemas';
import { estateDetail, salesRep } from './fixture';

const otherRep = { ...salesRep, firstname: 'Jan', lastname: 'Claes', email: 'jan@example.be' };
const office = { name: 'Immo Dijle', phone: '+32 15 11 22 33', email: 'info@immodijle.be' };
const site = { name: 'Immo Dijle Site', contact: { phone: '+32 15 99 99 99', email: 'site@immodijle.be' } } as Pick<Site, 'name' | 'contact'>;

describe('contactPerson', () => {
  it("takes the estate's own sales rep first", () => {
    const info: ContactInfo = { salesRep: otherRep, office };
    expect(contactPerson(estateDetail(), info, site)).toEqual({
      kind: 'salesRep',
      name: 'Sofie Peeters',
      picture: salesRep.picture,
      phone: salesRep.phone,
      mobile: salesRep.mobile,
      email: salesRep.email,
      description: salesRep.description,
    });
  });

  it("then the contact-info call's sales rep", () => {
    const person = contactPerson(estateDetail({ salesRep: null }), { salesRep: otherRep, office }, site);
    expect(person).toMatchObject({ kind: 'salesRep', name: 'Jan Claes', email: 'jan@example.be' });
  });

  it("then the contact-info call's office", () => {
    expect(contactPerson(estateDetail({ salesRep: null }), { salesRep: null, office }, site)).toEqual({ kind: 'office', ...office });
  });

  it("then the site's own office details when there is no contact info", () => {
    expect(contactPerson(estateDetail({ salesRep: null }), null, site)).toEqual({
      kind: 'office',
      name: 'Immo Dijle Site',
      phone: '+32 15 99 99 99',
      email: 'site@immodijle.be',
    });
  });

  it('is null with nobody to contact', () => {
    expect(contactPerson(estateDetail({ salesRep: null }), null, null)).toBeNull();
  });

  it('drops blank phone numbers', () => {
    const person = contactPerson(estateDetail({ salesRep: { ...salesRep, phone: '', mobile: null } }), null, null);
    expect(person).toMatchObject({ phone: null, mobile: null });
  });
});

describe('telHref', () => {
  it('keeps digits and the plus sign', () => {
    expect(telHref('+32 15 20.30/40')).toBe('tel:+3215203040');
    expect(telHref('015 20 30 40')).toBe('tel:015203040');
  });

  it('drops the "(0)" trunk prefix written after a country code', () => {
    expect(telHref('+32 (0)15 20 30 40')).toBe('tel:+3215203040');
  });
});

describe('callNumber', () => {
  const rep = { kind: 'salesRep' as const, name: 'An Peeters', picture: null, email: null, description: null };
  it("dials the person's phone line first", () => {
    expect(callNumber({ ...rep, phone: '03 123 45 67', mobile: '0470 12 34 56' })).toBe('03 123 45 67');
  });
  it("falls back to a sales rep's mobile", () => {
    expect(callNumber({ ...rep, phone: null, mobile: '0470 12 34 56' })).toBe('0470 12 34 56');
  });
  it('has nothing to dial for an office without a phone, or nobody', () => {
    expect(callNumber({ kind: 'office', name: 'Kantoor', phone: null, email: 'info@example.be' })).toBeNull();
    expect(callNumber(null)).toBeNull();
  });
});
