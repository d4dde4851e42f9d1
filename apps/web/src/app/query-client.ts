import { onlineManager, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { backoffDelay, retryTransientFailures } from '@/lib/retry-policy';

type RetryDelay = NonNullable<NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']>['retryDelay']>;

/**
 * Queries retry transient failures with the spec's backoff; identical queries in flight share one request.
 * Mutations never retry unless they opt in (`retry: retryTransientFailures`); they then use the same delays.
 * Tests pass a `retryDelay` of 0 so they never wait for real seconds.
 */
export function createQueryClient({ retryDelay = backoffDelay }: { retryDelay?: RetryDelay } = {}): QueryClient {
  // TanStack Query takes the browser as online until it hears otherwise; a page opened without a connection (a reload
  // in a dead spot) starts offline, so its retries and queued changes wait for the connection as they do after one drops.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransientFailures,
        retryDelay,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: true,
        // Asked once even when the browser says it is offline: the service worker may answer from its copy (the
        // catalogue, the customer's bookings); retries then wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, retryDelay },
    },
  });
}
