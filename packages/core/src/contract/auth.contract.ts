import { z } from 'zod';
import {
  indianMobileSchema,
  profileUpdateSchema,
  sendOtpBodySchema,
  userSchema,
  verifyOtpBodySchema,
} from '../auth/auth-schemas.js';
import { defineEndpoint } from './define-endpoint.js';
import { codeSentSchema, successMessageSchema } from './envelopes.js';

const signedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
  user: userSchema,
  /** For API clients that send `Authorization: Bearer`; the web app uses the httpOnly cookie instead. */
  token: z.string(),
});
const userAnswerSchema = z.object({ success: z.literal(true), user: userSchema });

/** Customer sign-in by phone code, the customer's profile, and signing out of any role. */
export const authContract = {
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-otp',
    summary: 'Send a sign-in code by SMS or WhatsApp',
    tags: ['auth'],
    body: sendOtpBodySchema,
    responses: { 200: codeSentSchema },
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    summary: 'Check a sign-in code and start a session',
    tags: ['auth'],
    body: verifyOtpBodySchema,
    responses: { 200: signedInSchema },
  }),
  /** The WhatsApp flavour of verify-otp: the code was sent with channel 'whatsapp'; the phone may carry 91. */
  whatsappLogin: defineEndpoint({
    method: 'POST',
    path: '/api/whatsapp/whatsapp-login',
    summary: 'Sign in with a code delivered over WhatsApp',
    tags: ['auth'],
    body: z.object({
      phone: indianMobileSchema,
      name: z.string().trim().max(100).optional(),
      otp: verifyOtpBodySchema.shape.otp,
    }),
    responses: { 200: signedInSchema },
  }),
  /** After verify-otp the account exists; register completes it (name, email) for the signed-in number only. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: "Complete the signed-in customer's account",
    tags: ['auth'],
    body: z.object({
      phone: indianMobileSchema,
      full_name: profileUpdateSchema.shape.name,
      email: profileUpdateSchema.shape.email,
      user_type: z.literal('customer').default('customer'),
      is_verified: z.boolean().optional(),
      phone_verified: z.boolean().optional(),
      preferences: z.record(z.string(), z.unknown()).optional(),
    }),
    responses: { 200: userAnswerSchema },
  }),
  getUserByPhone: defineEndpoint({
    method: 'POST',
    path: '/api/auth/get-user-by-phone',
    summary: "The signed-in customer's own account, by phone",
    tags: ['auth'],
    body: z.object({ phone: indianMobileSchema }),
    responses: { 200: userAnswerSchema },
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/auth/profile',
    summary: "The signed-in customer's profile",
    tags: ['auth'],
    responses: { 200: userAnswerSchema },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/profile',
    summary: 'Update name, email and GSTIN (the phone cannot change)',
    tags: ['auth'],
    body: profileUpdateSchema,
    responses: { 200: userAnswerSchema.extend({ message: z.string() }) },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session of one role (or every session this request carries) on the server',
    tags: ['auth'],
    body: z.object({ role: z.enum(['customer', 'rider', 'admin']).optional() }).nullish(),
    responses: { 200: successMessageSchema },
  }),
};
