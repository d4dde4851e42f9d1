import { catalogueResponseSchema } from '../catalogue/catalogue-schema.js';
import { defineEndpoint } from './define-endpoint.js';

export const catalogueContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/services',
    summary: 'The enabled service catalogue, grouped by category (prices in rupees)',
    tags: ['catalogue'],
    responses: { 200: catalogueResponseSchema },
  }),
};
