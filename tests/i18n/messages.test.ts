import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { headTypes, statuses, subTypes, transactions } from '@/lib/rules';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  it('has exactly the same keys in all four languages', () => {
    const reference = keys(nl).sort();
    for (const [locale, messages] of Object.entries({ fr, en, de })) expect(keys(messages).sort(), locale).toEqual(reference);
  });

  it('has no empty text', () => {
    for (const messages of [nl, fr, en, de]) {
      for (const key of keys(messages)) {
        const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], messages);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it('labels every status, transaction, head type and subtype of the enumerations', () => {
    for (const messages of [nl, fr, en, de]) {
      expect(Object.keys(messages.Enums.status).sort()).toEqual([...statuses].sort());
      expect(Object.keys(messages.Enums.transaction).sort()).toEqual(Object.keys(transactions).sort());
      expect(Object.keys(messages.Enums.headType).sort()).toEqual(Object.keys(headTypes).sort());
      expect(Object.keys(messages.Enums.subType).sort()).toEqual(Object.keys(subTypes).sort());
    }
  });
});
