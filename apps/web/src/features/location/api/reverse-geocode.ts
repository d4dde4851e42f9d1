import { geocodedPlaceSchema, type GeocodedPlace, type LatLng } from '@washday/core';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const geocodeResponseSchema = z.object({ success: z.literal(true), data: geocodedPlaceSchema });

/** The address at a point (the header's detection). */
export async function reverseGeocode(point: LatLng, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { data } = await api.post(
    '/api/location/geocode',
    { lat: point.lat, lng: point.lng },
    { schema: geocodeResponseSchema, signal, authScope: false, timeoutMs: 10_000 },
  );
  return data;
}
