import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCS_PREFIX } from './route-access.js';

/** The OpenAPI contract is generated from the route schemas; docs at /api/docs, JSON at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Washday API', version: '1.0.0', description: 'Laundry, ironing and dry-cleaning pickup and delivery.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list' } });
  app.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}
