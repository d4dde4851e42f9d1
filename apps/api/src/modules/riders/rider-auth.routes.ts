import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AUTH_MESSAGES, contract, refuseControlCharacters, riderRegistrationFieldsSchema } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { sendPrivateImage } from '../../lib/photo-upload.js';
import { SESSION_COOKIES, SESSION_TTL_MS, cookieOptions, requirePrincipal } from '../../plugins/authentication.js';
import { badRequest } from '../../lib/errors.js';
import { MAX_DOCUMENT_BYTES, type DocumentKind } from './rider-documents.js';
import {
  getRider,
  readRiderDocument,
  registerRider,
  requestLoginCode,
  requestRegistrationCode,
  setRiderLanguage,
  signInRider,
} from './rider-auth.service.js';
import { toRiderDto } from './rider-dto.js';
import { phoneCodeDeps } from '../auth/phone-code.service.js';
import type { AadhaarView } from './aadhaar.js';

// Multipart fields bypass the route validator, so they take its character rule here.
const registrationFields = refuseControlCharacters(riderRegistrationFieldsSchema);
const FILE_FIELDS: Record<string, DocumentKind> = { aadharImage: 'aadhar_image', selfieImage: 'selfie' };

/** Reads the registration form; files are held in memory (each under 5 MB, two at most). */
async function readRegistrationForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Partial<Record<DocumentKind, Buffer>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const kind = FILE_FIELDS[part.fieldname];
        if (!kind) {
          await part.toBuffer();
          continue;
        }
        files[kind] = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(AUTH_MESSAGES.fileTooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('Send the registration as multipart/form-data');
    if (code?.startsWith('FST_')) throw badRequest((error as Error).message);
    throw error;
  }
  return { fields, files };
}

export const riderAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 10, fieldSize: 1000, parts: 12 } });
  const deps = () => ({ ...phoneCodeDeps(app), documents: app.documents });
  const riderDto = (rider: Parameters<typeof toRiderDto>[0], aadhaar: AadhaarView) =>
    toRiderDto(rider, { secret: app.env.APP_SECRET, aadhaar });

  app.route({
    ...contractRoute(contract.riders.requestRegistrationOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeSends,
    handler: async (request) => ({
      success: true as const,
      message: AUTH_MESSAGES.otpSent,
      ...(await requestRegistrationCode(deps(), { phone: request.body.phone, ip: request.ip })),
    }),
  });

  app.route({
    ...contractRoute(contract.riders.register),
    config: { access: 'public' },
    onRequest: app.limits.codeChecks,
    handler: async (request, reply) => {
      const { fields, files } = await readRegistrationForm(request);
      const parsed = registrationFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, issue.path.join('.'));
      }
      const rider = await registerRider(deps(), { ...parsed.data, files });
      return reply.status(201).send({
        success: true as const,
        message: 'Registration submitted. You can log in once an admin approves your account.',
        rider: riderDto(rider, 'masked'),
      });
    },
  });

  app.route({
    ...contractRoute(contract.riders.requestLoginOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeSends,
    handler: async (request) => ({
      success: true as const,
      message: AUTH_MESSAGES.otpSent,
      ...(await requestLoginCode(deps(), { phone: request.body.phone, ip: request.ip })),
    }),
  });

  app.route({
    ...contractRoute(contract.riders.verifyOtp),
    config: { access: 'public' },
    onRequest: app.limits.codeChecks,
    handler: async (request, reply) => {
      const { rider, token } = await signInRider(deps(), {
        ...request.body,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      void reply.setCookie(SESSION_COOKIES.rider, token, cookieOptions(app.env.COOKIE_SECURE, SESSION_TTL_MS.rider));
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, rider: riderDto(rider, 'masked'), token };
    },
  });

  app.route({
    ...contractRoute(contract.riders.me),
    config: { access: 'rider' },
    handler: async (request) => {
      const principal = await requirePrincipal(request, 'rider');
      // The rider's own profile: the one place besides the admin's verification screen with the full Aadhaar number.
      return { success: true as const, rider: riderDto(await getRider(deps(), principal.riderId), 'full') };
    },
  });

  app.route({
    ...contractRoute(contract.riders.setLanguage),
    config: { access: 'rider' },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, language: await setRiderLanguage(app.database.db, riderId, request.body.language) };
    },
  });

  app.route({
    ...contractRoute(contract.riders.document),
    config: { access: 'rider-or-admin', resource: { type: 'rider', param: 'riderId', action: 'read' } },
    handler: async (request, reply) => {
      const doc = await readRiderDocument(deps(), request.params.riderId, request.params.kind);
      return sendPrivateImage(reply, doc, 'private, no-store');
    },
  });
};
