import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, CUSTOMER_SESSION_HINT_COOKIE, contract, type verifyOtpBodySchema } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { SESSION_COOKIES, requirePrincipal, setSessionCookie } from '../../plugins/authentication.js';
import { forbidden } from '../../lib/errors.js';
import { issuePhoneCode, phoneCodeDeps } from './phone-code.service.js';
import { getUser, signInCustomer, updateProfile } from './customer-auth.service.js';
import { revokeSessionByToken, stopRiderSharing } from './session.service.js';
import { deliverNotification, notifyDepsOf } from '../notifications/notify.service.js';
import { toUserDto } from './user-dto.js';

export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => phoneCodeDeps(app);

  app.route({
    ...contractRoute(contract.auth.sendOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeSends,
    handler: async (request) => {
      const result = await issuePhoneCode(deps(), { ...request.body, purpose: 'customer_login', ip: request.ip });
      return { success: true as const, message: AUTH_MESSAGES.otpSent, ...result };
    },
  });

  /** Checks the code, starts the session (cookie for browsers, token for API clients) and answers as the spec reads it. */
  async function signIn(body: z.output<typeof verifyOtpBodySchema>, request: FastifyRequest, reply: FastifyReply) {
    const { user, token, notices } = await signInCustomer(deps(), {
      ...body,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    for (const notice of notices) await deliverNotification(notifyDepsOf(app), notice);
    setSessionCookie(reply, 'customer', token, app.env.COOKIE_SECURE);
    const dto = toUserDto(user);
    return { success: true as const, message: AUTH_MESSAGES.loginSuccess, data: { user: dto }, user: dto, token };
  }

  app.route({
    ...contractRoute(contract.auth.verifyOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeChecks,
    handler: async (request, reply) => signIn(request.body, request, reply),
  });

  // The WhatsApp flavour of verify-otp: the code was sent with channel 'whatsapp'; the phone may carry 91.
  app.route({
    ...contractRoute(contract.auth.whatsappLogin),
    config: { access: 'public' },
    onRequest: app.limits.codeChecks,
    handler: async (request, reply) => signIn(request.body, request, reply),
  });

  // After verify-otp the account exists; register completes it (name, email) for the signed-in number only.
  app.route({
    ...contractRoute(contract.auth.register),
    config: { access: 'customer' },
    handler: async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      if (customer.phone !== `91${request.body.phone}`) throw forbidden('You can only register your own phone number');
      const user = await updateProfile(app.database.db, customer.userId, {
        name: request.body.full_name,
        email: request.body.email,
      });
      return { success: true as const, user: toUserDto(user) };
    },
  });

  app.route({
    ...contractRoute(contract.auth.getUserByPhone),
    config: { access: 'customer' },
    handler: async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      // Looking up other people's accounts by number would leak who our customers are.
      if (customer.phone !== `91${request.body.phone}`) throw forbidden('You can only look up your own account');
      return { success: true as const, user: toUserDto(await getUser(app.database.db, customer.userId)) };
    },
  });

  app.route({
    ...contractRoute(contract.auth.profile),
    config: { access: 'customer' },
    handler: async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      return { success: true as const, user: toUserDto(await getUser(app.database.db, customer.userId)) };
    },
  });

  app.route({
    ...contractRoute(contract.auth.updateProfile),
    config: { access: 'customer' },
    handler: async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      const user = await updateProfile(app.database.db, customer.userId, request.body);
      return { success: true as const, message: AUTH_MESSAGES.profileUpdated, user: toUserDto(user) };
    },
  });

  app.route({
    ...contractRoute(contract.auth.logout),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const role = request.body?.role;
      const ended: string[] = [];
      for (const token of request.auth.tokens(role)) {
        const revoked = await revokeSessionByToken(app.database.db, token, now);
        if (revoked) ended.push(revoked.id);
        // A rider who signs out stops sharing their position: admins must not see them active with an ageing one.
        if (revoked?.riderId) await stopRiderSharing(app.database.db, revoked.riderId, now);
      }
      // The signed-out sessions' live event streams end too, on every instance.
      await app.liveEvents.endSessions({ sessionIds: ended });
      const cookies = role ? [SESSION_COOKIES[role]] : Object.values(SESSION_COOKIES);
      for (const name of cookies) void reply.clearCookie(name, { path: '/' });
      // The customer's session hint goes with their session cookie.
      if (!role || role === 'customer') void reply.clearCookie(CUSTOMER_SESSION_HINT_COOKIE, { path: '/' });
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  });
};
