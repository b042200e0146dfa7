import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, reservationFormSchema, reservationPostSchema } from '@/lib/rental-units/reservation-form';

const valid = {
  periodId: 12,
  guests: 4,
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '+32 477 12 34 56',
  message: 'We komen met de fiets.',
  privacy: true,
};

function errorsOf(schema: ReturnType<typeof reservationFormSchema>, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('reservationFormSchema', () => {
  const schema = reservationFormSchema(4);

  it('accepts a complete request', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('refuses more guests than the unit sleeps, and fewer than one', () => {
    expect(errorsOf(schema, { ...valid, guests: 5 })).toEqual({ guests: 'guestsMax' });
    expect(errorsOf(schema, { ...valid, guests: 0 })).toEqual({ guests: 'guestsMin' });
    expect(errorsOf(schema, { ...valid, guests: 2.5 })).toEqual({ guests: 'guestsMin' });
    expect(errorsOf(schema, { ...valid, guests: Number.NaN })).toEqual({ guests: 'guestsMin' });
    expect(errorsOf(schema, { ...valid, guests: null })).toEqual({ guests: 'guestsMin' });
  });

  it('has no maximum when the unit has none', () => {
    expect(reservationFormSchema(null).safeParse({ ...valid, guests: 40 }).success).toBe(true);
  });

  it('requires a period', () => {
    expect(errorsOf(schema, { ...valid, periodId: null })).toEqual({ periodId: 'periodRequired' });
    expect(errorsOf(schema, { ...valid, periodId: 0 })).toEqual({ periodId: 'periodRequired' });
  });

  it('requires the privacy consent', () => {
    expect(errorsOf(schema, { ...valid, privacy: false })).toEqual({ privacy: 'privacyRequired' });
    expect(errorsOf(schema, { ...valid, privacy: undefined })).toEqual({ privacy: 'privacyRequired' });
  });

  it('takes an empty phone and message as none', () => {
    const parsed = schema.parse({ ...valid, phone: '', message: '   ' });
    expect(parsed.phone).toBeNull();
    expect(parsed.message).toBeNull();
    expect(schema.parse({ ...valid, phone: undefined, message: null }).phone).toBeNull();
  });

  it('refuses a bad e-mail address, and says "required" when it is empty', () => {
    expect(errorsOf(schema, { ...valid, email: 'an.peeters@' })).toEqual({ email: 'email' });
    expect(errorsOf(schema, { ...valid, email: 'an peeters@example.be' })).toEqual({ email: 'email' });
    expect(errorsOf(schema, { ...valid, email: '' })).toEqual({ email: 'required' });
  });

  it('requires the names, trimmed, and caps every text', () => {
    expect(errorsOf(schema, { ...valid, firstname: '  ', lastname: '' })).toEqual({ firstname: 'required', lastname: 'required' });
    expect(errorsOf(schema, { ...valid, lastname: 'x'.repeat(101) })).toEqual({ lastname: 'tooLong' });
    expect(errorsOf(schema, { ...valid, email: `${'x'.repeat(195)}@example.be` })).toEqual({ email: 'tooLong' });
    expect(errorsOf(schema, { ...valid, phone: '1'.repeat(41) })).toEqual({ phone: 'tooLong' });
    expect(errorsOf(schema, { ...valid, message: 'x'.repeat(4001) })).toEqual({ message: 'tooLong' });
    expect(schema.parse({ ...valid, firstname: '  An ' }).firstname).toBe('An');
  });
});

describe('reservationPostSchema', () => {
  it('is strict like every other form: names on one line without NUL, unknown keys refused', () => {
    const post = { ...valid, rentalUnitId: 7 };
    for (const firstname of ['Eva\u0000', 'Eva\r\nBcc: x@example.be', 'Eva\tP']) {
      const parsed = reservationPostSchema.safeParse({ ...post, firstname });
      expect(parsed.success, JSON.stringify(firstname)).toBe(false);
      expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({ firstname: 'singleLine' });
    }
    expect(reservationPostSchema.safeParse({ ...post, lastname: 'Peeters\n' }).success).toBe(false);
    expect(reservationPostSchema.safeParse({ ...post, email: 'eva@example.be\r\n' }).success).toBe(false);
    expect(reservationPostSchema.safeParse({ ...post, message: 'nul\u0000' }).success).toBe(false);
    expect(reservationPostSchema.safeParse({ ...post, isAdmin: true }).success).toBe(false);
  });

  it('needs the unit and leaves the guest maximum to the site API', () => {
    expect(reservationPostSchema.safeParse({ ...valid, rentalUnitId: 7, guests: 40 }).success).toBe(true);
    const missing = reservationPostSchema.safeParse(valid);
    expect(missing.success).toBe(false);
    expect(missing.error && fieldErrorsOf(missing.error)).toEqual({});
  });
});
