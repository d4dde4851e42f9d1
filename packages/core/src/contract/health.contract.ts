import { healthResponseSchema } from '../http/error-schema.js';
import { defineEndpoint } from './define-endpoint.js';

const check = {
  method: 'GET',
  summary: 'Liveness and database check',
  tags: ['health'],
  responses: { 200: healthResponseSchema, 503: healthResponseSchema },
} as const;

export const healthContract = {
  root: defineEndpoint({ ...check, path: '/health' }),
  api: defineEndpoint({ ...check, path: '/api/health' }),
  /** The rider portal's own health check (rider-portal.md §7); HEAD answers too. */
  riders: defineEndpoint({ ...check, path: '/api/riders/health' }),
};
