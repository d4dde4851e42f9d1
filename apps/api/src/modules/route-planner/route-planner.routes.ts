import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANNER_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { lockTrip, setAutoDispatch, unlockTrip } from './dispatch-controls.js';
import { readPlanView } from './plan-view.js';
import { arrivalRoutes } from './arrival.routes.js';
import { riderRouteRoutes } from './rider-route.routes.js';

/**
 * The operators' plan and its controls (contract.routePlan, decision 0035). Every change asks for a re-plan; "Re-plan
 * now" plans at once and answers with the new plan.
 */
export const routePlannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  const transitions = () => ({ db: db(), now, events: app.lifecycleEvents, log: app.log });
  // The rider's route and the customer's arrival window read the same plan.
  await app.register(riderRouteRoutes);
  await app.register(arrivalRoutes);

  app.route({
    ...contractRoute(contract.routePlan.plan),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, ...(await readPlanView(db(), now())) }),
  });

  app.route({
    ...contractRoute(contract.routePlan.replan),
    config: { access: 'admin' },
    handler: async () => {
      await app.routePlanner.run('operator');
      return { success: true as const, message: PLANNER_MESSAGES.replanned, ...(await readPlanView(db(), now())) };
    },
  });

  app.route({
    ...contractRoute(contract.routePlan.autoDispatch),
    // Every admin may act on every area and trip: the role gate decides alone.
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const { area, message } = await setAutoDispatch(db(), request.params.areaId, request.body.enabled);
      await app.routePlanner.request('auto_dispatch');
      return { success: true as const, message, area };
    },
  });

  app.route({
    ...contractRoute(contract.routePlan.lock),
    config: { access: 'admin' },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      await lockTrip(transitions(), adminId, request.body);
      await app.routePlanner.request('lock');
      return { success: true as const, message: PLANNER_MESSAGES.locked };
    },
  });

  app.route({
    ...contractRoute(contract.routePlan.unlock),
    // Every admin may act on every area and trip: the role gate decides alone.
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      await unlockTrip(db(), request.params.orderId, request.params.trip);
      await app.routePlanner.request('lock');
      return { success: true as const, message: PLANNER_MESSAGES.unlocked };
    },
  });
};
