// Admin password reset (admin-and-backend.md §7: POST /auth/forgot-password { email }, POST /auth/reset-password
// { token, newPassword }). The answer to a request never says whether an account matched.
import { z } from 'zod';

export const ADMIN_PASSWORD_MIN_LENGTH = 10;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  loginRequired: 'Please enter your email or username',
  sent: `If an admin account matches, a link to reset its password is on its way. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  tokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordTooShort: `The new password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The new password can be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
  passwordUnprintable: 'The new password cannot contain control characters',
  done: 'Your password has been reset. Please sign in with your new password.',
  tooManyRequests: 'Too many password reset requests. Please try again later.',
  emailSubject: 'Reset your Washday admin password',
} as const;

// Control characters cannot be stored or looked up (PostgreSQL refuses NUL), so they never reach a query.
const PRINTABLE = /^\P{Cc}*$/u;

/** `email` is the contract's field; it may hold the admin's email or username, as may `username`. */
export const forgotPasswordBodySchema = z
  .object({
    email: z
      .string({ error: PASSWORD_RESET_MESSAGES.loginRequired })
      .trim()
      .max(254)
      .regex(PRINTABLE, PASSWORD_RESET_MESSAGES.loginRequired)
      .optional(),
    username: z
      .string({ error: PASSWORD_RESET_MESSAGES.loginRequired })
      .trim()
      .max(100)
      .regex(PRINTABLE, PASSWORD_RESET_MESSAGES.loginRequired)
      .optional(),
  })
  .refine((body) => Boolean(body.email || body.username), { error: PASSWORD_RESET_MESSAGES.loginRequired, path: ['email'] });

export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.tokenInvalid })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.tokenInvalid)
    .max(200, PASSWORD_RESET_MESSAGES.tokenInvalid)
    .regex(PRINTABLE, PASSWORD_RESET_MESSAGES.tokenInvalid),
  newPassword: z
    .string({ error: PASSWORD_RESET_MESSAGES.passwordTooShort })
    .min(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES.passwordTooShort)
    .max(ADMIN_PASSWORD_MAX_LENGTH, PASSWORD_RESET_MESSAGES.passwordTooLong)
    .regex(PRINTABLE, PASSWORD_RESET_MESSAGES.passwordUnprintable),
});

export const passwordResetAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
