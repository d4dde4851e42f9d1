import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN } from '../phone.js';

/**
 * GET /api/config/support: how customers reach support, from the server's configuration.
 * Each number is a 10-digit Indian mobile, or null when none is configured (the app then hides that action).
 */
export const supportContactResponseSchema = z.object({
  success: z.literal(true),
  phone: z.string().regex(INDIAN_MOBILE_PATTERN).nullable(),
  whatsapp: z.string().regex(INDIAN_MOBILE_PATTERN).nullable(),
});
export type SupportContactResponse = z.infer<typeof supportContactResponseSchema>;
