import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.ts';

/**
 * Client errors (4xx) are answers, not glitches: they are not retried. That includes a 429: the HTTP client has
 * already waited out its Retry-After and tried once more, and retrying again would only prolong the rate limit.
 * `onError` hears every failed query and mutation (the app reacts to a few codes wherever they come from).
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
