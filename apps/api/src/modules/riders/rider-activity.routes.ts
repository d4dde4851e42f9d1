import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RIDER_ACTIVITY_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { tooManyRequests } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { recordLocation, toggleStatus } from './rider-activity.service.js';
import { toRiderDto } from './rider-dto.js';

/**
 * Fixes one rider may send a minute: a browser watch fires every few seconds at most while moving, so this
 * leaves room for that and stops a stuck loop from writing a row a millisecond (docs/decisions/0011-rider-day.md).
 */
export const LOCATION_LIMIT = { max: 30, windowMs: 60_000 };
export const TOO_MANY_FIXES = 'Too many location updates; the next one will be sent shortly';
/**
 * Switches to active one rider may make a minute: each is a position, so a loop of off-and-on must not become a way
 * round the fixes' limit. Going inactive is not counted and never refused.
 */
export const GO_ACTIVE_LIMIT = { max: 10, windowMs: 60_000 };

/** The rider's Active switch and live position (rider-portal.md §4.3, §7). */
export const riderActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => notifyDepsOf(app);
  // Counted per signed-in rider (the role gate has run by now), not per address: riders share mobile carriers' addresses.
  const locationLimit = app.rateLimit({
    max: LOCATION_LIMIT.max,
    timeWindow: LOCATION_LIMIT.windowMs,
    keyGenerator: async (request) => `rider-location:${(await request.auth.get('rider'))?.riderId ?? request.ip}`,
    errorResponseBuilder: (_request, context) => tooManyRequests(TOO_MANY_FIXES, Math.max(1, Math.ceil(context.ttl / 1000))),
  }) as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  const goActiveLimit = app.rateLimit({
    max: GO_ACTIVE_LIMIT.max,
    timeWindow: GO_ACTIVE_LIMIT.windowMs,
    keyGenerator: async (request) => `rider-go-active:${(await request.auth.get('rider'))?.riderId ?? request.ip}`,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(RIDER_ACTIVITY_MESSAGES.tooManyToggles, Math.max(1, Math.ceil(context.ttl / 1000))),
  }) as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

  // Any signed-in rider reaches it, so a pending or rejected one hears why they cannot go active.
  app.route({
    ...contractRoute(contract.riderActivity.toggleStatus),
    config: { access: 'rider' },
    // After the body is read: only going active is counted.
    preHandler: async (request, reply) => {
      if (request.body.isActive) await goActiveLimit(request, reply);
    },
    handler: async (request) => {
      const rider = await toggleStatus(deps(), (await requirePrincipal(request, 'rider')).riderId, request.body);
      return {
        success: true as const,
        message: rider.isActive ? RIDER_ACTIVITY_MESSAGES.nowActive : RIDER_ACTIVITY_MESSAGES.nowInactive,
        rider: toRiderDto(rider, { secret: app.env.APP_SECRET, aadhaar: 'masked' }),
      };
    },
  });

  app.route({
    ...contractRoute(contract.riderActivity.location),
    config: { access: 'approved-rider' },
    onRequest: locationLimit,
    handler: async (request) => {
      const at = await recordLocation(deps(), (await requirePrincipal(request, 'rider')).riderId, request.body);
      return { success: true as const, message: RIDER_ACTIVITY_MESSAGES.recorded, lastLocationUpdate: at.toISOString() };
    },
  });
};
