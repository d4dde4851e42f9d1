import { z } from 'zod';

/** Every error the API sends has this shape; `message` is fit to show a user. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  /** The offending field for validation errors, dotted (e.g. `services.0.quantity`). */
  field: z.string().optional(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
  /** Wrong phone-code tries left before the code stops working. */
  attemptsRemaining: z.number().int().optional(),
  /** Seconds to wait before trying again (also sent as Retry-After). */
  retryAfterSeconds: z.number().int().optional(),
  /** The rider account status behind a refused rider sign-in. */
  status: z.string().optional(),
  /** A suggested next step for the client, e.g. `register`. */
  action: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
