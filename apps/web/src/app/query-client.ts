import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries 5xx and network errors (1 s, 2 s, 4 s); a second layer would multiply waits.
        retry: false,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
