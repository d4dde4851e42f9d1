import { z } from 'zod';
import { adminLoginBodySchema, adminSessionSchema } from '../auth/auth-schemas.js';
import { forgotPasswordBodySchema, passwordResetAnswerSchema, resetPasswordBodySchema } from '../auth/admin-password.js';
import { defineEndpoint } from './define-endpoint.js';

export const adminAuthContract = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Admin sign-in with username and password (8-hour session)',
    tags: ['admin'],
    body: adminLoginBodySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        message: z.string(),
        data: z.object({ token: z.string(), session: adminSessionSchema }),
      }),
    },
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/admin/session',
    summary: 'The signed-in admin and when the session ends',
    tags: ['admin'],
    responses: { 200: z.object({ success: z.literal(true), session: adminSessionSchema }) },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Send an admin a password reset link (the answer is the same whether or not the account exists)',
    tags: ['admin'],
    body: forgotPasswordBodySchema,
    responses: { 200: passwordResetAnswerSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Set a new admin password with a reset link's token (single use, 30 minutes); ends that admin's sessions",
    tags: ['admin'],
    body: resetPasswordBodySchema,
    responses: { 200: passwordResetAnswerSchema },
  }),
};
