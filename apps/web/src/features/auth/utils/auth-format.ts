import { AUTH_MESSAGES, type User } from '@washday/core';

/**
 * The sign-in form's own wording (customer-app.md §5). The server's schema says 'Invalid Indian phone number';
 * the form shows the longer sentence the spec gives for the same rule. Shown under the fields, through
 * translateMessage (their Hindi is in locales/hi/messages-auth.ts).
 */
export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: AUTH_MESSAGES.invalidPhoneForm,
  requestNewOtp: 'Please request a new OTP.',
  verifyFailed: 'Verification failed. Please try again.',
} as const;

/** Up to two letters: the first letters of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toUpperCase();
}

export function displayName(user: User): string {
  return user.name || user.full_name;
}
