import { AUTH_MESSAGES, normalizeIndianMobile } from '@washday/core';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { attemptsRemainingText, SIGN_IN_MESSAGES } from './auth-format';

/**
 * The sign-in phone step (customer-app.md §5). The number rule is core's; the form words a bad number with
 * the spec's longer sentence, where the API says 'Invalid Indian phone number'.
 */
export const signInDetailsSchema = z.object({
  name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(100),
  phone: z
    .string()
    .trim()
    .min(1, SIGN_IN_MESSAGES.phoneRequired)
    .refine((value) => normalizeIndianMobile(value) !== null, SIGN_IN_MESSAGES.phoneInvalid)
    .transform((value) => normalizeIndianMobile(value) ?? value),
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
  if (!(error instanceof ApiError)) return 'Verification failed. Please try again.';
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
