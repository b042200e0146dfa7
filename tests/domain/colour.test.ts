import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '@/lib/domain/colour';

describe('text on agency colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks the text colour with the better contrast, at least 4.5:1 for typical brand colours', () => {
    for (const background of ['#e0661b', '#e8a33d', '#1f4e79', '#0f4c5c', '#2e7d32', '#c62828', '#ffd54f', '#6a1b9a']) {
      const text = readableTextOn(background);
      expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn('#ffd54f')).toBe('#111111');
    expect(readableTextOn('#1f4e79')).toBe('#ffffff');
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => readableTextOn('red')).toThrow(TypeError);
  });
});
