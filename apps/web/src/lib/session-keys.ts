import type { AuthScope } from './api-client';

/**
 * Each role's signed-in state is one TanStack Query entry (null = signed out). Features own the
 * fetchers; the app provider uses these keys to clear a role when the API answers 401.
 */
export const sessionQueryKey = (scope: AuthScope) => ['session', scope] as const;

/**
 * Every query holding a signed-in customer's private data (bookings, addresses, ...) starts with this
 * prefix, so signing in or out clears all of it at once: `[...CUSTOMER_DATA_KEY, 'bookings']`.
 */
export const CUSTOMER_DATA_KEY = ['customer'] as const;
