import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, formatDistance, haversineKm, type detectedLocationSchema } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { detectedLocations } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { checkAvailability } from './serviceability.service.js';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.locations.geocode),
    config: { access: 'public' },
    onRequest: app.limits.lookups,
    handler: async (request) => ({ success: true as const, data: await app.geocoder.reverse(request.body) }),
  });

  app.route({
    ...contractRoute(contract.locations.coordinates),
    config: { access: 'public' },
    onRequest: app.limits.lookups,
    handler: async (request) => {
      const found = await app.geocoder.search(request.body.address);
      if (!found) throw notFound('Address not found');
      return { success: true as const, data: found };
    },
  });

  app.route({
    ...contractRoute(contract.locations.autocomplete),
    config: { access: 'public' },
    onRequest: app.limits.lookups,
    handler: async (request) => {
      const [lat, lng] = (request.query.location ?? '').split(',').map(Number);
      const near =
        lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
      return { success: true as const, suggestions: await app.geocoder.autocomplete(request.query.input, near) };
    },
  });

  app.route({
    ...contractRoute(contract.locations.place),
    // The id is the geocoder's place id, not a record of ours.
    config: { access: 'public', resource: 'none' },
    onRequest: app.limits.lookups,
    handler: async (request) => {
      const found = await app.geocoder.place(request.params.id);
      if (!found) throw notFound('Place not found');
      return { success: true as const, data: found };
    },
  });

  app.route({
    ...contractRoute(contract.locations.distance),
    config: { access: 'public' },
    handler: async (request) => {
      const km = haversineKm(request.body.origin, request.body.destination);
      return { success: true as const, distance_km: Math.round(km * 100) / 100, distance_text: formatDistance(km) };
    },
  });

  app.route({
    ...contractRoute(contract.locations.checkAvailability),
    config: { access: 'public' },
    onRequest: app.limits.locationChecks,
    handler: async (request) => {
      const { is_available, message } = await checkAvailability(app.database.db, request.body);
      return { success: true as const, is_available, message };
    },
  });

  const store = async (body: z.output<typeof detectedLocationSchema>, userId: string | null) => {
    const availability = await checkAvailability(app.database.db, {
      city: body.city,
      pincode: body.pincode,
      full_address: body.full_address,
      coordinates: body.coordinates,
    });
    const [row] = await app.database.db
      .insert(detectedLocations)
      .values({
        userId,
        sessionId: body.session_id ?? null,
        fullAddress: body.full_address,
        city: body.city ?? null,
        state: body.state ?? null,
        country: body.country,
        pincode: body.pincode ?? null,
        lat: body.coordinates.lat,
        lng: body.coordinates.lng,
        detectionMethod: body.detection_method,
        accuracyMeters: body.accuracy ?? null,
        confidenceScore: body.confidence_score ?? null,
        isServiceable: availability.is_available,
        createdAt: app.clock.now(),
      })
      .returning({ id: detectedLocations.id });
    return {
      success: true as const,
      data: { id: row!.id, is_available: availability.is_available, message: availability.message },
    };
  };

  app.route({
    ...contractRoute(contract.locations.saveDetected),
    config: { access: 'public' },
    onRequest: app.limits.locationChecks,
    handler: async (request, reply) => reply.status(201).send(await store(request.body, null)),
  });

  app.route({
    ...contractRoute(contract.locations.saveDetectedForCustomer),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return reply.status(201).send(await store(request.body, userId));
    },
  });
};
