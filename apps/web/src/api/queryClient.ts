import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/**
 * Client errors (4xx) are answers, not glitches: they are not retried. That includes a 429: the HTTP client has
 * already waited out its Retry-After and tried once more, and retrying again would only prolong the rate limit.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
