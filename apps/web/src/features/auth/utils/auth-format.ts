import { AUTH_MESSAGES, normalizeIndianMobile, OTP_LENGTH, type User } from '@washday/core';

/**
 * The sign-in form's own wording (customer-app.md §5). The server's schema says 'Invalid Indian phone number';
 * the form shows the longer sentence the spec gives for the same rule.
 */
export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: AUTH_MESSAGES.invalidPhoneForm,
  requestNewOtp: 'Please request a new OTP.',
  generic: 'Something went wrong. Please close this dialog and try again.',
} as const;

export const PHONE_DIGITS = 10;
export const REFERRAL_CODE_MAX_LENGTH = 20;

/**
 * What the mobile field keeps of what was typed or pasted: digits only, at most 10. A pasted number with the
 * country code or a trunk zero (+91 98765 43210, 098765 43210) keeps its own 10 digits.
 */
export function toPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS) return normalizeIndianMobile(digits) ?? digits.slice(0, PHONE_DIGITS);
  return digits;
}

export function toOtpDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Referral codes are upper-case letters and digits. */
export function toReferralCode(input: string): string {
  return input
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, REFERRAL_CODE_MAX_LENGTH);
}

/** Up to two letters: the first letters of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] ?? '' : ''))
    .join('')
    .toUpperCase();
}

export function attemptsRemainingText(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'} remaining`;
}

export function displayName(user: User): string {
  return user.name || user.full_name;
}
