import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressInputSchema, addressRecordSchema } from '@washday/core';
import { requirePrincipal } from '../../plugins/authentication.js';
import { toAddressRecord } from './address-dto.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.js';

const idParams = z.object({ id: z.uuid('Invalid address id') });
const one = z.object({ success: z.literal(true), message: z.string().optional(), data: addressRecordSchema });

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/addresses',
    {
      config: { access: 'customer' },
      schema: { tags: ['addresses'], summary: "The customer's saved addresses, default first", response: { 200: z.object({ success: z.literal(true), data: z.array(addressRecordSchema) }) } },
    },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, data: (await listAddresses(db(), userId)).map(toAddressRecord) };
    },
  );

  app.post(
    '/api/addresses',
    { config: { access: 'customer' }, schema: { tags: ['addresses'], summary: 'Save an address (refused outside the service area)', body: addressInputSchema, response: { 201: one } } },
    async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const row = await createAddress(db(), userId, request.body);
      return reply.status(201).send({ success: true as const, message: 'Address saved', data: toAddressRecord(row) });
    },
  );

  app.put(
    '/api/addresses/:id',
    { config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } }, schema: { tags: ['addresses'], summary: 'Update a saved address', params: idParams, body: addressInputSchema, response: { 200: one } } },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, message: 'Address updated', data: toAddressRecord(await updateAddress(db(), userId, request.params.id, request.body)) };
    },
  );

  app.patch(
    '/api/addresses/:id/set-default',
    { config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } }, schema: { tags: ['addresses'], summary: 'Make an address the default', params: idParams, response: { 200: one } } },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, message: 'Default address updated', data: toAddressRecord(await setDefaultAddress(db(), userId, request.params.id)) };
    },
  );

  app.delete(
    '/api/addresses/:id',
    {
      config: { access: 'customer', resource: { type: 'address', param: 'id', action: 'update' } },
      schema: { tags: ['addresses'], summary: 'Delete a saved address', params: idParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } },
    },
    async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      await deleteAddress(db(), userId, request.params.id);
      return { success: true as const, message: 'Address deleted' };
    },
  );
};
