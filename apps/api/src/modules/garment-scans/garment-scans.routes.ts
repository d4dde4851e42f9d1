import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { doorScan, doorScanState, reportDoorMissing, vendorScan, vendorStageScan } from './garment-scans.service.js';

/**
 * Scans after the pickup (docs/decisions/0034): the laundry's intake and packing, the delivery rider's check at the
 * door. The booking policy lets in its vendor's staff (another vendor's: 404) and its riders; the service narrows the
 * door to the delivery's rider.
 */
export const garmentScanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, now: () => app.clock.now(), events: app.lifecycleEvents, log: app.log });

  app.route({
    ...contractRoute(contract.vendorScans.read),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => {
      const { vendorId } = await requirePrincipal(request, 'vendor');
      return {
        success: true as const,
        scan: await vendorStageScan(app.database.db, vendorId, request.params.id, request.query.stage),
      };
    },
  });

  app.route({
    ...contractRoute(contract.vendorScans.scan),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const staff = await requirePrincipal(request, 'vendor');
      const { stage, code } = request.body;
      return { success: true as const, ...(await vendorScan(deps(), staff, request.params.id, stage, code)) };
    },
  });

  app.route({
    ...contractRoute(contract.riderDoorScans.read),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, scan: await doorScanState(app.database.db, riderId, request.params.orderId) };
    },
  });

  app.route({
    ...contractRoute(contract.riderDoorScans.scan),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, ...(await doorScan(deps(), riderId, request.params.orderId, request.body.code)) };
    },
  });

  app.route({
    ...contractRoute(contract.riderDoorScans.reportMissing),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, ...(await reportDoorMissing(deps(), riderId, request.params.orderId)) };
    },
  });
};
