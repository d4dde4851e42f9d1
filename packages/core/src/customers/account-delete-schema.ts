import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-data.js';

/** Deleting needs an explicit confirmation in the body, so a stray DELETE cannot erase an account. */
export const accountDeleteBodySchema = z.object(
  { confirm: z.literal(true, { error: ACCOUNT_MESSAGES.confirmRequired }) },
  { error: ACCOUNT_MESSAGES.confirmRequired },
);
