import { z } from 'zod';
import { PUSH_MESSAGES, pushSubscriptionSchema } from '../notifications/push-rules.js';
import { defineEndpoint } from './define-endpoint.js';

const as = z.enum(['customer', 'rider'], { error: PUSH_MESSAGES.chooseAccount }).optional();
const done = z.object({ success: z.literal(true), message: z.string() });

/** Web push for customers and riders: the server's public key, and this device's subscription. */
export const pushContract = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey",
    tags: ['push'],
    responses: { 200: z.object({ success: z.literal(true), publicKey: z.string() }) },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscribe',
    summary: "Send this device the signed-in customer's (or rider's) notifications by web push",
    tags: ['push'],
    body: z.object({ subscription: pushSubscriptionSchema, as }),
    responses: { 201: done },
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/unsubscribe',
    summary: 'Stop pushing to this device',
    tags: ['push'],
    body: z.object({
      endpoint: z.string({ error: PUSH_MESSAGES.endpointInvalid }).min(1, PUSH_MESSAGES.endpointInvalid).max(1000),
      as,
    }),
    responses: { 200: done },
  }),
};
