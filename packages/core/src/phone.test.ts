import { describe, expect, it } from 'vitest';
import { formatIndianMobile, normalizeIndianMobile, toStoredPhone } from './phone.js';

describe('Indian mobile numbers', () => {
  it.each([
    ['9810000001', '9810000001'],
    ['98100 00001', '9810000001'],
    ['+91 98100-00001', '9810000001'],
    ['919810000001', '9810000001'],
    ['09810000001', '9810000001'],
    ['6000000000', '6000000000'],
  ])('accepts %s', (input, expected) => expect(normalizeIndianMobile(input)).toBe(expected));

  it.each(['5810000001', '981000000', '98100000011', '', 'phone', '1234567890'])('refuses %s', (input) =>
    expect(normalizeIndianMobile(input)).toBeNull(),
  );

  it('stores with prefix 91 and shows +91 XXXXX XXXXX', () => {
    expect(toStoredPhone('9810000001')).toBe('919810000001');
    expect(formatIndianMobile('919810000001')).toBe('+91 98100 00001');
  });
});
