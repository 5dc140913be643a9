import { QueryClient } from '@tanstack/react-query';

/**
 * Lists are read when a screen opens and after its own changes. No automatic retries or
 * focus refetches: every failure goes straight to the error dialog, and a list never jumps
 * under the cashier's pointer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
