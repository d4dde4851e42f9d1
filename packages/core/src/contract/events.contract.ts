import { z } from 'zod';
import { LIVE_EVENT_AUDIENCES } from '../notifications/live-events.js';
import { defineEndpoint } from './define-endpoint.js';

/** Live events: a server-sent event stream, not JSON; its events are `liveEventSchemas` in core. */
export const eventsContract = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    summary:
      'Server-sent events for the signed-in session: notification, booking.updated, verification.requested, verification.decided, rider.location (admins). Resume with Last-Event-ID; with several sessions pick one with ?as=',
    tags: ['events'],
    query: z.object({ as: z.enum(LIVE_EVENT_AUDIENCES).optional() }),
    headers: z.object({
      'last-event-id': z
        .string()
        .regex(/^\d{1,18}$/, 'Last-Event-ID must be an event id')
        .optional(),
    }),
    responses: {},
  }),
};
