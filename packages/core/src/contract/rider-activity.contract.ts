import { z } from 'zod';
import { riderSchema } from '../auth/auth-schemas.js';
import { locationPingBodySchema, toggleStatusBodySchema } from '../riders/rider-activity.js';
import { defineEndpoint } from './define-endpoint.js';

/** The rider's active switch and live position (rider-portal.md §4.3, §7), under the rider base. */
export const riderActivityContract = {
  toggleStatus: defineEndpoint({
    method: 'POST',
    path: '/api/riders/toggle-status',
    summary: 'Go active (approved riders, with a position) or inactive; answers the rider as now stored',
    tags: ['riders'],
    body: toggleStatusBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), rider: riderSchema }) },
  }),
  location: defineEndpoint({
    method: 'POST',
    path: '/api/riders/location',
    summary: "The active rider's own position; stale, future or impossible positions are refused",
    tags: ['riders'],
    body: locationPingBodySchema,
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), lastLocationUpdate: z.string() }) },
  }),
};
