import { describe, expect, it } from 'vitest';
import {
  criteriaSchema,
  subscribeFieldErrorsOf,
  subscribeFormSchema,
  subscribePostSchema,
  subscriptionUpdateFieldErrorsOf,
  subscriptionUpdatePostSchema,
  unsubscribePostSchema,
} from '@/lib/forms/subscription-form';
import { subscriptionRequestSchema, subscriptionUpdateSchema } from '@/lib/site-api/schemas';

const criteria = { statuses: ['FOR_SALE'], types: ['1', '2'], cities: [4000], priceMin: 150000, priceMax: 400000, bedroomsMin: 2 };
const form = {
  email: 'an.peeters@example.be',
  firstname: 'An',
  lastname: '',
  locale: 'fr',
  criteria,
  privacy: true,
};

/** The first message per field, as the browser's form shows it (a criterion is named `criteria.x`). */
function errors(change: Record<string, unknown>, schema: typeof subscribeFormSchema | typeof subscribePostSchema = subscribeFormSchema) {
  const parsed = schema.safeParse({ ...form, ...change });
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.slice(0, issue.path[0] === 'criteria' ? 2 : 1).join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

const criteriaErrors = (change: Record<string, unknown>) => errors({ criteria: { ...criteria, ...change } });

describe('the subscribe form rules', () => {
  it('keeps a drawn area: the URL text becomes the site API shape, which our route takes again as it is', () => {
    const values = subscribeFormSchema.parse({ ...form, criteria: { ...criteria, area: 'c51.2194_4.4025_2500' } });
    const area = { circle: { latitude: 51.2194, longitude: 4.4025, radius: 2500 } };
    expect(values.criteria.area).toEqual(area);
    // What the browser posts is what it parsed: the route reads the shape, not the text.
    const posted = subscribePostSchema.parse({ ...values, criteria: { ...values.criteria, types: [1, 2] }, website: '' });
    expect(posted.criteria.area).toEqual(area);
    expect(subscriptionRequestSchema.parse({ ...posted, privacy: true }).criteria.area).toEqual(area);
    // No area is no key at all in what is sent.
    expect(JSON.stringify(subscribeFormSchema.parse({ ...form, criteria: { ...criteria, area: '' } }).criteria)).not.toContain('area');
  });

  it('refuses an unreadable or crossing area with its own message', () => {
    expect(criteriaErrors({ area: 'c51.2_4.4_5' })).toEqual({ 'criteria.area': 'area' });
    expect(criteriaErrors({ area: { polygon: [{ latitude: 51, longitude: 4 }, { latitude: 51.1, longitude: 4.1 }, { latitude: 51.1, longitude: 4 }, { latitude: 51, longitude: 4.1 }] } })).toEqual({
      'criteria.area': 'area',
    });
  });

  it('accepts a filled-in form: ticked types become ids, an empty name becomes null, and the site API takes the result', () => {
    const values = subscribeFormSchema.parse(form);
    expect(values).toEqual({
      email: 'an.peeters@example.be',
      firstname: 'An',
      lastname: null,
      locale: 'fr',
      criteria: { statuses: ['FOR_SALE'], types: [1, 2], cities: [4000], priceMin: 150000, priceMax: 400000, bedroomsMin: 2 },
      privacy: true,
    });
    expect(subscriptionRequestSchema.safeParse({ ...values, privacy: true }).success).toBe(true);
  });

  it('blocks the form while the privacy box is not ticked', () => {
    expect(errors({ privacy: false })).toEqual({ privacy: 'privacyRequired' });
    expect(errors({ privacy: undefined })).toEqual({ privacy: 'privacyRequired' });
    expect(errors({ privacy: 'true' }, subscribePostSchema)).toEqual({ privacy: 'privacyRequired' });
  });

  it('needs a valid e-mail address and nothing else', () => {
    expect(errors({ email: '' })).toEqual({ email: 'required' });
    expect(errors({ email: 'an.peeters@' })).toEqual({ email: 'email' });
    expect(subscribeFormSchema.parse({ email: 'an@example.be', locale: 'nl', criteria: {}, privacy: true })).toEqual({
      email: 'an@example.be',
      firstname: null,
      lastname: null,
      locale: 'nl',
      criteria: { statuses: [], types: [], cities: [], priceMin: null, priceMax: null, bedroomsMin: null },
      privacy: true,
    });
  });

  it('refuses a line break or another control character in a name or the address: it could become a mail header', () => {
    expect(errors({ firstname: 'An\r\nBcc: spam@example.com' })).toEqual({ firstname: 'singleLine' });
    expect(errors({ lastname: 'Peeters\n' })).toEqual({ lastname: 'singleLine' });
    expect(errors({ email: 'an@example.be\r\nBcc: x@example.com' })).toEqual({ email: 'singleLine' });
    expect(errors({ firstname: 'a'.repeat(101) })).toEqual({ firstname: 'tooLong' });
  });

  it('sends the mails in one of the four languages only', () => {
    expect(errors({ locale: 'es' })).toEqual({ locale: 'invalid' });
  });

  it('refuses a maximum price below the minimum, on the maximum', () => {
    expect(criteriaErrors({ priceMin: 400000, priceMax: 150000 })).toEqual({ 'criteria.priceMax': 'priceOrder' });
    expect(criteriaErrors({ priceMin: 250000, priceMax: 250000 })).toEqual({});
    expect(criteriaErrors({ priceMin: null, priceMax: 150000 })).toEqual({});
  });

  it('takes prices from 0 up, and a minimum of 0 to 10 bedrooms', () => {
    expect(criteriaErrors({ priceMin: -1 })).toEqual({ 'criteria.priceMin': 'price' });
    expect(criteriaErrors({ priceMax: '400000' })).toEqual({ 'criteria.priceMax': 'price' });
    expect(criteriaErrors({ priceMin: 0, bedroomsMin: 0 })).toEqual({});
    expect(criteriaErrors({ bedroomsMin: 11 })).toEqual({ 'criteria.bedroomsMin': 'invalid' });
    expect(criteriaErrors({ bedroomsMin: 2.5 })).toEqual({ 'criteria.bedroomsMin': 'invalid' });
  });

  it('offers only "for sale" and "to rent" to follow', () => {
    expect(criteriaErrors({ statuses: ['FOR_SALE', 'TO_RENT'] })).toEqual({});
    expect(criteriaErrors({ statuses: ['SOLD'] })).toEqual({ 'criteria.statuses': 'invalid' });
    expect(criteriaErrors({ statuses: ['FOR_SALE', 'FOR_SALE'] })).toEqual({ 'criteria.statuses': 'invalid' });
  });

  it('reads a group of one checkbox as a list too: its value when ticked, false when not', () => {
    expect(criteriaSchema.parse({ ...criteria, statuses: 'TO_RENT', types: false }).statuses).toEqual(['TO_RENT']);
    expect(criteriaSchema.parse({ ...criteria, types: false }).types).toEqual([]);
    expect(criteriaSchema.parse({ ...criteria, types: '10' }).types).toEqual([10]);
  });

  it('takes head type and city ids as numbers or digits, nothing else, and at most 50 cities', () => {
    expect(criteriaErrors({ types: ['house'] })).toEqual({ 'criteria.types': 'invalid' });
    expect(criteriaErrors({ types: ['0'] })).toEqual({ 'criteria.types': 'invalid' });
    expect(criteriaErrors({ cities: [4000, -2] })).toEqual({ 'criteria.cities': 'invalid' });
    expect(criteriaErrors({ cities: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({ 'criteria.cities': 'tooManyCities' });
    expect(criteriaErrors({ cities: Array.from({ length: 50 }, (_, i) => i + 1) })).toEqual({});
  });

  it('answers the browser in the error keys every form has, naming a criterion by its path', () => {
    const parsed = subscribePostSchema.safeParse({ ...form, email: 'an@', criteria: { ...criteria, priceMin: 5, priceMax: 1 } });
    // The form's own keys (the price order) are its browser's to show; the route answers them as 'invalid'.
    expect(parsed.success ? {} : subscribeFieldErrorsOf(parsed.error)).toEqual({ email: 'email', 'criteria.priceMax': 'invalid' });
    const tooMany = subscribePostSchema.safeParse({ ...form, criteria: { ...criteria, cities: Array.from({ length: 51 }, (_, i) => i + 1) } });
    expect(tooMany.success ? {} : subscribeFieldErrorsOf(tooMany.error)).toEqual({ 'criteria.cities': 'invalid' });
  });

  it('refuses any key the form does not have, in the post and in its criteria', () => {
    expect(subscribePostSchema.safeParse({ ...form, siteId: 2 }).success).toBe(false);
    expect(subscribePostSchema.safeParse({ ...form, token: 'a'.repeat(32) }).success).toBe(false);
    expect(subscribePostSchema.safeParse({ ...form, criteria: { ...criteria, subtypes: [1] } }).success).toBe(false);
    expect(subscribePostSchema.safeParse({ ...form, website: '', 'g-recaptcha-response': 'token' }).success).toBe(true);
  });
});

describe('the edit and unsubscribe posts', () => {
  it('carry the language and the criteria, which the site API takes as they are', () => {
    const update = subscriptionUpdatePostSchema.parse({ locale: 'de', criteria });
    expect(subscriptionUpdateSchema.parse(update)).toEqual({ locale: 'de', criteria: { ...criteria, types: [1, 2] } });
  });

  it('cannot change the address, the consent or anything else', () => {
    for (const extra of [{ email: 'other@example.be' }, { privacy: true }, { token: 'a'.repeat(32) }]) {
      const parsed = subscriptionUpdatePostSchema.safeParse({ locale: 'nl', criteria, ...extra });
      expect(parsed.success, JSON.stringify(extra)).toBe(false);
    }
  });

  it('name a wrong criterion by its field', () => {
    const parsed = subscriptionUpdatePostSchema.safeParse({ locale: 'nl', criteria: { ...criteria, priceMin: 5, priceMax: 1 } });
    expect(parsed.success ? {} : subscriptionUpdateFieldErrorsOf(parsed.error)).toEqual({ 'criteria.priceMax': 'invalid' });
  });

  it('unsubscribing takes an empty body only', () => {
    expect(unsubscribePostSchema.safeParse({}).success).toBe(true);
    expect(unsubscribePostSchema.safeParse({ token: 'a'.repeat(32) }).success).toBe(false);
  });
});
