import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  indianMobileSchema,
  profileUpdateSchema,
  sendOtpBodySchema,
  userSchema,
  verifyOtpBodySchema,
} from '@washday/core';
import { SESSION_COOKIES, SESSION_TTL_MS, cookieOptions, requirePrincipal } from '../../plugins/authentication.js';
import { forbidden } from '../../lib/errors.js';
import { issuePhoneCode, phoneCodeDeps } from './phone-code.service.js';
import { getUser, signInCustomer, updateProfile } from './customer-auth.service.js';
import { revokeSessionByToken } from './session.service.js';
import { toUserDto } from './user-dto.js';

const sendOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});
const signedInResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
  user: userSchema,
  /** For API clients that send `Authorization: Bearer`; the web app uses the httpOnly cookie instead. */
  token: z.string(),
});
const userResponse = z.object({ success: z.literal(true), user: userSchema });

export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => phoneCodeDeps(app);

  app.post(
    '/api/auth/send-otp',
    {
      config: { access: 'public' },
      onRequest: app.limits.codeSends,
      schema: { tags: ['auth'], summary: 'Send a sign-in code by SMS or WhatsApp', body: sendOtpBodySchema, response: { 200: sendOtpResponse } },
    },
    async (request) => {
      const result = await issuePhoneCode(deps(), { ...request.body, purpose: 'customer_login', ip: request.ip });
      return { success: true as const, message: AUTH_MESSAGES.otpSent, ...result };
    },
  );

  /** Checks the code, starts the session (cookie for browsers, token for API clients) and answers as the spec reads it. */
  async function signIn(body: z.output<typeof verifyOtpBodySchema>, request: FastifyRequest, reply: FastifyReply) {
    const { user, token } = await signInCustomer(deps(), { ...body, userAgent: request.headers['user-agent'], ip: request.ip });
    void reply.setCookie(SESSION_COOKIES.customer, token, cookieOptions(app.env.COOKIE_SECURE, SESSION_TTL_MS.customer));
    const dto = toUserDto(user);
    return { success: true as const, message: AUTH_MESSAGES.loginSuccess, data: { user: dto }, user: dto, token };
  }

  app.post(
    '/api/auth/verify-otp',
    {
      config: { access: 'public' },
      onRequest: app.limits.codeChecks,
      schema: { tags: ['auth'], summary: 'Check a sign-in code and start a session', body: verifyOtpBodySchema, response: { 200: signedInResponse } },
    },
    async (request, reply) => signIn(request.body, request, reply),
  );

  // The WhatsApp flavour of verify-otp: the code was sent with channel 'whatsapp'; the phone may carry 91.
  app.post(
    '/api/whatsapp/whatsapp-login',
    {
      config: { access: 'public' },
      onRequest: app.limits.codeChecks,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a code delivered over WhatsApp',
        body: z.object({ phone: indianMobileSchema, name: z.string().trim().max(100).optional(), otp: verifyOtpBodySchema.shape.otp }),
        response: { 200: signedInResponse },
      },
    },
    async (request, reply) => signIn(request.body, request, reply),
  );

  // After verify-otp the account exists; register completes it (name, email) for the signed-in number only.
  app.post(
    '/api/auth/register',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['auth'],
        summary: "Complete the signed-in customer's account",
        body: z.object({
          phone: indianMobileSchema,
          full_name: profileUpdateSchema.shape.name,
          email: profileUpdateSchema.shape.email,
          user_type: z.literal('customer').default('customer'),
          is_verified: z.boolean().optional(),
          phone_verified: z.boolean().optional(),
          preferences: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      if (customer.phone !== `91${request.body.phone}`) throw forbidden('You can only register your own phone number');
      const user = await updateProfile(app.database.db, customer.userId, { name: request.body.full_name, email: request.body.email });
      return { success: true as const, user: toUserDto(user) };
    },
  );

  app.post(
    '/api/auth/get-user-by-phone',
    {
      config: { access: 'customer' },
      schema: { tags: ['auth'], summary: "The signed-in customer's own account, by phone", body: z.object({ phone: indianMobileSchema }), response: { 200: userResponse } },
    },
    async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      // Looking up other people's accounts by number would leak who our customers are.
      if (customer.phone !== `91${request.body.phone}`) throw forbidden('You can only look up your own account');
      return { success: true as const, user: toUserDto(await getUser(app.database.db, customer.userId)) };
    },
  );

  app.get(
    '/api/auth/profile',
    { config: { access: 'customer' }, schema: { tags: ['auth'], summary: "The signed-in customer's profile", response: { 200: userResponse } } },
    async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      return { success: true as const, user: toUserDto(await getUser(app.database.db, customer.userId)) };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['auth'],
        summary: 'Update name and email (the phone cannot change)',
        body: profileUpdateSchema,
        response: { 200: userResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const customer = await requirePrincipal(request, 'customer');
      const user = await updateProfile(app.database.db, customer.userId, request.body);
      return { success: true as const, message: AUTH_MESSAGES.profileUpdated, user: toUserDto(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session of one role (or every session this request carries) on the server',
        body: z.object({ role: z.enum(['customer', 'rider', 'admin']).optional() }).nullish(),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const role = request.body?.role;
      for (const token of request.auth.tokens(role)) await revokeSessionByToken(app.database.db, token, now);
      const cookies = role ? [SESSION_COOKIES[role]] : Object.values(SESSION_COOKIES);
      for (const name of cookies) void reply.clearCookie(name, { path: '/' });
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};
