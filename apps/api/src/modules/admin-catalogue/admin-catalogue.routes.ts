import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_ADMIN_MESSAGES as M, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import {
  createCategory,
  createService,
  listAdminCatalogue,
  setServiceFlags,
  updateCategory,
  updateService,
} from './admin-catalogue.service.js';

/**
 * The services management screen (README point 6). Categories and services are operations' own records with no
 * customer or rider owner, so the admin role gate decides alone: the routes with :id declare `resource: 'none'`.
 * Each write has committed when its service call returns; only then is the catalogue cache dropped on every
 * instance (`app.catalogue.changed()`), so the next GET /api/services anywhere reads the change.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...contractRoute(contract.adminCatalogue.list),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, categories: await listAdminCatalogue(db()) }),
  });

  app.route({
    ...contractRoute(contract.adminCatalogue.createService),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const service = await createService(db(), request.body);
      await app.catalogue.changed();
      return reply.status(201).send({ success: true as const, message: M.serviceCreated(service.name), service });
    },
  });

  app.route({
    ...contractRoute(contract.adminCatalogue.updateService),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const service = await updateService(db(), request.params.id, request.body);
      await app.catalogue.changed();
      return { success: true as const, message: M.serviceUpdated(service.name), service };
    },
  });

  app.route({
    ...contractRoute(contract.adminCatalogue.setServiceFlags),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const result = await setServiceFlags(db(), request.params.id, request.body);
      await app.catalogue.changed();
      return { success: true as const, ...result };
    },
  });

  app.route({
    ...contractRoute(contract.adminCatalogue.createCategory),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const category = await createCategory(db(), request.body);
      await app.catalogue.changed();
      return reply.status(201).send({ success: true as const, message: M.categoryCreated(category.name), category });
    },
  });

  app.route({
    ...contractRoute(contract.adminCatalogue.updateCategory),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const category = await updateCategory(db(), request.params.id, request.body);
      await app.catalogue.changed();
      return { success: true as const, message: M.categoryUpdated(category.name), category };
    },
  });
};
