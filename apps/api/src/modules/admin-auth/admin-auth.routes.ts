import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { SESSION_COOKIES, SESSION_TTL_MS, cookieOptions, requirePrincipal } from '../../plugins/authentication.js';
import { signInAdmin } from './admin-auth.service.js';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.adminAuth.login),
    config: { access: 'public' },
    handler: async (request, reply) => {
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
          session: {
            username: admin.username,
            loginTime: session.createdAt.toISOString(),
            expiresAt: session.expiresAt.toISOString(),
          },
        },
      };
    },
  });

  app.route({
    ...contractRoute(contract.adminAuth.session),
    config: { access: 'admin' },
    handler: async (request) => {
      const admin = await requirePrincipal(request, 'admin');
      return {
        success: true as const,
        session: { username: admin.username, loginTime: admin.loginTime.toISOString(), expiresAt: admin.expiresAt.toISOString() },
      };
    },
  });
};
