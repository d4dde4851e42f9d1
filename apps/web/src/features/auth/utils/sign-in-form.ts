import { AUTH_MESSAGES, REFERRAL_CODE_MAX_LENGTH, normalizeIndianMobile } from '@washday/core';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { SIGN_IN_MESSAGES } from './auth-format';

/**
 * The sign-in phone step (customer-app.md §5). The number rule is core's; the form words a bad number with
 * the spec's longer sentence, where the API says 'Invalid Indian phone number'.
 *
 * Every message here is English and shown under its field, which puts it in the interface language
 * (translateMessage): the Hindi of each, the composed ones included, is in locales/hi/messages-auth.ts.
 */
export const signInDetailsSchema = z.object({
  name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(100),
  phone: z
    .string()
    .trim()
    .min(1, SIGN_IN_MESSAGES.phoneRequired)
    .refine((value) => normalizeIndianMobile(value) !== null, SIGN_IN_MESSAGES.phoneInvalid)
    .transform((value) => normalizeIndianMobile(value) ?? value),
  /** Optional; checked with the server as it is typed (see useReferralCheck), never blocking the sign-in. */
  referralCode: z.string().trim().max(REFERRAL_CODE_MAX_LENGTH).optional(),
});
export type SignInDetails = z.input<typeof signInDetailsSchema>;

/** Why a code could not be sent, in the customer's terms. */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.field === 'phone') return SIGN_IN_MESSAGES.phoneInvalid;
    if (error.status === 0) return error.message;
    if (error.status >= 500) return AUTH_MESSAGES.sendFailed;
    return error.message;
  }
  return AUTH_MESSAGES.sendFailed;
}

/** Why a code was refused, and what to do next. */
export function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SIGN_IN_MESSAGES.verifyFailed;
  if (error.message === AUTH_MESSAGES.invalidOtp && error.attemptsRemaining !== undefined) {
    return error.attemptsRemaining > 0
      ? `${AUTH_MESSAGES.invalidOtp}. ${attemptsRemainingText(error.attemptsRemaining)}`
      : `${AUTH_MESSAGES.invalidOtp}. ${SIGN_IN_MESSAGES.requestNewOtp}`;
  }
  if (error.message === AUTH_MESSAGES.noOtp || error.message === AUTH_MESSAGES.expired) {
    return `${error.message}. ${SIGN_IN_MESSAGES.requestNewOtp}`;
  }
  return error.message;
}

function attemptsRemainingText(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'} remaining`;
}
