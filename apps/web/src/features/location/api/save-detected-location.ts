import type { detectedLocationSchema } from '@washday/core';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export type DetectedLocationInput = z.input<typeof detectedLocationSchema>;

export const savedDetectionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), is_available: z.boolean(), message: z.string() }),
});
export type SavedDetection = z.infer<typeof savedDetectionResponseSchema>['data'];

/**
 * Records where the customer is and answers whether we serve it. Guests use the public route; a signed-in customer
 * the logged-user one (the server takes who they are from the session). The spec gives it 10 s.
 */
export async function saveDetectedLocation(
  input: DetectedLocationInput,
  { signedIn }: { signedIn: boolean },
): Promise<SavedDetection> {
  const path = signedIn ? '/api/detected-locations/logged-user' : '/api/detected-locations';
  const { data } = await api.post(path, input, {
    schema: savedDetectionResponseSchema,
    timeoutMs: 10_000,
    authScope: signedIn ? 'customer' : false,
  });
  return data;
}
