import { geocodedPlaceSchema, type GeocodedPlace } from '@washday/core';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const placeResponseSchema = z.object({ success: z.literal(true), data: geocodedPlaceSchema });

/** The full place behind a search suggestion. */
export async function getPlace(placeId: string, { signal }: { signal?: AbortSignal } = {}): Promise<GeocodedPlace> {
  const { data } = await api.get(`/api/location/place/${encodeURIComponent(placeId)}`, {
    schema: placeResponseSchema,
    signal,
    authScope: false,
    timeoutMs: 10_000,
  });
  return data;
}
