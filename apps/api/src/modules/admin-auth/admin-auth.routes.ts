import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, adminLoginBodySchema, adminSessionSchema } from '@washday/core';
import { SESSION_COOKIES, SESSION_TTL_MS, cookieOptions, requirePrincipal } from '../../plugins/authentication.js';
import { signInAdmin } from './admin-auth.service.js';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in with username and password (8-hour session)',
        body: adminLoginBodySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ token: z.string(), session: adminSessionSchema }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { token, admin, session } = await signInAdmin(
        { db: app.database.db, now: app.clock.now, delay: (ms) => sleep(ms) },
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      void reply.setCookie(SESSION_COOKIES.admin, token, cookieOptions(app.env.COOKIE_SECURE, SESSION_TTL_MS.admin));
      return {
        success: true as const,
        message: AUTH_MESSAGES.loginSuccess,
        data: {
          token,
          session: { username: admin.username, loginTime: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() },
        },
      };
    },
  );

  app.get(
    '/api/admin/session',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'The signed-in admin and when the session ends', response: { 200: z.object({ success: z.literal(true), session: adminSessionSchema }) } },
    },
    async (request) => {
      const admin = await requirePrincipal(request, 'admin');
      return {
        success: true as const,
        session: { username: admin.username, loginTime: admin.loginTime.toISOString(), expiresAt: admin.expiresAt.toISOString() },
      };
    },
  );
};
