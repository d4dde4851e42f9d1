import type { availabilityRequestSchema } from '@washday/core';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;

export const availabilityResponseSchema = z.object({ success: z.literal(true), is_available: z.boolean(), message: z.string() });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** Whether we serve a place. Asked before saving; the server asks again when it saves. */
export function checkAvailability(body: AvailabilityRequest): Promise<AvailabilityResponse> {
  return api.post('/api/detected-locations/check-availability', body, {
    schema: availabilityResponseSchema,
    authScope: false,
    timeoutMs: 10_000,
  });
}
