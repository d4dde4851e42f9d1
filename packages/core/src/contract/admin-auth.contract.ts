import { z } from 'zod';
import { adminLoginBodySchema, adminSessionSchema } from '../auth/auth-schemas.js';
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
};
