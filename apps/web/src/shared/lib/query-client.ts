import { QueryClient } from '@tanstack/react-query';
import { RETRY_COUNT } from '@bazaar/domain/constants';

/** docs/product.md §7: retry count 1. Lists are cached briefly so back/forward feels instant. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: RETRY_COUNT, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
