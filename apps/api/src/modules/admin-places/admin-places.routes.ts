import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACE_MESSAGES, SLOT_CAPACITY_MESSAGES, businessDate, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { notFound } from '../../lib/errors.js';
import { slotLoad } from '../bookings/slot-capacity.js';
import {
  areasCsv,
  areasGeoJson,
  createArea,
  createLocation,
  deleteArea,
  deleteLocation,
  listAreas,
  listLocations,
  setAreaActive,
  setAreaOutline,
  setAreaSlotCapacity,
  setLocationActive,
  updateLocation,
} from './admin-places.service.js';

/**
 * Service locations and service areas. They are operations' own records with no customer or rider owner, so the
 * admin role gate decides alone: the routes with :id declare `resource: 'none'`.
 */
export const adminPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const places = contract.adminPlaces;

  app.route({
    ...contractRoute(places.listLocations),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listLocations(db(), request.query)) }),
  });

  app.route({
    ...contractRoute(places.createLocation),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const location = await createLocation(db(), request.body);
      return reply.status(201).send({ success: true as const, message: PLACE_MESSAGES.locationCreated(location.name), location });
    },
  });

  app.route({
    ...contractRoute(places.updateLocation),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const location = await updateLocation(db(), request.params.id, request.body);
      return { success: true as const, message: PLACE_MESSAGES.locationUpdated(location.name), location };
    },
  });

  app.route({
    ...contractRoute(places.setLocationStatus),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const location = await setLocationActive(db(), request.params.id, request.body.isActive);
      const message = location.is_active
        ? PLACE_MESSAGES.locationActivated(location.name)
        : PLACE_MESSAGES.locationDeactivated(location.name);
      return { success: true as const, message, location };
    },
  });

  app.route({
    ...contractRoute(places.deleteLocation),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => ({
      success: true as const,
      message: PLACE_MESSAGES.locationDeleted(await deleteLocation(db(), request.params.id)),
    }),
  });

  app.route({
    ...contractRoute(places.listAreas),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, ...(await listAreas(db())) }),
  });

  app.route({
    ...contractRoute(places.createArea),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const area = await createArea(db(), request.body);
      return reply.status(201).send({ success: true as const, message: PLACE_MESSAGES.areaCreated(area.area), area });
    },
  });

  app.route({
    ...contractRoute(places.setAreaStatus),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const area = await setAreaActive(db(), request.params.id, request.body.isActive);
      return {
        success: true as const,
        message: area.isActive ? PLACE_MESSAGES.areaEnabled(area.area) : PLACE_MESSAGES.areaDisabled(area.area),
        area,
      };
    },
  });

  app.route({
    ...contractRoute(places.setAreaOutline),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const area = await setAreaOutline(db(), request.params.id, request.body.outline);
      return {
        success: true as const,
        message: area.outline ? PLACE_MESSAGES.outlineSaved(area.area) : PLACE_MESSAGES.outlineCleared(area.area),
        area,
      };
    },
  });

  app.route({
    ...contractRoute(places.setAreaSlotCapacity),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const area = await setAreaSlotCapacity(db(), request.params.id, request.body.capacity);
      return { success: true as const, message: SLOT_CAPACITY_MESSAGES.saved(area.area), area };
    },
  });

  app.route({
    ...contractRoute(places.areaSlotLoad),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const slots = await slotLoad(db(), request.params.id, request.query.date);
      if (!slots) throw notFound(PLACE_MESSAGES.areaNotFound);
      return { success: true as const, date: request.query.date, slots };
    },
  });

  app.route({
    ...contractRoute(places.deleteArea),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => ({
      success: true as const,
      message: PLACE_MESSAGES.areaDeleted(await deleteArea(db(), request.params.id)),
    }),
  });

  const download = (name: string) => `attachment; filename="washday-service-areas-${businessDate(new Date())}.${name}"`;

  app.route({
    ...contractRoute(places.exportAreasCsv),
    config: { access: 'admin' },
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', download('csv'))
        .header('cache-control', 'no-store')
        .send(await areasCsv(db())),
  });

  app.route({
    ...contractRoute(places.exportAreasGeoJson),
    config: { access: 'admin' },
    handler: async (_request, reply) =>
      reply
        .type('application/geo+json; charset=utf-8')
        .header('content-disposition', download('geojson'))
        .header('cache-control', 'no-store')
        .send(JSON.stringify(await areasGeoJson(db()), null, 2)),
  });
};
