import { z } from 'zod';

/** `{ success: true, message }`: answers that report an action and carry nothing else. */
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** A phone code was sent: how long it lives and when another may be asked for. */
export const codeSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});
