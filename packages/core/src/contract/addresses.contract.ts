import { z } from 'zod';
import { addressInputSchema, addressRecordSchema } from '../locations/location-schemas.js';
import { defineEndpoint } from './define-endpoint.js';
import { successMessageSchema } from './envelopes.js';

const idParams = z.object({ id: z.uuid('Invalid address id') });
const oneAddress = z.object({ success: z.literal(true), message: z.string().optional(), data: addressRecordSchema });

/** The signed-in customer's saved addresses. */
export const addressesContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/addresses',
    summary: "The customer's saved addresses, default first",
    tags: ['addresses'],
    responses: { 200: z.object({ success: z.literal(true), data: z.array(addressRecordSchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/addresses',
    summary: 'Save an address (refused outside the service area)',
    tags: ['addresses'],
    body: addressInputSchema,
    responses: { 201: oneAddress },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/addresses/:id',
    summary: 'Update a saved address',
    tags: ['addresses'],
    params: idParams,
    body: addressInputSchema,
    responses: { 200: oneAddress },
  }),
  setDefault: defineEndpoint({
    method: 'PATCH',
    path: '/api/addresses/:id/set-default',
    summary: 'Make an address the default',
    tags: ['addresses'],
    params: idParams,
    responses: { 200: oneAddress },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/addresses/:id',
    summary: 'Delete a saved address',
    tags: ['addresses'],
    params: idParams,
    responses: { 200: successMessageSchema },
  }),
};
