import { z } from 'zod';
import { indianMobileSchema, otpCodeSchema, riderSchema } from '../auth/auth-schemas.js';
import { TRANSLATED_LANGUAGES } from '../customers/preference-options.js';
import { RIDER_DOCUMENT_KINDS } from '../enums.js';
import { defineEndpoint } from './define-endpoint.js';
import { codeSentSchema } from './envelopes.js';

const phoneBody = z.object({ phone: indianMobileSchema });

/** Rider registration (multipart with two photos), phone-code sign-in and the rider's own record. */
export const ridersContract = {
  requestRegistrationOtp: defineEndpoint({
    method: 'POST',
    path: '/api/riders/register/request-otp',
    summary:
      'Send a registration code, to any number: that a rider has the number already is told by POST /api/riders/register once the code is proven',
    tags: ['riders'],
    body: phoneBody,
    responses: { 200: codeSentSchema },
  }),
  /** The form's fields are checked with `riderRegistrationFieldsSchema` once the parts are read. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/riders/register',
    summary: 'Register as a rider (multipart: name, phone, aadharNumber, otp, aadharImage, selfieImage)',
    tags: ['riders'],
    consumes: ['multipart/form-data'],
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), rider: riderSchema }) },
  }),
  requestLoginOtp: defineEndpoint({
    method: 'POST',
    path: '/api/riders/request-otp',
    summary:
      "Send a login code. Every number gets the same answer; only a rider's is sent a code, and whether it may sign in (pending, rejected, unknown) is told by verify-otp once the code is proven",
    tags: ['riders'],
    body: phoneBody,
    responses: { 200: codeSentSchema },
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/riders/verify-otp',
    summary: 'Check a login code and start a rider session',
    tags: ['riders'],
    body: z.object({ phone: indianMobileSchema, otp: otpCodeSchema }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), rider: riderSchema, token: z.string() }) },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/riders/me',
    summary: 'The signed-in rider',
    tags: ['riders'],
    responses: { 200: z.object({ success: z.literal(true), rider: riderSchema }) },
  }),
  /** Beyond the spec: the language the rider chose on their screens, so the push and SMS copies they get read in it. */
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/riders/me/language',
    summary: "The signed-in rider's language for the messages the server sends them",
    tags: ['riders'],
    body: z.object({ language: z.enum(TRANSLATED_LANGUAGES, "Language must be 'en' or 'hi'") }),
    responses: { 200: z.object({ success: z.literal(true), language: z.enum(TRANSLATED_LANGUAGES) }) },
  }),
  /** Answers the image itself, not JSON; the rider record carries these URLs. */
  document: defineEndpoint({
    method: 'GET',
    path: '/api/riders/:riderId/documents/:kind',
    summary: "A rider's identity document (the rider themself or an admin)",
    tags: ['riders'],
    params: z.object({ riderId: z.uuid('Invalid rider id'), kind: z.enum(RIDER_DOCUMENT_KINDS) }),
    responses: {},
  }),
};
