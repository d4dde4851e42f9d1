import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requestAdminPasswordReset, resetAdminPassword } from './admin-password-reset.service.js';

export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`;

  app.route({
    ...contractRoute(contract.adminAuth.forgotPassword),
    config: { access: 'public' },
    onRequest: app.limits.passwordResetRequests,
    handler: async (request) => {
      const login = (request.body.email || request.body.username)!;
      // Not awaited: looking the account up and sending must not make the answer slower when it exists.
      void (async () => {
        await requestAdminPasswordReset(
          { db: app.database.db, now: app.clock.now, email: app.senders.email, appUrl },
          { login, ip: request.ip },
        );
      })().catch((error: unknown) => request.log.error({ err: error }, 'password reset link not sent'));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.sent };
    },
  });

  app.route({
    ...contractRoute(contract.adminAuth.resetPassword),
    config: { access: 'public' },
    onRequest: app.limits.passwordResets,
    handler: async (request) => {
      const { endedSessionIds } = await resetAdminPassword({ db: app.database.db, now: app.clock.now }, request.body);
      await app.liveEvents.endSessions({ sessionIds: endedSessionIds });
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.done };
    },
  });
};
