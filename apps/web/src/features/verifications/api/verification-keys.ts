import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

/** Customer-private, so logout drops them with the rest of CUSTOMER_DATA_KEY. */
export const verificationKeys = {
  all: [...CUSTOMER_DATA_KEY, 'verifications'] as const,
  list: (userId: string) => [...verificationKeys.all, 'list', userId] as const,
};

/** The spec's verification polling while the live stream is down (customer-app.md §9). */
export const VERIFICATION_POLL_MS = 30_000;
