import { describe, expect, it } from 'vitest';
import { contactFieldErrorsOf, contactFormSchema, contactPostSchema } from '@/lib/forms/contact-form';
import { pageUrlOn, sendToFriendFieldErrorsOf, sendToFriendFormSchema, sendToFriendPostSchema } from '@/lib/forms/send-to-friend';
import { contactLeadRequestSchema, sendToFriendRequestSchema } from '@/lib/site-api/schemas';

const contact = {
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '',
  message: 'Is de tuin op het zuiden?',
  options: ['visit', 'callback'],
  privacy: true,
};

const friend = {
  senderName: 'An Peeters',
  senderEmail: 'an.peeters@example.be',
  friendName: '',
  friendEmail: 'jan@example.be',
  message: '',
};

function contactErrors(change: Record<string, unknown>, schema: typeof contactFormSchema | typeof contactPostSchema = contactFormSchema) {
  const parsed = schema.safeParse({ ...contact, ...change });
  return parsed.success ? {} : contactFieldErrorsOf(parsed.error);
}

function friendErrors(change: Record<string, unknown>) {
  const parsed = sendToFriendFormSchema.safeParse({ ...friend, ...change });
  return parsed.success ? {} : sendToFriendFieldErrorsOf(parsed.error);
}

describe('the contact form rules', () => {
  it('accepts a filled-in form, trims the names and turns empty optional texts into null', () => {
    expect(contactFormSchema.parse({ ...contact, firstname: '  An ' })).toEqual({ ...contact, phone: null });
  });

  it('refuses a line break or another control character in a name, the e-mail or the phone', () => {
    expect(contactErrors({ firstname: 'An\r\nBcc: spam@example.com' })).toEqual({ firstname: 'singleLine' });
    expect(contactErrors({ lastname: 'Peeters\n' })).toEqual({ lastname: 'singleLine' });
    expect(contactErrors({ lastname: 'Pee\tters' })).toEqual({ lastname: 'singleLine' });
    expect(contactErrors({ email: 'an@example.be\r\nBcc: x@example.com' })).toEqual({ email: 'singleLine' });
    expect(contactErrors({ phone: '0470 12 34 56\n' })).toEqual({ phone: 'singleLine' });
  });

  it('lets a message run over several lines, not hold other control characters', () => {
    expect(contactErrors({ message: 'Goedendag,\r\n\r\nWanneer kan ik komen kijken?' })).toEqual({});
    expect(contactErrors({ message: 'a\u0000b' })).toEqual({ message: 'invalid' });
  });

  it('refuses fields longer than the site API takes', () => {
    expect(contactErrors({ firstname: 'a'.repeat(101), lastname: 'b'.repeat(101), phone: '1'.repeat(41), message: 'x'.repeat(4001) })).toEqual({
      firstname: 'tooLong',
      lastname: 'tooLong',
      phone: 'tooLong',
      message: 'tooLong',
    });
    expect(contactErrors({ email: `${'a'.repeat(190)}@example.be` })).toEqual({ email: 'tooLong' });
    expect(contactErrors({ firstname: 'a'.repeat(100), message: 'x'.repeat(4000) })).toEqual({});
  });

  it('refuses a malformed e-mail address and a missing name', () => {
    expect(contactErrors({ email: 'an.peeters@' })).toEqual({ email: 'email' });
    expect(contactErrors({ email: 'an peeters@example.be' })).toEqual({ email: 'email' });
    expect(contactErrors({ firstname: '   ', email: '' })).toEqual({ firstname: 'required', email: 'required' });
  });

  it('blocks the form while the privacy box is not ticked', () => {
    expect(contactErrors({ privacy: false })).toEqual({ privacy: 'privacyRequired' });
    expect(contactErrors({ privacy: 'true' }, contactPostSchema)).toEqual({ privacy: 'privacyRequired' });
  });

  it('sends only the ticked options, and only the ones the form offers', () => {
    expect(contactFormSchema.parse({ ...contact, options: [] }).options).toEqual([]);
    expect(contactFormSchema.parse({ ...contact, options: ['documentation'] }).options).toEqual(['documentation']);
    expect(contactErrors({ options: ['visit', 'free-beer'] })).toEqual({ options: 'invalid' });
    expect(contactErrors({ options: ['visit', 'visit'] })).toEqual({ options: 'invalid' });
  });

  it('refuses any key the form does not have, and both an estate and a rental unit', () => {
    expect(contactPostSchema.safeParse({ ...contact, estateId: 5 }).success).toBe(true);
    expect(contactPostSchema.safeParse({ ...contact, estateId: 5, siteId: 2 }).success).toBe(false);
    expect(contactPostSchema.safeParse({ ...contact, locale: 'fr' }).success).toBe(false);
    expect(contactPostSchema.safeParse({ ...contact, estateId: 5, rentalUnitId: 7 }).success).toBe(false);
    expect(contactPostSchema.safeParse({ ...contact, estateId: '5' }).success).toBe(false);
    expect(contactPostSchema.safeParse({ ...contact, website: '', 'g-recaptcha-response': 'token' }).success).toBe(true);
  });

  it('gives what the site API accepts', () => {
    const form = contactPostSchema.parse({ ...contact, estateId: 5 });
    expect(
      contactLeadRequestSchema.safeParse({ ...form, estateId: 5, rentalUnitId: null, privacy: true, locale: 'nl' }).success,
    ).toBe(true);
  });
});

