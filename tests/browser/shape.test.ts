import { describe, expect, it } from 'vitest';
import { array, boolean, int, nullable, object, oneOf, optional, string, withDefault } from '@/lib/browser/shape';

const card = object({
  id: int(1),
  href: string(/^\/(?!\/)/),
  kind: oneOf(['new', 'old']),
  photo: nullable(object({ src: string() })),
  group: optional(string()),
  badges: withDefault(array(string()), []),
  open: boolean,
});

describe('shape checks at the browser boundary', () => {
  it('keeps the named keys, fills defaults and drops unknown keys', () => {
    expect(card({ id: 3, href: '/nl/aanbod/3', kind: 'new', photo: null, open: true, extra: 'x' })).toEqual({
      id: 3,
      href: '/nl/aanbod/3',
      kind: 'new',
      photo: null,
      badges: [],
      open: true,
    });
  });

  it('names the first path that does not fit', () => {
    const answer = { id: 3, href: '//evil.example', kind: 'new', photo: null, open: true };
    expect(() => card(answer)).toThrow(new TypeError('Unexpected value at href'));
    expect(() => array(card)([{ ...answer, href: '/a', photo: { src: 1 } }])).toThrow(new TypeError('Unexpected value at [0].photo.src'));
  });

  it('refuses non-integers, out-of-range numbers, unknown enum values, too long arrays and non-objects', () => {
    expect(() => int(1)(0)).toThrow(/^Unexpected value at/);
    expect(() => int()(1.5)).toThrow(/^Unexpected value at/);
    expect(() => int(1, 10)(11)).toThrow(/^Unexpected value at/);
    expect(() => oneOf(['a'])('b')).toThrow(/^Unexpected value at/);
    expect(() => array(int(), 2)([1, 2, 3])).toThrow(/^Unexpected value at/);
    expect(() => object({})([])).toThrow(/^Unexpected value at/);
    expect(() => object({})(null)).toThrow(/^Unexpected value at/);
  });
});
