import { z } from 'zod';
import {
  availabilityRequestSchema,
  coordinatesSchema,
  detectedLocationSchema,
  geocodedPlaceSchema,
  searchSuggestionSchema,
} from '../locations/location-schemas.js';
import { defineEndpoint } from './define-endpoint.js';

const placeAnswer = z.object({ success: z.literal(true), data: geocodedPlaceSchema });
const detectionSaved = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), is_available: z.boolean(), message: z.string() }),
});

/** Geocoding, place search and the service-area check. */
export const locationsContract = {
  geocode: defineEndpoint({
    method: 'POST',
    path: '/api/location/geocode',
    summary: 'Address of a point',
    tags: ['locations'],
    body: coordinatesSchema,
    responses: { 200: placeAnswer },
  }),
  coordinates: defineEndpoint({
    method: 'POST',
    path: '/api/location/coordinates',
    summary: 'Point of a typed address',
    tags: ['locations'],
    body: z.object({ address: z.string().trim().min(2, 'Please enter an address').max(300) }),
    responses: { 200: placeAnswer },
  }),
  autocomplete: defineEndpoint({
    method: 'GET',
    path: '/api/location/autocomplete',
    summary: 'Up to 8 suggestions in India, nearest Gurugram first (from 2 characters)',
    tags: ['locations'],
    query: z.object({
      input: z.string().max(200).default(''),
      location: z
        .string()
        .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'location must be "lat,lng"')
        .optional(),
    }),
    responses: { 200: z.object({ success: z.literal(true), suggestions: z.array(searchSuggestionSchema) }) },
  }),
  place: defineEndpoint({
    method: 'GET',
    path: '/api/location/place/:id',
    summary: 'The place behind a suggestion',
    tags: ['locations'],
    params: z.object({ id: z.string().min(1).max(100) }),
    responses: { 200: placeAnswer },
  }),
  distance: defineEndpoint({
    method: 'POST',
    path: '/api/location/distance',
    summary: 'Straight-line distance (haversine)',
    tags: ['locations'],
    body: z.object({ origin: coordinatesSchema, destination: coordinatesSchema }),
    responses: { 200: z.object({ success: z.literal(true), distance_km: z.number(), distance_text: z.string() }) },
  }),
  checkAvailability: defineEndpoint({
    method: 'POST',
    path: '/api/detected-locations/check-availability',
    summary: 'Whether we serve a place',
    tags: ['locations'],
    body: availabilityRequestSchema,
    responses: { 200: z.object({ success: z.literal(true), is_available: z.boolean(), message: z.string() }) },
  }),
  saveDetected: defineEndpoint({
    method: 'POST',
    path: '/api/detected-locations',
    summary: "Record a guest's detected location",
    tags: ['locations'],
    body: detectedLocationSchema,
    responses: { 201: detectionSaved },
  }),
  saveDetectedForCustomer: defineEndpoint({
    method: 'POST',
    path: '/api/detected-locations/logged-user',
    summary: "Record the signed-in customer's detected location",
    tags: ['locations'],
    // user_id, phone and name in the body are ignored: the session says who this is.
    body: detectedLocationSchema.extend({
      user_id: z.string().optional(),
      phone: z.string().optional(),
      name: z.string().optional(),
    }),
    responses: { 201: detectionSaved },
  }),
};