describe('the send-to-a-friend rules', () => {
  it('accepts a filled-in form with the optional fields left empty', () => {
    expect(sendToFriendFormSchema.parse(friend)).toEqual({ ...friend, friendName: null, message: null });
  });

  it('refuses a line break in either name or address', () => {
    expect(friendErrors({ senderName: 'An\r\nBcc: spam@example.com' })).toEqual({ senderName: 'singleLine' });
    expect(friendErrors({ friendName: 'Jan\n' })).toEqual({ friendName: 'singleLine' });
    expect(friendErrors({ friendEmail: 'jan@example.be\nCc: x@example.com' })).toEqual({ friendEmail: 'singleLine' });
  });

  it('refuses overlong fields and bad addresses', () => {
    expect(friendErrors({ senderName: 'a'.repeat(121), friendName: 'b'.repeat(121), message: 'x'.repeat(2001) })).toEqual({
      senderName: 'tooLong',
      friendName: 'tooLong',
      message: 'tooLong',
    });
    expect(friendErrors({ senderEmail: 'an@', friendEmail: 'jan' })).toEqual({ senderEmail: 'email', friendEmail: 'email' });
  });

  it('takes the page as a path on the site only, and refuses any other key', () => {
    const post = { ...friend, estateId: 5 };
    expect(sendToFriendPostSchema.safeParse({ ...post, path: '/nl/aanbod/5/duplex-te-koop' }).success).toBe(true);
    for (const path of ['https://evil.example/nl', '//evil.example/nl', '/\\evil.example', 'nl/aanbod/5', '/nl/a b', '/nl/\r\nX: y']) {
      expect(sendToFriendPostSchema.safeParse({ ...post, path }).success, path).toBe(false);
    }
    expect(sendToFriendPostSchema.safeParse({ ...post }).success).toBe(false);
    expect(sendToFriendPostSchema.safeParse({ ...post, path: '/nl', url: 'https://evil.example' }).success).toBe(false);
  });

  it('puts the path on the request origin, never on another host', () => {
    const origin = new URL('https://www.immo-schelde.be');
    expect(pageUrlOn(origin, '/nl/aanbod/5/duplex#photos')).toBe('https://www.immo-schelde.be/nl/aanbod/5/duplex');
    expect(pageUrlOn(origin, '//evil.example/x')).toBeNull();
    expect(pageUrlOn(origin, 'https://evil.example/x')).toBeNull();
    expect(pageUrlOn(origin, `/${'a'.repeat(1500)}`)).toBeNull();
    const url = pageUrlOn(origin, '/fr/offre/5');
    expect(sendToFriendRequestSchema.safeParse({ ...sendToFriendFormSchema.parse(friend), estateId: 5, rentalUnitId: null, url, locale: 'fr' }).success).toBe(true);
  });
});
