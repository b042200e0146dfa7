import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeFormData } from '@/lib/forms/form-body';
import { keptErrors } from '@/lib/forms/no-script';
import { readRetryCookies, retryCookies } from '@/lib/forms/retry-cookie';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('decodeFormData: a browser-posted form as the JSON schemas read it', () => {
  it('reads numbers, ticked boxes, groups of boxes and dotted names, and keeps the text as typed without the honeypot', () => {
    const { value, kept } = decodeFormData(
      form([
        ['email', 'an@example.be'],
        ['criteria.priceMin', ' 150000 '],
        ['criteria.priceMax', ''],
        ['criteria.types', '1'],
        ['criteria.types', '3'],
        ['privacy', 'on'],
        ['website', ''],
        ['g-recaptcha-response', 'x'],
      ]),
      { numbers: ['criteria.priceMin', 'criteria.priceMax', 'criteria.bedroomsMin'], booleans: ['privacy', 'again'], lists: ['criteria.types', 'criteria.statuses'] },
    );
    expect(value).toEqual({
      email: 'an@example.be',
      criteria: { priceMin: 150000, priceMax: null, types: ['1', '3'], statuses: [] },
      privacy: true,
      again: false,
      website: '',
      'g-recaptcha-response': 'x',
    });
    expect(kept).toEqual({ email: 'an@example.be', 'criteria.priceMin': ' 150000 ', 'criteria.priceMax': '', 'criteria.types': ['1', '3'], privacy: 'on' });
  });

  it('leaves a number that is none as NaN for the schema to refuse, and ignores names that reach a prototype and files', () => {
    const data = form([
      ['guests', 'many'],
      ['__proto__.polluted', 'yes'],
      ['constructor', 'x'],
    ]);
    data.append('photo', new File(['x'], 'x.txt'));
    const { value } = decodeFormData(data, { numbers: ['guests'] });
    expect(value).toEqual({ guests: Number.NaN });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the kept form in cookies', () => {
  const options = { path: '/nl/formulier', secure: true };
  const jar = (lines: string[]) => {
    const cookies = new Map(lines.map((line) => line.split(';')[0]?.split('=') as [string, string]));
    return (name: string) => cookies.get(name) || undefined;
  };

  it('comes back as it went in, HttpOnly, SameSite=Lax, Secure when asked, for ten minutes on the form pages only', () => {
    const retry = { form: 'contact' as const, values: { firstname: 'Eva', options: ['visit'] }, fields: { email: 'required' }, error: 'invalid' };
    const lines = retryCookies(retry, options);
    expect(lines[0]).toMatch(/^form-retry-0=[A-Za-z0-9_-]+; Path=\/nl\/formulier; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    // The parts a longer form left earlier are cleared.
    expect(lines.slice(1).every((line) => line.includes('Max-Age=0'))).toBe(true);
    expect(readRetryCookies(jar(lines))).toEqual(retry);
    expect(lines.join()).not.toContain('Eva');
  });

  it('spreads a long message over several cookies of at most 3.5 KB each, and drops the longest text only beyond six', () => {
    // Text that does not compress: the worst case.
    const random = (length: number) => randomBytes(length).toString('base64').slice(0, length);
    const long = { form: 'contact' as const, values: { firstname: 'Eva', message: random(4000) }, fields: {}, error: 'unavailable' };
    const lines = retryCookies(long, options);
    expect(lines.filter((line) => !line.includes('Max-Age=0')).length).toBeGreaterThan(1);
    expect(lines.every((line) => (line.split(';')[0] ?? '').length < 3600)).toBe(true);
    expect(readRetryCookies(jar(lines))).toEqual(long);

    const notes = random(9000);
    const huge = { ...long, values: { firstname: 'Eva', message: random(18_000), notes } };
    expect(readRetryCookies(jar(retryCookies(huge, options)))).toEqual({ ...huge, values: { firstname: 'Eva', message: '', notes } });
  });

  it('is refused when it names a field that could reach a prototype', () => {
    for (const name of ['__proto__.polluted', 'constructor.polluted', 'criteria.prototype']) {
      const lines = retryCookies({ form: 'contact', values: {}, fields: { [name]: 'invalid' }, error: 'invalid' }, options);
      expect(readRetryCookies(jar(lines))).toBeNull();
    }
  });

  it('is null when missing, cut short or not ours', () => {
    expect(readRetryCookies(() => undefined)).toBeNull();
    expect(readRetryCookies((name) => (name === 'form-retry-0' ? 'bm90IG91cnM' : undefined))).toBeNull();
    const lines = retryCookies({ form: 'contact', values: {}, fields: {}, error: 'invalid' }, options);
    const value = lines[0]?.split(';')[0]?.split('=')[1] ?? '';
    expect(readRetryCookies((name) => (name === 'form-retry-0' ? value.slice(0, -3) : undefined))).toBeNull();
  });
});

describe('keptErrors', () => {
  it('nests dotted field names as react-hook-form reads its errors', () => {
    expect(keptErrors({ form: 'subscribe', values: {}, fields: { email: 'email', 'criteria.priceMax': 'priceOrder' }, error: 'invalid' })).toEqual({
      email: { type: 'server', message: 'email' },
      criteria: { priceMax: { type: 'server', message: 'priceOrder' } },
    });
    expect(keptErrors(null)).toBeUndefined();
  });
});
