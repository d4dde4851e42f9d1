import { z } from 'zod';
import { healthResponseSchema } from '../http/error-schema.js';
import { defineEndpoint } from './define-endpoint.js';

const check = {
  method: 'GET',
  summary: 'Liveness and database check',
  tags: ['health'],
  responses: { 200: healthResponseSchema, 503: healthResponseSchema },
} as const;

/** GET /livez: the process answers (no database call). */
export const livenessResponseSchema = z.object({ alive: z.literal(true) });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** GET /readyz: whether this instance should take traffic, and each check's state (decision 0036). */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    migrations: z.enum(['ok', 'pending']),
    jobQueue: z.enum(['ok', 'pending']),
    database: z.enum(['ok', 'down']),
    /** 'off' without REDIS_URL. */
    redis: z.enum(['ok', 'down', 'off']),
    draining: z.boolean(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const healthContract = {
  root: defineEndpoint({ ...check, path: '/health' }),
  api: defineEndpoint({ ...check, path: '/api/health' }),
  /** The rider portal's own health check (rider-portal.md §7); HEAD answers too. */
  riders: defineEndpoint({ ...check, path: '/api/riders/health' }),
  /** For an orchestrator's liveness probe: restart the process when this stops answering. */
  livez: defineEndpoint({
    method: 'GET',
    path: '/livez',
    summary: 'Liveness: the process answers (no database call)',
    tags: ['health'],
    responses: { 200: livenessResponseSchema },
  }),
  /** For a load balancer's readiness probe: send traffic only while this answers 200. */
  readyz: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: started, migrated, job queue running, database and Redis answering, not draining',
    tags: ['health'],
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  }),
  /** Prometheus text format (not JSON); a bearer METRICS_TOKEN, or loopback only when none is set. */
  metrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics of this instance (text format); METRICS_TOKEN bearer, or loopback only without one',
    tags: ['health'],
    responses: {},
  }),
};
