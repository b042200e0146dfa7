import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@/lib/site-api/schemas';
import { findSubscription } from '@/lib/subscriptions/find-subscription';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { answer, startAppSiteApi } from '../site-api/msw';

startAppSiteApi();

const TOKEN = '0123456789abcdef0123456789abcdef';
const subscription = subscriptionSchema.parse({
  token: TOKEN,
  email: 'an@example.be',
  firstname: null,
  lastname: null,
  locale: 'nl',
  criteria: { statuses: ['FOR_SALE'], types: [], cities: [], priceMin: null, priceMax: null, bedroomsMin: null },
  createdAt: '2026-07-01T10:00:00.000Z',
  updatedAt: '2026-07-01T10:00:00.000Z',
});

describe('the subscription an unsubscribe link names', () => {
  it('is the subscription while it is active', async () => {
    answer('get', `/sites/1/subscriptions/${TOKEN}`, subscription);
    await expect(findSubscription(1, TOKEN, 'nl')).resolves.toEqual({ state: 'active', subscription });
  });

  it('is "cancelled", not the 404, when the link is opened again after unsubscribing (the API answers 410)', async () => {
    answer('get', `/sites/1/subscriptions/${TOKEN}`, { error: 'GONE', message: 'Subscription cancelled' }, 410);
    await expect(findSubscription(1, TOKEN, 'nl')).resolves.toEqual({ state: 'cancelled' });
  });

  it('is nothing (the 404) for an unknown token, and a malformed one never reaches the site API', async () => {
    answer('get', `/sites/1/subscriptions/${TOKEN}`, { error: 'NOT_FOUND', message: 'Subscription not found' }, 404);
    await expect(findSubscription(1, TOKEN, 'nl')).resolves.toBeNull();
    // msw fails any request it was not told about
    await expect(findSubscription(1, '../estates', 'nl')).resolves.toBeNull();
  });

  it('says "already unsubscribed" with the agency\'s name in every language', () => {
    const expected = [
      ['nl', nl, 'al uitgeschreven'],
      ['fr', fr, 'déjà désinscrit'],
      ['en', en, 'already unsubscribed'],
      ['de', de, 'bereits abbestellt'],
    ] as const;
    for (const [locale, messages, words] of expected) {
      const t = createTranslator({ locale, messages, namespace: 'Unsubscribe' });
      const text = t('already', { site: 'Immo Schelde' });
      expect(text).toContain(words);
      expect(text).toContain('Immo Schelde');
    }
  });
});
