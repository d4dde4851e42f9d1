import { supportContactResponseSchema } from '../support/support-schema.js';
import { defineEndpoint } from './define-endpoint.js';

export const supportContract = {
  contact: defineEndpoint({
    method: 'GET',
    path: '/api/config/support',
    summary: "Customer support's phone and WhatsApp numbers (null when not configured)",
    tags: ['config'],
    responses: { 200: supportContactResponseSchema },
  }),
};
