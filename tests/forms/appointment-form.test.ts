import { describe, expect, it } from 'vitest';
import {
  appointmentCancelPostSchema,
  appointmentFieldErrorsOf,
  appointmentFormSchema,
  appointmentPostSchema,
  appointmentResultSchema,
} from '@/lib/forms/appointment-form';

const post = {
  agendaId: 501,
  estateId: 12,
  slotId: 11,
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: '',
  privacy: true,
};

function errorsOf(body: unknown) {
  const parsed = appointmentPostSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : appointmentFieldErrorsOf(parsed.error);
}

describe('appointmentPostSchema', () => {
  it('takes a booking, trimming the texts and turning an empty phone into null', () => {
    expect(appointmentPostSchema.parse({ ...post, name: '  An Peeters ', phone: ' ' })).toEqual({ ...post, phone: null });
    expect(appointmentPostSchema.parse({ ...post, estateId: null, phone: '+32 470 12 34 56' })).toMatchObject({ estateId: null, phone: '+32 470 12 34 56' });
    expect(appointmentPostSchema.parse({ ...post, estateId: undefined, website: '' })).toMatchObject({ slotId: 11 });
  });

  it('refuses a CR or LF (or any control character) in the name, the e-mail address and the phone', () => {
    expect(errorsOf({ ...post, name: 'An\r\nBcc: spam@example.com' })).toEqual({ name: 'singleLine' });
    expect(errorsOf({ ...post, name: 'An\nPeeters' })).toEqual({ name: 'singleLine' });
    expect(errorsOf({ ...post, email: 'an@example.be\r\nBcc: spam@example.com' })).toMatchObject({ email: 'singleLine' });
    expect(errorsOf({ ...post, phone: '0470\t123' })).toEqual({ phone: 'singleLine' });
  });

  it('insists on the privacy consent', () => {
    expect(errorsOf({ ...post, privacy: false })).toEqual({ privacy: 'privacyRequired' });
    expect(errorsOf({ ...post, privacy: undefined })).toEqual({ privacy: 'privacyRequired' });
    expect(errorsOf({ ...post, privacy: 'on' })).toEqual({ privacy: 'privacyRequired' });
  });

  it('names the other field problems with the form error keys', () => {
    expect(errorsOf({ ...post, name: ' ', email: 'an@', slotId: null })).toEqual({ name: 'required', email: 'email', slotId: 'slotRequired' });
    expect(errorsOf({ ...post, name: 'x'.repeat(121), phone: '1'.repeat(41) })).toEqual({ name: 'tooLong', phone: 'tooLong' });
    // The route takes numbers only: the text of a radio button is the browser form's business.
    expect(errorsOf({ ...post, slotId: '11' })).toEqual({ slotId: 'slotRequired' });
  });

  it('refuses any key it does not know, and bad ids, without naming a field', () => {
    for (const body of [{ ...post, siteId: 2 }, { ...post, locale: 'fr' }, { ...post, agendaId: 0 }, { ...post, estateId: 'twelve' }, [post]]) {
      expect(appointmentPostSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    expect(errorsOf({ ...post, cancelled: true })).toEqual({});
  });
});

describe('appointmentFormSchema (the browser form)', () => {
  const values = { slotId: '11', name: 'An', email: 'an@example.be', phone: '', privacy: true };

  it('reads the chosen radio button as a number', () => {
    expect(appointmentFormSchema.parse(values)).toEqual({ slotId: 11, name: 'An', email: 'an@example.be', phone: null, privacy: true });
  });

  it('asks for a slot while none is chosen', () => {
    for (const slotId of [null, undefined, '', 'x']) {
      const parsed = appointmentFormSchema.safeParse({ ...values, slotId });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['slotId'], message: 'slotRequired' });
    }
  });

  it('has no agenda, listing or honeypot of its own: the component adds those', () => {
    expect(Object.keys(appointmentFormSchema.shape).sort()).toEqual(['email', 'name', 'phone', 'privacy', 'slotId']);
  });
});

describe('appointmentCancelPostSchema', () => {
  it('takes an empty body or the honeypot, and nothing else', () => {
    expect(appointmentCancelPostSchema.safeParse({}).success).toBe(true);
    expect(appointmentCancelPostSchema.safeParse({ website: '' }).success).toBe(true);
    expect(appointmentCancelPostSchema.safeParse({ appointmentId: '0123456789abcdef0123456789abcdef' }).success).toBe(false);
    expect(appointmentCancelPostSchema.safeParse(null).success).toBe(false);
  });
});

describe('appointmentResultSchema', () => {
  it('reads our answers and refuses anything else', () => {
    expect(appointmentResultSchema.safeParse({ ok: true, appointment: { id: '0123456789abcdef0123456789abcdef' } }).success).toBe(true);
    expect(
      appointmentResultSchema.safeParse({
        ok: false,
        error: 'slotTaken',
        fields: { slotId: 'slotTaken' },
        slots: [{ id: 12, start: '2025-03-10T09:30:00.000Z', end: '2025-03-10T10:00:00.000Z' }],
      }).success,
    ).toBe(true);
    expect(appointmentResultSchema.safeParse({ ok: true }).success).toBe(false);
    expect(appointmentResultSchema.safeParse({ ok: true, appointment: { id: '../../x' } }).success).toBe(false);
    expect(appointmentResultSchema.safeParse({ ok: false, error: 'boom' }).success).toBe(false);
  });
});
