import { describe, expect, it } from 'vitest';
import { parseAppointmentId, parseId, parseToken } from '@/lib/domain/route-params';

describe('route parameters', () => {
  it('accepts positive integer ids only', () => {
    expect(parseId('1234')).toBe(1234);
    for (const bad of ['0', '-1', '12a', 'abc', '1e3', '01', '99999999999', '', ' 12']) expect(parseId(bad), bad).toBeNull();
  });

  it('accepts URL-safe tokens of at least 128 bits', () => {
    expect(parseToken('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(parseToken('short')).toBeNull();
    expect(parseToken('../../etc/passwd-0123456789abcdef')).toBeNull();
  });

  it('accepts appointment ids as 32 lowercase hex characters', () => {
    expect(parseAppointmentId('0123456789abcdef0123456789abcdef')).not.toBeNull();
    expect(parseAppointmentId('0123456789ABCDEF0123456789ABCDEF')).toBeNull();
    expect(parseAppointmentId('1234')).toBeNull();
  });
});
