// The spec's retry rule (customer-app.md §7, admin-and-backend.md §9): up to 3 more tries, 1 s, 2 s and 4 s
// apart, only when no answer came (network failure, timeout) or the server failed (5xx). A 4xx never changes.
// TanStack Query applies it: to every query, and to the mutations that opt in because the server can
// de-duplicate them (booking creation carries an Idempotency-Key).
import { isTransientError } from './api-client';

export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;

/** TanStack Query's `retry`: `failureCount` is 0 after the first failure. */
export function retryTransientFailures(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransientError(error);
}

/** TanStack Query's `retryDelay`: 1 s, 2 s, 4 s. */
export function backoffDelay(failureCount: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** failureCount;
}
