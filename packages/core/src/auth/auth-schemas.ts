import { z } from 'zod';
import { normalizeIndianMobile } from '../phone.js';
import { customerGstinSchema } from '../payments/gstin.js';
import { AUTH_MESSAGES, OTP_LENGTH } from './otp-rules.js';

/** Accepts any formatting of a 10-digit Indian mobile and yields the 10 digits. */
export const indianMobileSchema = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, 'Please enter your phone number')
  .transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

export const otpCodeSchema = z
  .string({ error: AUTH_MESSAGES.otpRequired })
  .trim()
  .min(1, AUTH_MESSAGES.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpInvalidFormat);

export const messageChannelSchema = z.enum(['sms', 'whatsapp']);

export const sendOtpBodySchema = z.object({
  phone: indianMobileSchema,
  channel: messageChannelSchema.default('sms'),
});

export const verifyOtpBodySchema = z.object({
  phone: indianMobileSchema,
  otp: otpCodeSchema,
  /** Needed only the first time a number signs in. */
  name: z.string().trim().max(100).optional(),
  referralCode: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v.toUpperCase())
    .optional(),
});

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  /** 10 digits. */
  phone: z.string(),
  email: z.string().nullable(),
  /** The customer's own GSTIN, printed on tax invoices issued while it is set. */
  gstin: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const profileUpdateSchema = z.object({
  name: z.string({ error: AUTH_MESSAGES.profileNameRequired }).trim().min(1, AUTH_MESSAGES.profileNameRequired).max(100),
  email: z
    .union([z.literal(''), z.email('Please enter a valid email address')])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  /** Optional; empty removes it, left out keeps it (customerGstinSchema). */
  gstin: customerGstinSchema,
});

export const adminLoginBodySchema = z.object({
  username: z.string().trim().min(1, 'Please enter your username').max(100),
  password: z.string().min(1, 'Please enter your password').max(200),
});

export const adminSessionSchema = z.object({
  username: z.string(),
  loginTime: z.string(),
  expiresAt: z.string(),
});

export const riderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  aadharNumber: z.string(),
  aadharImageUrl: z.string().nullable(),
  selfieImageUrl: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  isActive: z.boolean(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  lastLocationUpdate: z.string().nullable(),
  createdAt: z.string(),
});
export type Rider = z.infer<typeof riderSchema>;

export const riderRegistrationFieldsSchema = z.object({
  name: z.string().trim().min(1, AUTH_MESSAGES.riderFieldsRequired).max(100),
  phone: indianMobileSchema,
  aadharNumber: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.riderFieldsRequired)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, AUTH_MESSAGES.aadharInvalid)),
  otp: otpCodeSchema,
});
