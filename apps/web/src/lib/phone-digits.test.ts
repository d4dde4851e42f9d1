import { describe, expect, it } from 'vitest';
import { onlyDigits, toPhoneDigits } from './phone-digits';

describe('toPhoneDigits', () => {
  it.each([
    ['98a7-6 54(3)210', '9876543210'],
    ['+91 91234-56789', '9123456789'],
    ['091234 56789', '9123456789'],
    ['98765432109', '9876543210'],
    ['12', '12'],
  ])('%s -> %s', (typed, kept) => {
    expect(toPhoneDigits(typed)).toBe(kept);
  });

  it('keeps the number typed key by key after +91 or 0', () => {
    for (const typed of ['+91 98765 43210', '098765 43210']) {
      const kept = [...typed].reduce((value, key) => toPhoneDigits(value + key), '');
      expect(kept).toBe('9876543210');
    }
  });
});

describe('onlyDigits', () => {
  it('keeps digits up to the limit', () => {
    expect(onlyDigits('1234-5678-9012 345', 12)).toBe('123456789012');
    expect(onlyDigits('12a3', 6)).toBe('123');
  });
});
