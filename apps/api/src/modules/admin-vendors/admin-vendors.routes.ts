import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENDOR_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { createVendor, listVendors, setVendorActive, updateVendor } from './admin-vendors.service.js';

/**
 * Vendor management for operations. A vendor is operations' own record with no customer or rider owner, so the
 * admin role gate decides alone: the routes with :id declare `resource: 'none'`.
 */
export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...contractRoute(contract.adminVendors.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listVendors(db(), request.query)) }),
  });

  app.route({
    ...contractRoute(contract.adminVendors.create),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const vendor = await createVendor(db(), request.body);
      return reply.status(201).send({ success: true as const, message: VENDOR_MESSAGES.created(vendor.name), vendor });
    },
  });

  app.route({
    ...contractRoute(contract.adminVendors.update),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const vendor = await updateVendor(db(), request.params.id, request.body);
      return { success: true as const, message: VENDOR_MESSAGES.updated(vendor.name), vendor };
    },
  });

  app.route({
    ...contractRoute(contract.adminVendors.setStatus),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const vendor = await setVendorActive(db(), request.params.id, request.body.isActive);
      const message = vendor.isActive ? VENDOR_MESSAGES.reactivated(vendor.name) : VENDOR_MESSAGES.deactivated(vendor.name);
      return { success: true as const, message, vendor };
    },
  });
};
