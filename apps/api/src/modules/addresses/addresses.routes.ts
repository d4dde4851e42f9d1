import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { toAddressRecord } from './address-dto.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.js';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...contractRoute(contract.addresses.list),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, data: (await listAddresses(db(), userId)).map(toAddressRecord) };
    },
  });

  app.route({
    ...contractRoute(contract.addresses.create),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const row = await createAddress(db(), userId, request.body);
      return reply.status(201).send({ success: true as const, message: 'Address saved', data: toAddressRecord(row) });
    },
  });

  app.route({
    ...contractRoute(contract.addresses.update),
    config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return {
        success: true as const,
        message: 'Address updated',
        data: toAddressRecord(await updateAddress(db(), userId, request.params.id, request.body)),
      };
    },
  });

  app.route({
    ...contractRoute(contract.addresses.setDefault),
    config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return {
        success: true as const,
        message: 'Default address updated',
        data: toAddressRecord(await setDefaultAddress(db(), userId, request.params.id)),
      };
    },
  });

  app.route({
    ...contractRoute(contract.addresses.remove),
    config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      await deleteAddress(db(), userId, request.params.id);
      return { success: true as const, message: 'Address deleted' };
    },
  });
};
