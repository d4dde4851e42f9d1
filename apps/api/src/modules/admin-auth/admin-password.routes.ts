import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_RESET_MESSAGES, forgotPasswordBodySchema, passwordResetAnswerSchema, resetPasswordBodySchema } from '@washday/core';
import { requestAdminPasswordReset, resetAdminPassword } from './admin-password-reset.service.js';

export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`;

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      onRequest: app.limits.passwordResetRequests,
      schema: {
        tags: ['admin'],
        summary: 'Send an admin a password reset link (the answer is the same whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: passwordResetAnswerSchema },
      },
    },
    async (request) => {
      const login = (request.body.email || request.body.username)!;
      // Not awaited: looking the account up and sending must not make the answer slower when it exists.
      void (async () => {
        await requestAdminPasswordReset({ db: app.database.db, now: app.clock.now, email: app.senders.email, appUrl }, { login, ip: request.ip });
      })().catch((error: unknown) => request.log.error({ err: error }, 'password reset link not sent'));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.sent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      onRequest: app.limits.passwordResets,
      schema: {
        tags: ['admin'],
        summary: "Set a new admin password with a reset link's token (single use, 30 minutes); ends that admin's sessions",
        body: resetPasswordBodySchema,
        response: { 200: passwordResetAnswerSchema },
      },
    },
    async (request) => {
      await resetAdminPassword({ db: app.database.db, now: app.clock.now }, request.body);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.done };
    },
  );
};
