import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityRequestSchema,
  coordinatesSchema,
  detectedLocationSchema,
  formatDistance,
  geocodedPlaceSchema,
  haversineKm,
  searchSuggestionSchema,
} from '@washday/core';
import { detectedLocations } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { checkAvailability } from './serviceability.service.js';

const place = z.object({ success: z.literal(true), data: geocodedPlaceSchema });

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/location/geocode',
    {
      config: { access: 'public' },
      onRequest: app.limits.lookups,
      schema: { tags: ['locations'], summary: 'Address of a point', body: coordinatesSchema, response: { 200: place } },
    },
    async (request) => ({ success: true as const, data: await app.geocoder.reverse(request.body) }),
  );

  app.post(
    '/api/location/coordinates',
    {
      config: { access: 'public' },
      onRequest: app.limits.lookups,
      schema: {
        tags: ['locations'],
        summary: 'Point of a typed address',
        body: z.object({ address: z.string().trim().min(2, 'Please enter an address').max(300) }),
        response: { 200: place },
      },
    },
    async (request) => {
      const found = await app.geocoder.search(request.body.address);
      if (!found) throw notFound('Address not found');
      return { success: true as const, data: found };
    },
  );

  app.get(
    '/api/location/autocomplete',
    {
      config: { access: 'public' },
      onRequest: app.limits.lookups,
      schema: {
        tags: ['locations'],
        summary: 'Up to 8 suggestions in India, nearest Gurugram first (from 2 characters)',
        querystring: z.object({
          input: z.string().max(200).default(''),
          location: z
            .string()
            .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'location must be "lat,lng"')
            .optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), suggestions: z.array(searchSuggestionSchema) }) },
      },
    },
    async (request) => {
      const [lat, lng] = (request.query.location ?? '').split(',').map(Number);
      const near = lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
      return { success: true as const, suggestions: await app.geocoder.autocomplete(request.query.input, near) };
    },
  );

  app.get(
    '/api/location/place/:id',
    {
      // The id is the geocoder's place id, not a record of ours.
      config: { access: 'public', resource: 'none' },
      onRequest: app.limits.lookups,
      schema: { tags: ['locations'], summary: 'The place behind a suggestion', params: z.object({ id: z.string().min(1).max(100) }), response: { 200: place } },
    },
    async (request) => {
      const found = await app.geocoder.place(request.params.id);
      if (!found) throw notFound('Place not found');
      return { success: true as const, data: found };
    },
  );

  app.post(
    '/api/location/distance',
    {
      config: { access: 'public' },
      schema: {
        tags: ['locations'],
        summary: 'Straight-line distance (haversine)',
        body: z.object({ origin: coordinatesSchema, destination: coordinatesSchema }),
        response: { 200: z.object({ success: z.literal(true), distance_km: z.number(), distance_text: z.string() }) },
      },
    },
    async (request) => {
      const km = haversineKm(request.body.origin, request.body.destination);
      return { success: true as const, distance_km: Math.round(km * 100) / 100, distance_text: formatDistance(km) };
    },
  );

  app.post(
    '/api/detected-locations/check-availability',
    {
      config: { access: 'public' },
      onRequest: app.limits.locationChecks,
      schema: {
        tags: ['locations'],
        summary: 'Whether we serve a place',
        body: availabilityRequestSchema,
        response: { 200: z.object({ success: z.literal(true), is_available: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      const { is_available, message } = await checkAvailability(app.database.db, request.body);
      return { success: true as const, is_available, message };
    },
  );

  const saved = z.object({ success: z.literal(true), data: z.object({ id: z.string(), is_available: z.boolean(), message: z.string() }) });
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
    return { success: true as const, data: { id: row!.id, is_available: availability.is_available, message: availability.message } };
  };

  app.post(
    '/api/detected-locations',
    {
      config: { access: 'public' },
      onRequest: app.limits.locationChecks,
      schema: { tags: ['locations'], summary: "Record a guest's detected location", body: detectedLocationSchema, response: { 201: saved } },
    },
    async (request, reply) => reply.status(201).send(await store(request.body, null)),
  );

  app.post(
    '/api/detected-locations/logged-user',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['locations'],
        summary: "Record the signed-in customer's detected location",
        // user_id, phone and name in the body are ignored: the session says who this is.
        body: detectedLocationSchema.extend({ user_id: z.string().optional(), phone: z.string().optional(), name: z.string().optional() }),
        response: { 201: saved },
      },
    },
    async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return reply.status(201).send(await store(request.body, userId));
    },
  );
};
