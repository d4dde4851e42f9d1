import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money.js';

describe('money', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(70)).toBe(7000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1000.005)).toBe(100001);
    expect(paiseToRupees(12345)).toBe(123.45);
  });

  it('refuses non-numbers', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Infinity)).toThrow(RangeError);
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(70)).toBe('₹70');
    expect(formatRupees(124000)).toBe('₹1,24,000');
    expect(formatRupees(12.5)).toBe('₹12.50');
  });
});
