import { normalizeIndianMobile } from '@washday/core';

export const PHONE_DIGITS = 10;

/**
 * What a mobile field keeps of what was typed or pasted: digits only, at most 10. A pasted number with the
 * country code or a trunk zero (+91 98765 43210, 098765 43210) keeps its own 10 digits, and so does one
 * typed after a +91 or 0, key by key.
 */
export function toPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length <= PHONE_DIGITS) return digits;
  const withoutPrefix = digits.startsWith('91') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  return normalizeIndianMobile(digits) ?? withoutPrefix.slice(0, PHONE_DIGITS);
}

/** Digits only, at most `max` (codes, pincodes, Aadhar numbers). */
export function onlyDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}
