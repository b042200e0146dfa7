// The valuation request's rules: what the owner must fill in, and how numbers and the postal code are read.
import { describe, expect, it } from 'vitest';
import { valuationFieldErrorsOf, valuationFormSchema, valuationPostSchema } from '@/lib/forms/valuation-form';

const filled = {
  street: 'Kerkstraat',
  houseNumber: '12A',
  postalCode: '9000',
  city: 'Gent',
  propertyType: 'house',
  livingArea: '145',
  condition: 'good',
  bedrooms: '3',
  wish: 'sell',
  timing: 'within6Months',
  firstname: 'Lies',
  lastname: 'Maes',
  email: 'lies.maes@example.be',
  phone: '+32 470 12 34 56',
  message: '',
  privacy: true,
};

const errorsOf = (form: Record<string, unknown>) => {
  const parsed = valuationFormSchema.safeParse(form);
  return parsed.success ? {} : valuationFieldErrorsOf(parsed.error);
};

describe('valuation form rules', () => {
  it('reads a filled form: numbers typed as text become numbers, an empty message none', () => {
    expect(valuationFormSchema.parse(filled)).toEqual({ ...filled, livingArea: 145, bedrooms: 3, message: null });
  });

  it('lets the area, condition, bedrooms and message stay empty', () => {
    const parsed = valuationFormSchema.parse({ ...filled, livingArea: '', condition: '', bedrooms: '  ', message: undefined });
    expect(parsed).toMatchObject({ livingArea: null, condition: null, bedrooms: null, message: null });
  });

  it('requires the address, the type, the wish, its timing, the name, e-mail, phone and consent', () => {
    const empty = { street: '', houseNumber: '', postalCode: '', city: '', propertyType: '', wish: null, timing: null, firstname: '', lastname: '', email: '', phone: '', privacy: false };
    expect(errorsOf(empty)).toEqual({
      street: 'required',
      houseNumber: 'required',
      postalCode: 'required',
      city: 'required',
      propertyType: 'required',
      wish: 'required',
      timing: 'required',
      firstname: 'required',
      lastname: 'required',
      email: 'required',
      phone: 'required',
      privacy: 'privacyRequired',
    });
  });

  it('refuses a bad e-mail address and a postal code that is not Belgian', () => {
    expect(errorsOf({ ...filled, email: 'lies.maes@example' })).toEqual({ email: 'email' });
    for (const postalCode of ['900', '0900', '90000', 'B-9000']) expect(errorsOf({ ...filled, postalCode }), postalCode).toEqual({ postalCode: 'postalCode' });
  });

  it('refuses an area or a number of bedrooms that is no plausible whole number', () => {
    for (const livingArea of ['abc', '12.5', '-3', '100001']) expect(errorsOf({ ...filled, livingArea }), livingArea).toEqual({ livingArea: 'wholeNumber' });
    for (const bedrooms of ['two', '2.5', '51']) expect(errorsOf({ ...filled, bedrooms }), bedrooms).toEqual({ bedrooms: 'wholeNumber' });
  });

  it('refuses a type, wish or timing the form does not offer', () => {
    expect(errorsOf({ ...filled, propertyType: 'castle', wish: 'swap', timing: 'someday' })).toEqual({ propertyType: 'required', wish: 'required', timing: 'required' });
  });

  it('accepts the numbers our script sends, and refuses keys the form does not have', () => {
    expect(valuationPostSchema.parse({ ...filled, livingArea: 145, bedrooms: 0 })).toMatchObject({ livingArea: 145, bedrooms: 0 });
    expect(valuationPostSchema.safeParse({ ...filled, estateId: 5 }).success).toBe(false);
  });
});
